// Engagement Over Time: views (bars) and watch time in minutes (line) per day, or per week for
// long periods, from the period endpoint's series.
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { VideoPeriodAnalytics } from '@lumen/contract';
import { useAnalyticsTimeZone } from './analytics-time-zone';
import { DataDownload } from './data-download';
import { Panel } from './panel';

const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

export const TOOLTIP_STYLE = {
  contentStyle: {
    background: '#18181b',
    border: '1px solid rgba(255,255,255,0.1)',
    borderRadius: 8,
  },
  labelStyle: { color: '#e4e4e7' },
  itemStyle: { color: '#e4e4e7' },
};

export function EngagementChart({ data, title }: { data: VideoPeriodAnalytics; title: string }) {
  const timeZone = useAnalyticsTimeZone();
  const points = data.series.map((point) => ({
    ...point,
    label: formatDay(point.start),
    watchMinutes: Math.round((point.watchTime / 60) * 10) / 10,
  }));
  const totalViews = data.series.reduce((sum, p) => sum + p.views, 0);
  return (
    <Panel
      title="Engagement Over Time"
      description={`Views and watch time per ${data.bucket} (${timeZone}).`}
      actions={
        <DataDownload
          label="Engagement over time"
          fileName={`${title}-engagement-${data.period.from}-${data.period.to}`}
          columns={[
            { header: data.bucket === 'week' ? 'Week from' : 'Day', value: (p) => p.start },
            { header: 'Views', value: (p) => p.views },
            { header: 'Sessions', value: (p) => p.sessions },
            { header: 'Watch time (s)', value: (p) => Math.round(p.watchTime) },
          ]}
          rows={data.series}
        />
      }
    >
      <figure
        aria-label={`Engagement over time: ${totalViews} views in ${data.series.length} ${data.bucket}s`}
        className="h-72"
        data-testid="engagement-chart"
      >
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={points} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid stroke="rgba(255,255,255,0.06)" vertical={false} />
            <XAxis dataKey="label" stroke="#a1a1aa" fontSize={12} tickLine={false} />
            <YAxis
              yAxisId="views"
              stroke="#a1a1aa"
              fontSize={12}
              allowDecimals={false}
              width={40}
            />
            <YAxis
              yAxisId="minutes"
              orientation="right"
              stroke="#a1a1aa"
              fontSize={12}
              width={40}
            />
            <Tooltip {...TOOLTIP_STYLE} cursor={{ fill: 'rgba(255,255,255,0.04)' }} />
            <Legend wrapperStyle={{ fontSize: 12, color: '#d4d4d8' }} />
            <Bar
              yAxisId="views"
              dataKey="views"
              name="Views"
              fill="#8b5cf6"
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
            <Line
              yAxisId="minutes"
              dataKey="watchMinutes"
              name="Watch time (min)"
              stroke="#22d3ee"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </figure>
    </Panel>
  );
}
