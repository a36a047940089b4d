import * as Tabs from '@radix-ui/react-tabs';
import type { CollectionEntry, Video } from '@lumen/contract';
import {
  Bookmark,
  ChevronLeft,
  ChevronRight,
  ListVideo,
  Play,
  Share2,
  Shuffle,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton, VideoGridSkeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { ViewToggle, type ViewMode } from '../../../components/ui/view-toggle';
import { VideoCard, creatorOf } from '../../../components/video/video-card';
import { VideoRow } from '../../../components/video/video-row';
import { VideoThumbnail } from '../../../components/video/video-thumbnail';
import { i18n } from '../../../i18n';
import { isNotFound } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { formatDuration } from '../../../lib/format';
import { readStored, writeStored } from '../../../lib/storage';
import { useCollection } from '../api/get-collection';
import { useCollectionVideos } from '../../../api/get-collection-videos';

const SAVED_KEY = 'saved-collections';

/** Spec §4: the index wraps from last to first and first to last. */
export function wrapIndex(index: number, length: number): number {
  return length === 0 ? 0 : ((index % length) + length) % length;
}

/** Toasts speak the language shown when they appear. */
const tToast = i18n.getFixedT(null, 'collections');

async function shareCollection(name: string) {
  const url = window.location.href;
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: name, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    toast({ title: tToast('linkCopied'), description: tToast('linkCopiedText') });
  } catch (error) {
    if ((error as { name?: string }).name === 'AbortError') return;
    toast({
      title: tToast('shareError'),
      description: tToast('shareErrorText'),
      variant: 'destructive',
    });
  }
}

/**
 * Collection detail (spec §2). Decisions where the spec is silent: Play All opens the
 * Playlist View at the first video; Shuffle opens it at a random video; Save Collection keeps
 * the collection in this browser's saved list (lumen:saved-collections); Share uses native
 * share or copies the page link.
 */
