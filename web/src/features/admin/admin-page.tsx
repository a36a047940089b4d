// /admin (admin spec §2, §4): a sidebar of the spec's eight tabs and the site's Settings beside
// the open tab's panel. The route (app/routes/admin.tsx) shows the spinner while the user loads
// and sends non-admins to /.
import {
  BarChart3,
  Code2,
  Film,
  ImageIcon,
  LayoutList,
  ListChecks,
  ListPlus,
  Settings,
  Sparkles,
  TimerReset,
  X,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useEffect, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Video } from '@lumen/contract';
import { usePageTitle } from '../../lib/use-page-title';
import { cn } from '../../lib/cn';
import { useAllVideos } from '../../api/get-videos';
import { SelectVideoState } from './components/select-video-state';
import { useAnalyticsView } from './analytics/use-analytics-view';
import { CollectionsTab } from './collections/collections-tab';
import { EmbedPanel } from './embed/embed-panel';
import { ThumbnailManagerTab } from './thumbnails/thumbnail-manager-tab';
import { TimelineTab } from './timeline/timeline-tab';
import { ADMIN_TABS, useAdminNavigation, type AdminTabId } from './use-admin-navigation';
import { VideosTab } from './videos/videos-tab';

// The Analytics tab is a chunk of its own (its charts another). Once a video is selected, both
// chunks and the cards' figures are fetched, so the tab paints its cards as it opens.
const loadAnalyticsTab = () => import('./analytics/analytics-tab');
const AnalyticsTab = lazy(loadAnalyticsTab);
// The Bulk Import tab (and the schemas' module it reads the predefined playlists from) loads
// when it opens.
const BulkImportTab = lazy(() => import('./imports/bulk-import-tab'));
// The AI Analysis and Settings tabs load when they open, too.
const AnalysisTab = lazy(() => import('./analysis/analysis-tab'));
const SettingsTab = lazy(() => import('./settings/settings-tab'));

const PANEL_LOADING = (
  <div
    role="status"
    aria-label="Loading"
    className="h-64 animate-pulse rounded-2xl bg-white/[0.04]"
  />
);

const TAB_ICONS: Record<AdminTabId, LucideIcon> = {
  videos: Film,
  timeline: TimerReset,
  analytics: BarChart3,
  embed: Code2,
  collections: LayoutList,
  thumbnails: ImageIcon,
  'bulk-import': ListPlus,
  'ai-analysis': Sparkles,
  settings: Settings,
};

