// Audience retention with the interactive timeline on it: the share of playback
// sessions at each point of the video, rewatch intensity beneath it, and every quiz, survey and
// poll at its timecode in its marker colour. A marker shows its drop-off (and a quiz its %
// correct) on hover or focus; clicking it opens its breakdown.
import { useState } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { PeriodRetention, RetentionMarker } from '@lumen/contract';
import { cn } from '../../../lib/cn';
import { MARKER_COLORS, formatTimecode } from '../timeline/timecode';
import type { BreakdownTarget } from './breakdown-dialog';
import { DataDownload } from './data-download';
import { TOOLTIP_STYLE } from './engagement-chart';
import { formatCount, formatRate } from './format';
import { Panel } from './panel';

/** The charts' left axis and right margin: the marker row below lines up with the plot. */
const AXIS_WIDTH = 44;
const RIGHT_MARGIN = 12;
const MARGIN = { top: 8, right: RIGHT_MARGIN, left: 0, bottom: 0 };

/** The spec's marker colours (admin §9) as stroke colours for the chart's lines. */
const MARKER_STROKES = { quiz: '#f97316', survey: '#3b82f6', poll: '#22c55e' } as const;

function markerSummary(marker: RetentionMarker): string {
  const parts = [
    `${MARKER_COLORS[marker.elementType].label} “${marker.title}” at ${formatTimecode(marker.timecode)}`,
    `retention ${formatRate(marker.retentionBefore)} before, ${formatRate(marker.retentionAfter)} after`,
    `drop-off ${Math.round(marker.dropOff * 10) / 10} points`,
    `${formatCount(marker.answered)} of ${formatCount(marker.shown)} answered`,
  ];
  if (marker.elementType === 'quiz') parts.push(`${formatRate(marker.correctRate)} correct`);
  return parts.join('; ');
}

function MarkerRow({
  markers,
  duration,
  onOpen,
}: {
  markers: RetentionMarker[];
  duration: number;
  onOpen: (target: BreakdownTarget) => void;
}) {
  const [hovered, setHovered] = useState<string | null>(null);
  return (
    <div
      role="list"
      aria-label="Quizzes, surveys and polls on the timeline"
      className="relative h-10"
      style={{ marginLeft: AXIS_WIDTH, marginRight: RIGHT_MARGIN }}
    >
      <div aria-hidden className="absolute inset-x-0 top-1/2 h-px bg-white/10" />
      {markers.map((marker) => {
        const key = `${marker.elementType}-${marker.elementId}`;
        const colors = MARKER_COLORS[marker.elementType];
        const left = duration > 0 ? Math.min(100, (marker.timecode / duration) * 100) : 0;
        const tipId = `retention-marker-tip-${key}`;
        return (
          <div
            key={key}
            role="listitem"
            className="absolute top-1/2 -translate-x-1/2 -translate-y-1/2"
            style={{ left: `${left}%` }}
          >
            <button
              type="button"
              data-marker={key}
              aria-label={`${colors.label} ${marker.title} at ${formatTimecode(marker.timecode)}: open breakdown`}
              aria-describedby={tipId}
              onMouseEnter={() => setHovered(key)}
              onMouseLeave={() => setHovered((h) => (h === key ? null : h))}
              onFocus={() => setHovered(key)}
              onBlur={() => setHovered((h) => (h === key ? null : h))}
              onClick={() =>
                onOpen({
                  elementType: marker.elementType,
                  elementId: marker.elementId,
                  title: marker.title,
                })
              }
              className={cn(
                'block size-4 rounded-full ring-2 ring-zinc-950 transition-transform hover:scale-125 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
                colors.dot,
              )}
            />
            <div
              id={tipId}
              role="tooltip"
              className={cn(
                'pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 w-60 -translate-x-1/2 rounded-lg border border-white/10 bg-zinc-950 p-3 text-xs text-zinc-200 shadow-xl',
                hovered === key ? 'block' : 'hidden',
              )}
            >
              <p className={cn('font-semibold', colors.text)}>
                {colors.label} · {formatTimecode(marker.timecode)}
              </p>
              <p className="mt-0.5 font-medium text-white">{marker.title}</p>
              <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1">
                <dt className="text-zinc-400">Drop-off</dt>
                <dd className="text-right tabular-nums">
                  {Math.round(marker.dropOff * 10) / 10} pts
                </dd>
                <dt className="text-zinc-400">Before / after</dt>
                <dd className="text-right tabular-nums">
                  {formatRate(marker.retentionBefore)} / {formatRate(marker.retentionAfter)}
                </dd>
                <dt className="text-zinc-400">Answered</dt>
                <dd className="text-right tabular-nums">
                  {formatCount(marker.answered)} / {formatCount(marker.shown)}
                </dd>
                {marker.elementType === 'quiz' && (
                  <>
                    <dt className="text-zinc-400">Correct</dt>
                    <dd className="text-right tabular-nums">{formatRate(marker.correctRate)}</dd>
                  </>
                )}
              </dl>
              <span className="sr-only">{markerSummary(marker)}</span>
            </div>
          </div>
        );
      })}
    </div>
  );
}