export function CollectionDetail({
  id,
  player,
}: {
  id: number;
  player: (video: Video) => ReactNode;
}) {
  const { t } = useTranslation('collections');
  const collection = useCollection(id);
  const entriesQuery = useCollectionVideos(id);
  const navigate = useNavigate();
  const [tab, setTab] = useState<'videos' | 'playlist'>('videos');
  const [view, setView] = useState<ViewMode>('grid');
  const [current, setCurrent] = useState(0);
  const [saved, setSaved] = useState(() => (readStored<number[]>(SAVED_KEY) ?? []).includes(id));

  if (collection.isLoading) {
    return (
      <div
        role="status"
        aria-label={t('loading')}
        className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8"
      >
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-10 w-2/3" />
        <VideoGridSkeleton count={4} />
      </div>
    );
  }
  if (collection.isError && !isNotFound(collection.error)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <LoadError
          headingLevel={1}
          title={t('couldNotLoad')}
          error={collection.error}
          onRetry={collection.refetch}
          retrying={collection.isFetching}
        />
      </div>
    );
  }
  if (collection.isError || !collection.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <EmptyState
          headingLevel={1}
          title={t('notFound')}
          description={t('notFoundText')}
          action={
            <Link to="/collections" className={buttonClasses('primary')}>
              {t('allCollections')}
            </Link>
          }
        />
      </div>
    );
  }

  const c = collection.data;
  const entries: CollectionEntry[] = entriesQuery.data ?? [];
  const count = entriesQuery.data ? entries.length : c.videoCount;
  const index = wrapIndex(current, entries.length);
  const currentEntry = entries[index];

  function openPlaylist(at: number) {
    setCurrent(at);
    setTab('playlist');
  }

  function toggleSaved() {
    const list = readStored<number[]>(SAVED_KEY) ?? [];
    const next = saved ? list.filter((x) => x !== id) : [...new Set([...list, id])];
    writeStored(SAVED_KEY, next);
    setSaved(!saved);
    toast({
      title: saved ? t('removedTitle') : t('savedTitle'),
      description: saved ? t('removedText') : t('savedText'),
    });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <nav aria-label={t('breadcrumb')} className="mb-6 text-sm text-zinc-400">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to="/" className="rounded hover:text-white">
              {t('home')}
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li>
            <Link to="/collections" className="rounded hover:text-white">
              {t('title')}
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li aria-current="page" className="text-zinc-200">
            {c.name}
          </li>
        </ol>
      </nav>

      <header className="mb-8 flex flex-col gap-6 rounded-3xl border border-white/10 bg-gradient-to-br from-violet-950/70 via-zinc-900 to-zinc-950 p-6 sm:p-8 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-2xl space-y-3">
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-violet-300">
            <ListVideo className="size-4" aria-hidden /> {t('detailTitle')}
          </p>
          <h1 className="text-3xl font-bold text-white sm:text-4xl">{c.name}</h1>
          {c.description && <p className="text-zinc-300">{c.description}</p>}
          <p className="text-sm text-zinc-400" data-testid="collection-count">
            {t('videoCount', { count })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => openPlaylist(0)} disabled={entries.length === 0}>
            <Play className="size-4 fill-current" aria-hidden /> {t('playAll')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => openPlaylist(Math.floor(Math.random() * entries.length))}
            disabled={entries.length === 0}
          >
            <Shuffle className="size-4" aria-hidden /> {t('shuffle')}
          </Button>
          <Button variant="secondary" aria-pressed={saved} onClick={toggleSaved}>
            <Bookmark className={cn('size-4', saved && 'fill-current')} aria-hidden />{' '}
            {saved ? t('saved') : t('save')}
          </Button>
          <Button variant="secondary" onClick={() => void shareCollection(c.name)}>
            <Share2 className="size-4" aria-hidden /> {t('share')}
          </Button>
        </div>
      </header>

      {entriesQuery.isLoading ? (
        <VideoGridSkeleton count={4} />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<ListVideo className="size-6" />}
          title={t('empty')}
          description={t('emptyText')}
          action={
            <Link to="/watch" className={buttonClasses('primary')}>
              {t('browseVideos')}
            </Link>
          }
        />
      ) : (
        <Tabs.Root value={tab} onValueChange={(v) => setTab(v as 'videos' | 'playlist')}>
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <Tabs.List
              aria-label={t('viewLabel')}
              className="inline-flex rounded-xl border border-white/10 bg-zinc-900 p-1"
            >
              {(['videos', 'playlist'] as const).map((value) => (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="rounded-lg px-4 py-2 text-sm font-medium text-zinc-400 data-[state=active]:bg-white/10 data-[state=active]:text-white"
                >
                  {value === 'videos' ? t('videos') : t('playlistView')}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {tab === 'videos' && <ViewToggle value={view} onChange={setView} />}
          </div>

          <Tabs.Content value="videos" className="focus-visible:outline-none">
            <ol
              className={
                view === 'grid'
                  ? 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'
                  : 'flex flex-col gap-3'
              }
            >
              {entries.map((entry, i) => (
                <li key={entry.video.id}>
                  {view === 'grid' ? (
                    <VideoCard video={entry.video} badge={`#${i + 1}`} />
                  ) : (
                    <VideoRow video={entry.video} badge={`#${i + 1}`} />
                  )}
                </li>
              ))}
            </ol>
          </Tabs.Content>

          <Tabs.Content value="playlist" className="focus-visible:outline-none">
            {currentEntry && (
              <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
                <div className="space-y-4">
                  <div className="overflow-hidden rounded-2xl border border-white/10">
                    {player(currentEntry.video)}
                  </div>
                  <div className="flex flex-wrap items-start justify-between gap-4">
                    <div>
                      <p className="text-sm text-violet-300" data-testid="playlist-position">
                        {t('position', { position: index + 1, total: entries.length })}
                      </p>
                      <h2
                        className="text-xl font-semibold text-white"
                        data-testid="playlist-current-title"
                      >
                        {currentEntry.video.title}
                      </h2>
                      <p className="text-sm text-zinc-400">
                        {creatorOf(currentEntry.video)} ·{' '}
                        {formatDuration(currentEntry.video.duration)}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        onClick={() => setCurrent(wrapIndex(index - 1, entries.length))}
                      >
                        <ChevronLeft className="size-4" aria-hidden /> {t('previous')}
                      </Button>
                      <Button
                        variant="secondary"
                        onClick={() => setCurrent(wrapIndex(index + 1, entries.length))}
                      >
                        {t('next')} <ChevronRight className="size-4" aria-hidden />
                      </Button>
                      <Button onClick={() => navigate(`/watch/${currentEntry.video.id}`)}>
                        <Play className="size-4 fill-current" aria-hidden /> {t('watchNow')}
                      </Button>
                    </div>
                  </div>
                </div>
                <div className="rounded-2xl border border-white/10 bg-zinc-900/70">
                  <h3 className="border-b border-white/10 px-4 py-3 text-sm font-semibold text-white">
                    {t('upNext', { name: c.name })}
                  </h3>
                  <ol className="max-h-[28rem] overflow-y-auto p-2" aria-label={t('playlist')}>
                    {entries.map((entry, i) => (
                      <li key={entry.video.id}>
                        <button
                          type="button"
                          onClick={() => setCurrent(i)}
                          aria-current={i === index ? 'true' : undefined}
                          className={cn(
                            'flex w-full items-center gap-3 rounded-lg p-2 text-left transition',
                            i === index ? 'bg-violet-500/15' : 'hover:bg-white/5',
                          )}
                        >
                          <span className="w-6 text-center text-xs font-semibold text-zinc-400">
                            {i + 1}
                          </span>
                          <span className="w-24 shrink-0 overflow-hidden rounded-md">
                            <VideoThumbnail
                              src={entry.video.thumbnailUrl}
                              title={entry.video.title}
                              sizes="96px"
                            />
                          </span>
                          <span className="min-w-0">
                            <span className="line-clamp-2 text-sm font-medium text-white">
                              {entry.video.title}
                            </span>
                            <span className="text-xs text-zinc-400">
                              {formatDuration(entry.video.duration)}
                            </span>
                          </span>
                        </button>
                      </li>
                    ))}
                  </ol>
                </div>
              </div>
            )}
          </Tabs.Content>
        </Tabs.Root>
      )}
    </div>
  );
}