export default function AdminPage() {
  usePageTitle('Admin Panel');
  const navigation = useAdminNavigation();
  const { tab, videoId, openTab, selectVideo, clearSelection, openTimelineFor } = navigation;
  const videos = useAllVideos();
  const queryClient = useQueryClient();
  const analyticsView = useAnalyticsView();
  // The site overview ("All videos") needs no selection: see analytics/use-analytics-view.ts.
  const showsOverview = tab === 'analytics' && analyticsView.view === 'all';
  // With no video selected, the Embed Code tab is the import form (admin spec §2).
  const showsImportForm = tab === 'embed' && videoId === null;
  const selected: Video | null = videos.data?.find((video) => video.id === videoId) ?? null;
  const selectedId = selected?.id ?? null;

  useEffect(() => {
    if (selectedId === null) return;
    void loadAnalyticsTab().then((tab) => {
      tab.preloadCharts();
      void tab.prefetchVideoFigures(queryClient, selectedId);
    });
  }, [selectedId, queryClient]);

  // A selected id that no longer exists (deleted elsewhere, or a stale link) is dropped.
  useEffect(() => {
    if (videoId !== null && videos.isSuccess && !selected) clearSelection();
  }, [videoId, videos.isSuccess, selected, clearSelection]);

  const activeTab = ADMIN_TABS.find((t) => t.id === tab)!;

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key))
      return;
    event.preventDefault();
    const enabled = ADMIN_TABS.filter((t) => !t.needsVideo || selected);
    const index = enabled.findIndex((t) => t.id === tab);
    const step = event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : -1;
    const next =
      event.key === 'Home'
        ? enabled[0]
        : event.key === 'End'
          ? enabled.at(-1)
          : enabled[(index + step + enabled.length) % enabled.length];
    if (next) {
      openTab(next.id);
      document.getElementById(`admin-tab-${next.id}`)?.focus();
    }
  }

  return (
    <div className="mx-auto max-w-[1400px] px-4 py-8 sm:px-6 lg:px-8">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-violet-300 uppercase">
            Creator studio
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-white">Admin Panel</h1>
          <button
            type="button"
            onClick={() => analyticsView.setView('all')}
            aria-current={showsOverview ? 'page' : undefined}
            className="mt-2 inline-flex items-center gap-1.5 rounded text-sm font-medium text-violet-300 hover:text-violet-200 hover:underline focus-visible:outline-2 focus-visible:outline-violet-400"
          >
            <BarChart3 className="size-4" aria-hidden />
            All videos analytics
          </button>
          <Link
            to="/admin/queues"
            className="mt-2 ml-4 inline-flex items-center gap-1.5 rounded text-sm font-medium text-violet-300 hover:text-violet-200 hover:underline focus-visible:outline-2 focus-visible:outline-violet-400"
          >
            <ListChecks className="size-4" aria-hidden />
            Job queues
          </Link>
        </div>
        {selected && (
          <div className="flex max-w-full items-center gap-3 rounded-xl border border-violet-400/30 bg-violet-500/10 py-1.5 pr-1.5 pl-1.5">
            {selected.thumbnailUrl ? (
              <img
                src={selected.thumbnailUrl}
                alt=""
                className="h-9 w-16 shrink-0 rounded-md bg-zinc-800 object-cover"
              />
            ) : (
              <div aria-hidden className="h-9 w-16 shrink-0 rounded-md bg-zinc-800" />
            )}
            <div className="min-w-0">
              <p className="text-[11px] font-medium tracking-wide text-violet-200 uppercase">
                Selected video
              </p>
              <p
                className="max-w-[18rem] truncate text-sm font-medium text-white"
                title={selected.title}
              >
                {selected.title}
              </p>
            </div>
            <button
              type="button"
              onClick={clearSelection}
              aria-label="Clear video selection"
              className="rounded-lg p-2 text-zinc-300 hover:bg-white/10 hover:text-white"
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        )}
      </div>

      <div className="flex flex-col gap-8 lg:flex-row">
        <nav aria-label="Admin sections" className="lg:w-60 lg:shrink-0">
          <div
            role="tablist"
            aria-orientation="vertical"
            aria-label="Admin sections"
            className="scrollbar-none flex gap-1 overflow-x-auto rounded-2xl border border-white/10 bg-zinc-900/60 p-2 lg:sticky lg:top-24 lg:flex-col lg:overflow-visible"
          >
            {ADMIN_TABS.map((item) => {
              const Icon = TAB_ICONS[item.id];
              const disabled = item.needsVideo && !selected;
              const active = item.id === tab;
              return (
                <button
                  key={item.id}
                  id={`admin-tab-${item.id}`}
                  type="button"
                  role="tab"
                  aria-selected={active}
                  aria-controls="admin-panel"
                  tabIndex={active ? 0 : -1}
                  disabled={disabled}
                  title={disabled ? 'Select a video first' : undefined}
                  onClick={() => openTab(item.id)}
                  onKeyDown={onTabKeyDown}
                  className={cn(
                    'flex shrink-0 items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium whitespace-nowrap transition-colors',
                    active
                      ? 'bg-violet-600 text-white shadow-lg shadow-violet-900/30'
                      : 'text-zinc-300 hover:bg-white/5 hover:text-white',
                    'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent',
                  )}
                >
                  <Icon className="size-4 shrink-0" aria-hidden />
                  {item.label}
                </button>
              );
            })}
          </div>
          {!selected && (
            <p className="mt-3 hidden px-2 text-xs text-zinc-400 lg:block">
              Select a video to open the timeline editor, analytics and embed code.
            </p>
          )}
        </nav>

        <div
          id="admin-panel"
          role="tabpanel"
          aria-labelledby={`admin-tab-${tab}`}
          className="min-w-0 flex-1"
        >
          {activeTab.needsVideo && !selected && !showsOverview && !showsImportForm ? (
            videos.isLoading ? (
              <div
                role="status"
                aria-label="Loading"
                className="h-64 animate-pulse rounded-2xl bg-white/[0.04]"
              />
            ) : (
              <SelectVideoState onGoToVideos={() => openTab('videos')} />
            )
          ) : (
            <>
              {tab === 'videos' && (
                <VideosTab
                  selectedId={selected?.id ?? null}
                  onSelect={selectVideo}
                  onSaved={openTimelineFor}
                  onDeleted={(id) => id === videoId && clearSelection()}
                />
              )}
              {tab === 'timeline' && selected && <TimelineTab key={selected.id} video={selected} />}
              {tab === 'analytics' && (selected || showsOverview) && (
                <Suspense fallback={PANEL_LOADING}>
                  <AnalyticsTab video={selected} />
                </Suspense>
              )}
              {tab === 'embed' && (selected || showsImportForm) && (
                <EmbedPanel
                  video={selected}
                  onSelect={selectVideo}
                  onClearSelection={clearSelection}
                />
              )}
              {tab === 'collections' && <CollectionsTab />}
              {tab === 'thumbnails' && <ThumbnailManagerTab />}
              {tab === 'bulk-import' && (
                <Suspense fallback={PANEL_LOADING}>
                  <BulkImportTab />
                </Suspense>
              )}
              {tab === 'ai-analysis' && (
                <Suspense fallback={PANEL_LOADING}>
                  <AnalysisTab />
                </Suspense>
              )}
              {tab === 'settings' && (
                <Suspense fallback={PANEL_LOADING}>
                  <SettingsTab />
                </Suspense>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
