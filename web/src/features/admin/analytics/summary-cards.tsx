// The four cards of admin §2 (Total Views, Avg Watch Time m:ss, Completion Rate, Engagement
// Score), each with its trend against the previous period when there is one to compare with.
import { Activity, CheckCircle2, Clock, Eye, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { VideoPeriodAnalytics } from '@lumen/contract';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatCount, formatRate, formatWatchSeconds } from './format';
import { completionTrend, engagementTrend, viewsTrend, watchTimeTrend, type Trend } from './trends';

const TREND_CLASS = { up: 'text-emerald-300', down: 'text-rose-300', flat: 'text-zinc-400' };

function StatCard({
  label,
  value,
  trend,
  icon: Icon,
}: {
  label: string;
  value: string;
  trend: Trend | null;
  icon: LucideIcon;
}) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="rounded-2xl border border-white/10 bg-zinc-900/70 p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <p id={id} className="text-sm font-medium text-zinc-400">
          {label}
        </p>
        <Icon className="size-4 text-violet-300" aria-hidden />
      </div>
      <p className="mt-2 text-3xl font-bold tracking-tight text-white tabular-nums">{value}</p>
      {trend && (
        <p className={cn('mt-1 text-xs font-medium', TREND_CLASS[trend.direction])}>{trend.text}</p>
      )}
    </div>
  );
}

export function SummaryCards({ data }: { data: VideoPeriodAnalytics }) {
  const { current, previous } = data;
  const days = data.period.days;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Total Views"
        value={formatCount(current.views)}
        trend={viewsTrend(current, previous, days)}
        icon={Eye}
      />
      <StatCard
        label="Avg Watch Time"
        value={formatWatchSeconds(current.avgWatchTime)}
        trend={watchTimeTrend(current, previous, days)}
        icon={Clock}
      />
      <StatCard
        label="Completion Rate"
        value={formatRate(current.completionRate)}
        trend={completionTrend(current, previous, days)}
        icon={CheckCircle2}
      />
      <StatCard
        label="Engagement Score"
        value={`${current.engagementScore}/100`}
        trend={engagementTrend(current, previous, days)}
        icon={Activity}
      />
    </div>
  );
}

/** The cards' placeholders while the figures load (admin §2). */
export function SummaryCardsSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading analytics"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="space-y-3 rounded-2xl border border-white/10 bg-zinc-900/70 p-5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-20" />
          <Skeleton className="h-3 w-32" />
        </div>
      ))}
    </div>
  );
}

/** A panel-sized placeholder. */
export function PanelSkeleton({ label, height = 'h-64' }: { label: string; height?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="space-y-4 rounded-2xl border border-white/10 bg-zinc-900/70 p-5"
    >
      <Skeleton className="h-5 w-48" />
      <Skeleton className={cn('w-full', height)} />
    </div>
  );
}
