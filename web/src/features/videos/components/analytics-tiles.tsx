import { BarChart3, CheckCircle2, Clock, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormat } from '../../../i18n/use-format';
import { formatMinutesSeconds } from '../../../lib/format';
import { useVideoAnalyticsSummary } from '../../../api/get-video-analytics-summary';

function Tile({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl border border-white/10 bg-zinc-900/70 p-4">
      <p className="flex items-center gap-2 text-xs font-medium text-zinc-400">
        {icon}
        {label}
      </p>
      <p className="mt-2 text-2xl font-semibold text-white tabular-nums">{value}</p>
    </div>
  );
}

function NoData() {
  const { t } = useTranslation('videos');
  return <span className="text-base font-medium text-zinc-400">{t('tiles.noData')}</span>;
}

/** Watch page analytics (spec §2): read from the analytics endpoint; on error, honest "No data" tiles. */
export function AnalyticsTiles({ videoId }: { videoId: number }) {
  const { t } = useTranslation('videos');
  const format = useFormat();
  const { data, isLoading, isError } = useVideoAnalyticsSummary(videoId);
  const percent = (n: number | undefined) =>
    typeof n === 'number' && Number.isFinite(n) ? format.percent(n) : <NoData />;
  if (isLoading) {
    return (
      <div
        role="status"
        aria-label={t('tiles.loading')}
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
      >
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  }
  const d = isError ? undefined : data;
  return (
    <div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="analytics-tiles">
        <Tile
          icon={<Eye className="size-4" aria-hidden />}
          label={t('tiles.totalViews')}
          value={typeof d?.totalViews === 'number' ? format.number(d.totalViews) : <NoData />}
        />
        <Tile
          icon={<Clock className="size-4" aria-hidden />}
          label={t('tiles.avgWatchTime')}
          value={
            typeof d?.avgWatchTime === 'number' ? formatMinutesSeconds(d.avgWatchTime) : <NoData />
          }
        />
        <Tile
          icon={<BarChart3 className="size-4" aria-hidden />}
          label={t('tiles.completionRate')}
          value={percent(d?.completionRate)}
        />
        <Tile
          icon={<CheckCircle2 className="size-4" aria-hidden />}
          label={t('tiles.quizCompletion')}
          value={percent(d?.quizCompletionRate)}
        />
      </div>
      {isError && <p className="mt-2 text-xs text-zinc-400">{t('tiles.unavailable')}</p>}
    </div>
  );
}

/** The watch page's view count, from the same analytics query as the tiles (shared cache). */
export function ViewCount({ videoId }: { videoId: number }) {
  const { t } = useTranslation('videos');
  const format = useFormat();
  const { data, isLoading, isError } = useVideoAnalyticsSummary(videoId);
  if (isLoading) return <Skeleton className="inline-block h-4 w-16 align-middle" />;
  if (isError || typeof data?.totalViews !== 'number')
    return <span>{t('tiles.viewsUnavailable')}</span>;
  return <span>{format.views(data.totalViews)}</span>;
}
