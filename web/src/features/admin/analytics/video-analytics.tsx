// One video's analytics over the period (admin §2 and docs/analytics.md). The cards' figures are
// asked first and paint as soon as they arrive; the retention, question and audience reads follow
// them, and the charts and tables render a frame after the cards. Each panel has its placeholder.
//
// "No Analytics Data": when the period has no views and no playback sessions, the tab shows the
// spec's empty state instead of charts of zeros. Its text says which case it is: the video was
// never watched (from the all-time summary), or it was, just not in this period, with its
// all-time views and a hint to pick a longer period. The period selector stays above it.
import { BarChart3 } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Video, VideoPeriodAnalytics } from '@lumen/contract';
import { EmptyState } from '../../../components/ui/empty-state';
import type { AnalyticsPeriodParams } from '../../../api/analytics-query';
import { useVideoAnalyticsSummary } from '../../../api/get-video-analytics-summary';
import { useVideoAudience } from '../../../api/get-video-audience';
import { useVideoPeriodAnalytics } from '../../../api/get-video-period-analytics';
import { useVideoPeriodRetention } from '../../../api/get-video-period-retention';
import { useVideoQuestionAnalytics } from '../../../api/get-video-question-analytics';
import { cn } from '../../../lib/cn';
import { AudiencePanels } from './audience-panel';
import { BreakdownDialog, type BreakdownTarget } from './breakdown-dialog';
import { EngagementChart, RetentionChart } from './charts';
import { formatCount } from './format';
import { formatPeriod } from './period';
import { InteractivePerformance, PerformanceSummary } from './performance';
import { QuestionsPanel } from './questions-panel';
import { PanelSkeleton, SummaryCardsSkeleton } from './summary-cards';
import { SummaryCards } from './summary-cards';
import { useAfterPaint } from './use-after-paint';

/** Points on the retention curve. */
const RETENTION_BUCKETS = 100;
/** Periods longer than this chart per week, so the bars stay readable. */
const MAX_DAILY_BARS = 90;

/** Days up to MAX_DAILY_BARS chart per day, longer periods per week. */
export const bucketFor = (days: number) => (days > MAX_DAILY_BARS ? 'week' : 'day');

const hasData = (data: VideoPeriodAnalytics) => data.current.views > 0 || data.current.sessions > 0;

function Unavailable({ what }: { what: string }) {
  return (
    <p
      role="alert"
      className="rounded-2xl border border-rose-400/20 bg-rose-500/5 p-4 text-sm text-rose-200"
    >
      {what} could not be loaded. Try again in a moment.
    </p>
  );
}

export function VideoAnalytics({
  video,
  period,
  periodDays,
}: {
  video: Video;
  period: AnalyticsPeriodParams;
  periodDays: number;
}) {
  const bucket = bucketFor(periodDays);
  const figures = useVideoPeriodAnalytics(video.id, { ...period, bucket });
  // The rest is asked once the cards' figures are in: the analytics store answers one question
  // at a time, so the cards' own comes first (and an empty period asks nothing more).
  const rest = {
    enabled: figures.isSuccess && !figures.isPlaceholderData && hasData(figures.data),
  };
  const retention = useVideoPeriodRetention(
    video.id,
    { ...period, buckets: RETENTION_BUCKETS },
    rest,
  );
  const questions = useVideoQuestionAnalytics(video.id, period, rest);
  const audience = useVideoAudience(video.id, period, rest);
  const noData = figures.isSuccess && !hasData(figures.data);
  // Asked only when the period is empty, to tell "never watched" from "not in this period".
  const summary = useVideoAnalyticsSummary(video.id, { enabled: noData });
  const [target, setTarget] = useState<BreakdownTarget | null>(null);
  const painted = useAfterPaint();

  if (figures.isPending)
    return (
      <div className="space-y-6">
        <SummaryCardsSkeleton />
        <div className="grid gap-6 lg:grid-cols-2">
          <PanelSkeleton label="Loading interactive performance" height="h-32" />
          <PanelSkeleton label="Loading performance summary" height="h-32" />
        </div>
        <PanelSkeleton label="Loading engagement over time" />
        <PanelSkeleton label="Loading audience retention" />
      </div>
    );
  if (figures.isError) return <Unavailable what="The analytics of this video" />;

  const data = figures.data;
  if (noData) {
    if (summary.isPending) return <SummaryCardsSkeleton />;
    const allTime = summary.data ? Math.max(summary.data.totalViews, summary.data.sessions) : 0;
    return (
      <EmptyState
        icon={<BarChart3 className="size-6" />}
        title="No Analytics Data"
        headingLevel={3}
        description={
          allTime > 0
            ? `No one watched this video between ${formatPeriod(period.from, period.to)}. It has ${formatCount(summary.data!.totalViews)} views in all: choose a longer period to see them.`
            : 'This video has not been watched yet. Figures appear here once someone plays it.'
        }
      />
    );
  }

  return (
    <div
      className={cn('space-y-6 transition-opacity', figures.isPlaceholderData && 'opacity-60')}
      aria-busy={figures.isFetching}
    >
      <SummaryCards data={data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <InteractivePerformance data={data} />
        <PerformanceSummary data={data} />
      </div>
      {!painted ? (
        <>
          <PanelSkeleton label="Loading engagement over time" />
          <PanelSkeleton label="Loading audience retention" />
        </>
      ) : (
        <>
          <Suspense fallback={<PanelSkeleton label="Loading engagement over time" />}>
            <EngagementChart data={data} title={video.title} />
          </Suspense>
          {retention.isPending ? (
            <PanelSkeleton label="Loading audience retention" />
          ) : retention.isError ? (
            <Unavailable what="The retention curve" />
          ) : (
            <Suspense fallback={<PanelSkeleton label="Loading audience retention" />}>
              <RetentionChart data={retention.data} videoTitle={video.title} onOpen={setTarget} />
            </Suspense>
          )}
          {questions.isPending ? (
            <PanelSkeleton label="Loading question analytics" height="h-32" />
          ) : questions.isError ? (
            <Unavailable what="The quiz and survey breakdowns" />
          ) : (
            <QuestionsPanel
              data={questions.data}
              videoTitle={video.title}
              period={period}
              onOpen={setTarget}
            />
          )}
          {audience.isPending ? (
            <PanelSkeleton label="Loading audience" height="h-32" />
          ) : audience.isError ? (
            <Unavailable what="The audience and quality figures" />
          ) : (
            <AudiencePanels data={audience.data} videoTitle={video.title} />
          )}
        </>
      )}
      <BreakdownDialog
        target={target}
        questions={questions.data}
        isLoading={questions.isPending}
        period={period}
        onClose={() => setTarget(null)}
      />
    </div>
  );
}
