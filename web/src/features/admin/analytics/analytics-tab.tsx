// The Analytics tab (admin §2, issue 11): one video's figures over a period, or every video's
// ("All videos", see use-analytics-view.ts for why it lives here). The period selector above
// drives every figure of both views; the live viewers widget refreshes by itself.
import { periodDays as daysBetween, type Video } from '@lumen/contract';
import { useEffect, useState } from 'react';
import { cn } from '../../../lib/cn';
import { TabHeader } from '../components/tab-header';
import { preloadCharts } from './charts';

export { preloadCharts };
import { LiveViewers } from './live-viewers';
import { DEFAULT_PERIOD, periodRange, type PeriodChoice } from './period';
import { PeriodSelector } from './period-selector';
import { SiteOverview } from './site-overview';
import { useAnalyticsView } from './use-analytics-view';
import { VideoAnalytics } from './video-analytics';

export default function AnalyticsTab({ video }: { video: Video | null }) {
  const { view: requested, setView, openVideo } = useAnalyticsView();
  const view = video ? requested : 'all';
  const [choice, setChoice] = useState<PeriodChoice>(DEFAULT_PERIOD);
  const period = periodRange(choice);
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
      <PeriodSelector value={choice} onChange={setChoice} />
      {view === 'all' || !video ? (
        <SiteOverview period={period} onOpenVideo={openVideo} />
      ) : (
        <VideoAnalytics
          key={video.id}
          video={video}
          period={period}
          periodDays={daysBetween(period.from, period.to)}
        />
      )}
    </section>
  );
}
