// Audience and quality: site vs embed, the sites that embed the video, referrer
// hosts, browsers and devices (tables, sortable, CSV), and playback quality from the player's
// own events (startup, stalls, rebuffer ratio, exits before video start, errors, switches, and
// the playing time per rendition, speed and captions). The browsers' table ends with the bots,
// which no other figure counts.
import type { AudienceAnalytics } from '@lumen/contract';
import { DataTable, type Column } from './data-table';
import { outcomeColumns, reachColumns, watchTimeColumn } from './figure-columns';
import { formatCount, formatMs, formatRate, formatTotalWatchTime } from './format';
import { Panel, RateBar } from './panel';
import { FigureList } from './quiz-breakdown';

type Row = AudienceAnalytics['browsers'][number];
type Quality = AudienceAnalytics['quality'];
type EmbedRow = AudienceAnalytics['embedHosts'][number];

const SURFACE_LABELS = { site: 'On this site', embed: 'Embedded elsewhere', unknown: 'Unknown' };
const SURFACE_COLORS = { site: 'bg-violet-500', embed: 'bg-cyan-500', unknown: 'bg-zinc-500' };

const nameOr = (fallback: string) => (row: Row) => row.name || fallback;

export const BOTS_ROW_NAME = 'Bots and crawlers';

/** The browsers, and a row for the bots when there were any (no browser has that name). */
function browserRows(data: AudienceAnalytics): Row[] {
  const { bots } = data;
  return bots.views > 0 || bots.sessions > 0
    ? [...data.browsers, { name: BOTS_ROW_NAME, ...bots }]
    : data.browsers;
}

function basicColumns(nameHeader: string, fallback: string): Column<Row>[] {
  return [{ key: 'name', header: nameHeader, value: nameOr(fallback) }, ...reachColumns<Row>()];
}

/** The tables of views and sessions by referrer, browser and device. */
function breakdowns(data: AudienceAnalytics) {
  return [
    {
      title: 'Referrers',
      rows: data.referrerHosts,
      nameHeader: 'Referrer',
      unnamed: 'Direct / unknown',
    },
    {
      title: 'Browsers',
      description: `${BOTS_ROW_NAME} (crawlers, headless browsers, scripts) are counted in no other figure.`,
      rows: browserRows(data),
      nameHeader: 'Browser',
      unnamed: 'Unknown',
    },
    { title: 'Devices', rows: data.devices, nameHeader: 'Device', unnamed: 'Unknown' },
  ];
}

const embedColumns: Column<EmbedRow>[] = [
  { key: 'name', header: 'Site', value: (r) => r.name || '(unknown)' },
  ...reachColumns<EmbedRow>(),
  watchTimeColumn<EmbedRow>(),
  ...outcomeColumns<EmbedRow>(),
];

const BY_VIEWS = { key: 'views', direction: 'descending' } as const;

const renditionLabel = (height: number) => (height > 0 ? `${height}p` : 'Not known');
const speedLabel = (rate: number) => (rate === 1 ? 'Normal' : `${rate}×`);

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
/** "English (en)"; the tag alone when it names no language the browser knows. */
function languageLabel(tag: string): string {
  try {
    const name = languageNames.of(tag);
    return name && name !== tag ? `${name} (${tag})` : tag;
  } catch {
    return tag;
  }
}

const sessionCount = (n: number) => `${formatCount(n)} ${n === 1 ? 'session' : 'sessions'}`;

/** A rebuffer ratio: two decimals, as small ratios are the usual ones. */
const formatRebuffer = (value: number | null) =>
  value === null ? '—' : `${Math.round(value * 100) / 100}%`;

interface Bar {
  key: string | number;
  label: string;
  /** Its share, 0–100. */
  value: number;
  detail: string;
  colorClass: string;
}

/** A titled list of shares, or a line saying there was no playing time to share out. */
function BarList({ title, bars }: { title: string; bars: Bar[] }) {
  return (
    <div className="space-y-3">
      <h4 className="text-sm font-medium text-zinc-300">{title}</h4>
      {bars.length === 0 ? (
        <p className="text-sm text-zinc-400">No playing time in this period.</p>
      ) : (
        bars.map(({ key, ...bar }) => <RateBar key={key} {...bar} />)
      )}
    </div>
  );
}

/** Shares of the playing time, each with its time in words. */
const timeShares = <T extends { share: number; seconds: number }>(
  items: T[],
  keyOf: (item: T) => number,
  label: (key: number) => string,
  colorClass: string,
): Bar[] =>
  items.map((item) => ({
    key: keyOf(item),
    label: label(keyOf(item)),
    value: item.share,
    detail: formatTotalWatchTime(item.seconds),
    colorClass,
  }));

