// The Analytics tab (admin §2): one video's figures over a period, or every video's
// ("All videos", see use-analytics-view.ts for why it lives here). The period selector above
// drives every figure of both views; the live viewers widget refreshes by itself.
import { periodDays as daysBetween, type Video } from '@lumen/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { videoPeriodAnalyticsQueryOptions } from '../../../api/get-video-period-analytics';
import { cn } from '../../../lib/cn';
import { LoadError } from '../../../components/ui/load-error';
import { adminSiteSettingsQueryOptions, useAdminSiteSettings } from '../api/site-settings';
import { TabHeader } from '../components/tab-header';
import { preloadCharts } from './charts';

export { preloadCharts };

/**
 * Once a video is selected (admin-page.tsx): its cards' figures for the default period, so the
 * tab paints them as it opens. One read; the rest waits for the tab.
 */
export async function prefetchVideoFigures(
  queryClient: QueryClient,
  videoId: number,
): Promise<void> {
  // The tab shows the settings' load error itself, if any: a prefetch only warms the cache.
  const settings = await queryClient
    .ensureQueryData(adminSiteSettingsQueryOptions())
    .catch(() => null);
  if (!settings) return;
  const period = periodRange(DEFAULT_PERIOD, settings.analyticsTimeZone);
  await queryClient.prefetchQuery(
    videoPeriodAnalyticsQueryOptions(videoId, {
      ...period,
      bucket: bucketFor(daysBetween(period.from, period.to)),
    }),
  );
}
import { AnalyticsTimeZoneProvider, useAnalyticsTimeZone } from './analytics-time-zone';
import { LiveViewers } from './live-viewers';
import { DEFAULT_PERIOD, periodRange, type PeriodChoice } from './period';
import { PeriodSelector } from './period-selector';
import { SiteOverview } from './site-overview';
import { useAnalyticsView } from './use-analytics-view';
import { VideoAnalytics, bucketFor } from './video-analytics';

export default function AnalyticsTab({ video }: { video: Video | null }) {
  const { view: requested, setView, openVideo } = useAnalyticsView();
  const view = video ? requested : 'all';
  const [choice, setChoice] = useState<PeriodChoice>(DEFAULT_PERIOD);
  const settings = useAdminSiteSettings();
  const timeZone = settings.data?.analyticsTimeZone;
  useEffect(preloadCharts, []);

  const switchClass = (active: boolean) =>
    cn(
      'rounded-lg px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-violet-400 disabled:cursor-not-allowed disabled:opacity-40',
      active ? 'bg-white/15 text-white' : 'text-zinc-300 hover:bg-white/10 hover:text-white',
    );

  return (
    <section aria-labelledby="analytics-tab-title" className="space-y-6">
      <TabHeader
        id="analytics-tab-title"
        title={view === 'all' ? 'Analytics: All Videos' : 'Analytics'}
        description={
          view === 'all'
            ? 'Every video over the period.'
            : `Views, watch time, retention and answers for “${video!.title}”.`
        }
        actions={
          <>
            {view === 'video' && video && <LiveViewers videoId={video.id} />}
            <div
              role="group"
              aria-label="Analytics view"
              className="flex gap-1 rounded-xl border border-white/10 bg-zinc-900/60 p-1"
            >
              <button
                type="button"
                aria-pressed={view === 'video'}
                disabled={!video}
                title={video ? undefined : 'Select a video first'}
                className={switchClass(view === 'video')}
                onClick={() => setView('video')}
              >
                This video
              </button>
              <button
                type="button"
                aria-pressed={view === 'all'}
                className={switchClass(view === 'all')}
                onClick={() => setView('all')}
              >
                All videos
              </button>
            </div>
          </>
        }
      />
      {timeZone ? (
        <AnalyticsTimeZoneProvider value={timeZone}>
          <PeriodSelector value={choice} onChange={setChoice} />
          <Figures view={view} video={video} choice={choice} onOpenVideo={openVideo} />
        </AnalyticsTimeZoneProvider>
      ) : settings.isError ? (
        <LoadError
          title="The analytics time zone could not be loaded"
          error={settings.error}
          onRetry={() => settings.refetch()}
          retrying={settings.isFetching}
          headingLevel={2}
        />
      ) : (
        <div
          role="status"
          aria-label="Loading analytics"
          className="h-96 animate-pulse rounded-2xl bg-white/[0.04]"
        />
      )}
    </section>
  );
}

/** Every figure of the chosen view over the chosen period, in days of the analytics time zone. */
function Figures({
  view,
  video,
  choice,
  onOpenVideo,
}: {
  view: 'video' | 'all';
  video: Video | null;
  choice: PeriodChoice;
  onOpenVideo: (videoId: number) => void;
}) {
  const period = periodRange(choice, useAnalyticsTimeZone());
  return view === 'all' || !video ? (
    <SiteOverview period={period} onOpenVideo={onOpenVideo} />
  ) : (
    <VideoAnalytics
      key={video.id}
      video={video}
      period={period}
      periodDays={daysBetween(period.from, period.to)}
    />
  );
}
