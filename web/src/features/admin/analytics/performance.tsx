// Interactive Performance (video, quiz and survey completion bars) and the Performance
// Summary (Reach, Engagement /100, Retention) with the busiest slot of the week (admin §2).
import type { VideoPeriodAnalytics } from '@lumen/contract';
import { MARKER_COLORS } from '../timeline/timecode';
import { formatCount, formatRate } from './format';
import { Panel, RateBar } from './panel';
import { useAnalyticsTimeZone } from './analytics-time-zone';
import { busiestSlotText } from './trends';

export function InteractivePerformance({ data }: { data: VideoPeriodAnalytics }) {
  const { current } = data;
  return (
    <Panel
      title="Interactive Performance"
      description="Share of sessions that finished the video, and of shown quizzes and surveys that were completed."
    >
      <div className="space-y-4">
        <RateBar
          label="Video completion"
          value={current.completionRate}
          colorClass="bg-violet-500"
        />
        <RateBar
          label="Quiz completion"
          value={current.quizCompletionRate}
          colorClass={MARKER_COLORS.quiz.dot}
          detail={
            current.quizScore === null ? undefined : `${formatRate(current.quizScore)} correct`
          }
        />
        <RateBar
          label="Survey completion"
          value={current.surveyCompletionRate}
          colorClass={MARKER_COLORS.survey.dot}
        />
      </div>
    </Panel>
  );
}

export function PerformanceSummary({ data }: { data: VideoPeriodAnalytics }) {
  const { current } = data;
  const busiest = busiestSlotText(data.busiestSlot, useAnalyticsTimeZone());
  const rows = [
    { label: 'Reach', value: formatCount(current.sessions), hint: 'playback sessions' },
    { label: 'Engagement', value: `${current.engagementScore}/100`, hint: 'mean completion' },
    {
      label: 'Retention',
      value: formatRate(current.avgPercentWatched),
      hint: 'of the video watched on average',
    },
  ];
  return (
    <Panel title="Performance Summary">
      <dl className="space-y-3">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-3">
            <dt className="text-sm text-zinc-300">
              {row.label}
              <span className="ml-2 text-xs text-zinc-400">{row.hint}</span>
            </dt>
            <dd className="text-lg font-semibold text-white tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
      {busiest && (
        <p className="rounded-lg bg-violet-500/10 px-3 py-2 text-sm text-violet-200">{busiest}</p>
      )}
    </Panel>
  );
}
