// The site overview ("All videos"): totals over the period, the top videos by
// views, watch time, completion and quiz score, and a table of every video sortable by each
// column (CSV with all rows). A title opens that video's own analytics.
import { BarChart3 } from 'lucide-react';
import type { SiteAnalytics } from '@lumen/contract';
import { EmptyState } from '../../../components/ui/empty-state';
import type { AnalyticsPeriodParams } from '../../../api/analytics-query';
import { useSiteAnalytics } from '../../../api/get-site-analytics';
import { cn } from '../../../lib/cn';
import { DataTable, type Column } from './data-table';
import { outcomeColumns, reachColumns, watchTimeColumn } from './figure-columns';
import { formatCount, formatRate, formatTotalWatchTime, formatWatchSeconds } from './format';
import { Panel } from './panel';
import { FigureList } from './quiz-breakdown';
import { PanelSkeleton, SummaryCardsSkeleton } from './summary-cards';

type VideoRow = SiteAnalytics['videos'][number];
const TOP_COUNT = 5;

function TopList({
  title,
  rows,
  value,
  show,
}: {
  title: string;
  rows: readonly VideoRow[];
  value: (row: VideoRow) => number | null;
  show: (row: VideoRow) => string;
}) {
  const top = rows
    .filter((r) => (value(r) ?? 0) > 0)
    .sort((a, b) => (value(b) ?? 0) - (value(a) ?? 0))
    .slice(0, TOP_COUNT);
  return (
    <Panel title={title} className="p-4">
      {top.length === 0 ? (
        <p className="text-sm text-zinc-400">None in this period.</p>
      ) : (
        <ol className="space-y-1.5 text-sm">
          {top.map((row, i) => (
            <li key={row.videoId} className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 truncate text-zinc-200" title={row.title}>
                <span className="mr-2 text-zinc-400">{i + 1}.</span>
                {row.title}
              </span>
              <span className="shrink-0 font-medium text-white tabular-nums">{show(row)}</span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

export function SiteOverview({
  period,
  onOpenVideo,
}: {
  period: AnalyticsPeriodParams;
  onOpenVideo: (videoId: number) => void;
}) {
  const site = useSiteAnalytics(period);
  if (site.isPending)
    return (
      <div className="space-y-6">
        <SummaryCardsSkeleton />
        <PanelSkeleton label="Loading videos" />
      </div>
    );
  if (site.isError)
    return (
      <EmptyState
        icon={<BarChart3 className="size-6" />}
        title="Analytics unavailable"
        description="The figures of all videos could not be loaded. Try again in a moment."
        headingLevel={3}
      />
    );
  const { totals, videos } = site.data;
  const columns: Column<VideoRow>[] = [
    {
      key: 'title',
      header: 'Video',
      value: (r) => r.title,
      render: (r) => (
        <button
          type="button"
          onClick={() => onOpenVideo(r.videoId)}
          className="max-w-[18rem] truncate text-left text-violet-200 hover:text-white hover:underline"
          title={`Open the analytics of ${r.title}`}
        >
          {r.title}
        </button>
      ),
    },
    ...reachColumns<VideoRow>(),
    watchTimeColumn<VideoRow>(),
    {
      key: 'avgWatchTime',
      header: 'Avg watch (s)',
      value: (r) => Math.round(r.avgWatchTime),
      render: (r) => formatWatchSeconds(r.avgWatchTime),
      numeric: true,
    },
    ...outcomeColumns<VideoRow>(),
  ];
  return (
    <div
      className={cn('space-y-6', site.isPlaceholderData && 'opacity-60')}
      aria-busy={site.isFetching}
    >
      <Panel title="All Videos" description="Totals of every video over the period.">
        <FigureList
          items={[
            { label: 'Views', value: formatCount(totals.views) },
            { label: 'Sessions', value: formatCount(totals.sessions) },
            { label: 'Watch time', value: formatTotalWatchTime(totals.watchTime) },
            { label: 'Avg watch time', value: formatWatchSeconds(totals.avgWatchTime) },
            { label: 'Completion', value: formatRate(totals.completionRate) },
            { label: 'Quiz score', value: formatRate(totals.quizScore) },
          ]}
        />
      </Panel>
      <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
        <TopList
          title="Top by Views"
          rows={videos}
          value={(r) => r.views}
          show={(r) => formatCount(r.views)}
        />
        <TopList
          title="Top by Watch Time"
          rows={videos}
          value={(r) => r.watchTime}
          show={(r) => formatTotalWatchTime(r.watchTime)}
        />
        <TopList
          title="Top by Completion"
          rows={videos}
          value={(r) => (r.sessions > 0 ? r.completionRate : null)}
          show={(r) => formatRate(r.completionRate)}
        />
        <TopList
          title="Top by Quiz Score"
          rows={videos}
          value={(r) => r.quizScore}
          show={(r) => formatRate(r.quizScore)}
        />
      </div>
      <Panel title="Every Video" description="Sort by any column; the CSV holds every row.">
        <DataTable
          caption="Every video"
          rows={videos}
          columns={columns}
          rowKey={(r) => r.videoId}
          fileName={`all-videos-${period.from}-${period.to}`}
          initialSort={{ key: 'views', direction: 'descending' }}
          emptyText="No videos yet."
        />
      </Panel>
    </div>
  );
}