export function RetentionChart({
  data,
  videoTitle,
  onOpen,
}: {
  data: PeriodRetention;
  videoTitle: string;
  onOpen: (target: BreakdownTarget) => void;
}) {
  const points = data.buckets.map((b) => ({ ...b, at: (b.start + b.end) / 2 }));
  const domain: [number, number] = [0, data.duration || 1];
  const xAxis = (hide: boolean) => (
    <XAxis
      dataKey="at"
      type="number"
      domain={domain}
      tickFormatter={(s: number) => formatTimecode(s)}
      stroke="#a1a1aa"
      fontSize={12}
      hide={hide}
    />
  );
  const labelFormatter = (s: unknown) => `At ${formatTimecode(Number(s))}`;
  return (
    <Panel
      title="Audience Retention"
      description={`Share of ${formatCount(data.sessions)} playback sessions still watching at each point, with every quiz, survey and poll on the timeline.`}
      actions={
        <DataDownload
          label="Audience retention"
          fileName={`${videoTitle}-retention-${data.period.from}-${data.period.to}`}
          columns={[
            { header: 'From (s)', value: (b) => b.start },
            { header: 'To (s)', value: (b) => b.end },
            { header: 'Retention (%)', value: (b) => b.share },
            { header: 'Rewatch (extra plays per session)', value: (b) => b.rewatch },
          ]}
          rows={data.buckets}
        />
      }
    >
      <figure
        aria-label={`Audience retention over ${formatTimecode(data.duration)}: ${data.markers.length} markers`}
        data-testid="retention-chart"
        className="h-64"
      >
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={points} margin={MARGIN}>
            <defs>
              <linearGradient id="retention-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor="#8b5cf6" stopOpacity={0.5} />
                <stop offset="100%" stopColor="#8b5cf6" stopOpacity={0.05} />
              </linearGradient>
            </defs>
            <CartesianGrid stroke="rgba(255,255,255,0.06)" vertical={false} />
            {xAxis(false)}
            <YAxis
              domain={[0, 100]}
              tickFormatter={(v: number) => `${v}%`}
              stroke="#a1a1aa"
              fontSize={12}
              width={AXIS_WIDTH}
            />
            <Tooltip
              {...TOOLTIP_STYLE}
              labelFormatter={labelFormatter}
              formatter={(v) => [`${String(v)}%`, 'Retention']}
            />
            {data.markers.map((m) => (
              <ReferenceLine
                key={`${m.elementType}-${m.elementId}`}
                x={m.timecode}
                stroke={MARKER_STROKES[m.elementType]}
                strokeDasharray="4 3"
              />
            ))}
            <Area
              type="monotone"
              dataKey="share"
              name="Retention"
              stroke="#a78bfa"
              strokeWidth={2}
              fill="url(#retention-fill)"
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </figure>
      <MarkerRow markers={data.markers} duration={data.duration} onOpen={onOpen} />
      <div>
        <p className="mb-1 text-xs font-medium text-zinc-400" id="rewatch-label">
          Rewatch intensity (extra plays per watching session)
        </p>
        <figure aria-labelledby="rewatch-label" data-testid="rewatch-chart" className="h-24">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={points} margin={MARGIN} barCategoryGap={0}>
              {xAxis(true)}
              <YAxis stroke="#a1a1aa" fontSize={11} width={AXIS_WIDTH} allowDecimals />
              <Tooltip
                {...TOOLTIP_STYLE}
                labelFormatter={labelFormatter}
                formatter={(v) => [String(v), 'Rewatch']}
                cursor={{ fill: 'rgba(255,255,255,0.04)' }}
              />
              <Bar dataKey="rewatch" name="Rewatch" fill="#22d3ee" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </div>
      <ul className="flex flex-wrap gap-4 text-xs text-zinc-400" aria-label="Marker colours">
        {(['quiz', 'survey', 'poll'] as const).map((type) => (
          <li key={type} className="flex items-center gap-1.5">
            <span aria-hidden className={cn('size-2.5 rounded-full', MARKER_COLORS[type].dot)} />
            {MARKER_COLORS[type].label}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