/** Playing time per rendition and speed, and the sessions that showed captions. */
function PlayingTime({ quality }: { quality: Quality }) {
  const { captions } = quality;
  const captionBars: Bar[] =
    captions.playingSessions === 0
      ? []
      : [
          {
            key: 'on',
            label: 'Captions on',
            value: captions.share,
            colorClass: 'bg-amber-500',
            detail: `${formatCount(captions.sessionsWithCaptions)} of ${sessionCount(captions.playingSessions)}`,
          },
          ...captions.languages.map((l) => ({
            key: l.language,
            label: languageLabel(l.language),
            value: l.share,
            colorClass: 'bg-amber-500/70',
            detail: sessionCount(l.sessions),
          })),
        ];
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      <BarList
        title="Time per rendition"
        bars={timeShares(quality.renditions, (r) => r.height, renditionLabel, 'bg-violet-500')}
      />
      <BarList
        title="Playback speed"
        bars={timeShares(quality.rates, (r) => r.rate, speedLabel, 'bg-cyan-500')}
      />
      <BarList title="Captions" bars={captionBars} />
    </div>
  );
}

export function AudiencePanels({
  data,
  videoTitle,
}: {
  data: AudienceAnalytics;
  videoTitle: string;
}) {
  const file = (what: string) => `${videoTitle}-${what}-${data.period.from}-${data.period.to}`;
  const totalSessions = data.surfaces.reduce((sum, s) => sum + s.sessions, 0);
  const { quality } = data;
  return (
    <>
      <div className="grid gap-6 2xl:grid-cols-3">
        <Panel
          title="Where It Was Watched"
          description="Playback sessions on this site and in embeds."
        >
          {totalSessions === 0 ? (
            <p className="text-sm text-zinc-400">No playback sessions in this period.</p>
          ) : (
            <div className="space-y-4">
              {data.surfaces.map((s) => (
                <RateBar
                  key={s.surface}
                  label={SURFACE_LABELS[s.surface]}
                  value={(s.sessions / totalSessions) * 100}
                  colorClass={SURFACE_COLORS[s.surface]}
                  detail={`${formatCount(s.sessions)} sessions · ${formatCount(s.views)} views`}
                />
              ))}
            </div>
          )}
        </Panel>
        <Panel
          title="Playback Quality"
          className="2xl:col-span-2"
          description={`From the player's own events; startup measured in ${formatCount(quality.sessionsMeasured)} sessions, ${formatCount(quality.sessionsAskedToPlay)} asked to play.`}
        >
          <FigureList
            items={[
              { label: 'Startup p50', value: formatMs(quality.startupP50Ms) },
              { label: 'Startup p95', value: formatMs(quality.startupP95Ms) },
              { label: 'Rebuffer ratio', value: formatRebuffer(quality.rebufferPercent) },
              {
                label: 'Stalls per session',
                value: String(Math.round(quality.stallsPerSession * 100) / 100),
              },
              {
                label: 'Exits before video start',
                value: `${formatRate(quality.exitBeforeStartRate)} (${formatCount(quality.exitsBeforeStart)})`,
              },
              { label: 'Sessions with an error', value: formatCount(quality.sessionsWithError) },
              { label: 'Error rate', value: formatRate(quality.errorRate) },
              {
                label: 'Quality switches',
                value: `${formatCount(quality.switches.auto)} auto · ${formatCount(quality.switches.chosen)} chosen`,
              },
              { label: 'Playing time', value: formatTotalWatchTime(quality.playingSeconds) },
            ]}
          />
          <PlayingTime quality={quality} />
        </Panel>
      </div>
      <Panel
        title="Embedding Sites"
        description="Sites whose pages framed this video's embed player."
      >
        <DataTable
          caption="Embedding sites"
          rows={data.embedHosts}
          columns={embedColumns}
          rowKey={(r) => r.name}
          fileName={file('embedding-sites')}
          initialSort={BY_VIEWS}
          emptyText="No embeds watched in this period."
        />
      </Panel>
      <div className="grid gap-6 lg:grid-cols-2 2xl:grid-cols-3">
        {breakdowns(data).map((table) => (
          <Panel key={table.title} title={table.title} description={table.description}>
            <DataTable
              caption={table.title}
              rows={table.rows}
              columns={basicColumns(table.nameHeader, table.unnamed)}
              rowKey={(r) => r.name}
              fileName={file(table.title.toLowerCase())}
              initialSort={BY_VIEWS}
            />
          </Panel>
        ))}
      </div>
    </>
  );
}
