import type { Video } from '@lumen/contract';
import {
  Bookmark, Calendar, Download, Eye, Film, Globe2, Layers, Link2, ListChecks, MessageSquareText, Share2, Sparkles, ThumbsDown, ThumbsUp, UserPlus, UserRound,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { creatorOf, VideoCard } from '../../../components/video/video-card';
import { cn } from '../../../lib/cn';
import { capitalize, formatDate, formatMinutesSeconds } from '../../../lib/format';
import { readStored, writeStored } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useInteractiveElements } from '../api/get-interactive-elements';
import { useShareData } from '../api/get-share-data';
import { useVideo } from '../api/get-video';
import { useVideos } from '../api/get-videos';
import { trackView } from '../api/track-view';
import { saveForLater } from '../lib/modal-actions';
import { copyEmbedCode, copyVideoLink, embedCodeFor, shareNatively } from '../lib/watch-share';
import { AnalyticsTiles, ViewCount } from './analytics-tiles';

export const RELATED_VIDEOS = 8;
const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish', fr: 'French', de: 'German' };

type Reaction = 'like' | 'dislike' | null;

/** Like/Dislike: the visitor's own reaction, kept in this browser (no counts are shown or sent). */
function useReaction(videoId: number): [Reaction, (r: Reaction) => void] {
  const [reaction, setReaction] = useState<Reaction>(() => readStored<Record<string, Reaction>>('reactions')?.[videoId] ?? null);
  useEffect(() => setReaction(readStored<Record<string, Reaction>>('reactions')?.[videoId] ?? null), [videoId]);
  return [
    reaction,
    (next) => {
      const all = readStored<Record<string, Reaction>>('reactions') ?? {};
      if (next) all[videoId] = next;
      else delete all[videoId];
      writeStored('reactions', all);
      setReaction(next);
    },
  ];
}

function ShareDialog({ video, open, onOpenChange }: { video: Video; open: boolean; onOpenChange: (o: boolean) => void }) {
  const share = useShareData(video.id, open);
  const url = share.data?.url ?? `${window.location.origin}/watch/${video.id}`;
  const embed = embedCodeFor(share.data?.embedUrl ?? `${window.location.origin}/embed/${video.id}`, video.title);
  const field = 'w-full rounded-lg border border-white/10 bg-zinc-950 px-3 py-2 text-xs text-zinc-200';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-2xl border border-white/10 bg-zinc-900 p-6 shadow-2xl">
          <Dialog.Title className="text-lg font-semibold text-white">Share this video</Dialog.Title>
          <Dialog.Description className="text-sm text-zinc-400">Send the link, or embed the player on your own site.</Dialog.Description>
          <div className="space-y-1.5">
            <label htmlFor="share-link" className="text-xs font-medium text-zinc-300">Video link</label>
            <div className="flex gap-2">
              <input id="share-link" readOnly value={url} className={field} onFocus={(e) => e.currentTarget.select()} />
              <Button variant="secondary" onClick={() => void copyVideoLink(url)}><Link2 className="size-4" aria-hidden /> Copy Link</Button>
            </div>
          </div>
          <div className="space-y-1.5">
            <label htmlFor="share-embed" className="text-xs font-medium text-zinc-300">Embed code</label>
            <textarea id="share-embed" readOnly rows={3} value={embed} className={cn(field, 'font-mono')} onFocus={(e) => e.currentTarget.select()} />
            <Button variant="secondary" onClick={() => void copyEmbedCode(embed)}>Copy Embed Code</Button>
          </div>
          {share.data?.youtubeShareUrl && (
            <p className="text-xs text-zinc-400">On YouTube: <a className="text-violet-300 underline" href={share.data.youtubeShareUrl} target="_blank" rel="noreferrer">{share.data.youtubeShareUrl}</a></p>
          )}
          <div className="flex justify-end gap-2 pt-2">
            <Dialog.Close asChild><Button variant="ghost">Close</Button></Dialog.Close>
            <Button onClick={() => void shareNatively({ title: share.data?.title ?? video.title, text: share.data?.text ?? video.title, url })}>
              <Share2 className="size-4" aria-hidden /> Share…
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function WatchSkeleton() {
  return (
    <div role="status" aria-label="Loading video" className="mx-auto grid max-w-7xl gap-8 px-4 py-6 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
      <div className="space-y-4"><Skeleton className="aspect-video w-full rounded-2xl" /><Skeleton className="h-8 w-2/3" /><Skeleton className="h-4 w-1/3" /></div>
      <div className="space-y-3">{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-20" />)}</div>
    </div>
  );
}

/**
 * Watch page (spec §2). Where the spec leaves behaviour open: Like/Dislike remember the
 * visitor's own reaction in this browser; Save is the modal's Save for Later flow; Download
 * offers the file for uploaded videos (platform videos cannot be downloaded); Subscribe follows
 * the creator in this browser (lumen:subscriptions). Nothing is counted or sent to the server.
 */
export function WatchVideo({ id, player }: { id: number; player: (video: Video) => ReactNode }) {
  const { data: video, isLoading, isError } = useVideo(id);
  const all = useVideos();
  const elements = useInteractiveElements(id);
  const navigate = useNavigate();
  const [reaction, setReaction] = useReaction(id);
  const [shareOpen, setShareOpen] = useState(false);
  const creator = video ? creatorOf(video) : '';
  const [subscriptions, setSubscriptions] = useState<string[]>(() => readStored<string[]>('subscriptions') ?? []);
  usePageTitle(isLoading ? null : video ? video.title : 'Video Not Found');

  if (isLoading) return <WatchSkeleton />;
  if (isError || !video) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <EmptyState headingLevel={1} icon={<Film className="size-6" />} title="Video Not Found"
          description="The video you are looking for does not exist or was removed."
          action={<Link to="/" className={buttonClasses('primary')}>Back to Home</Link>} />
      </div>
    );
  }

  const related = (all.data ?? []).filter((v) => v.id !== video.id).slice(0, RELATED_VIDEOS);
  const subscribed = subscriptions.includes(creator);
  const quizCount = (elements.data ?? []).filter((e) => e.elementType === 'quiz').length;
  const surveyCount = (elements.data ?? []).filter((e) => e.elementType === 'survey').length;
  const isUpload = video.sourceType === 'upload';

  function toggleSubscribe() {
    const next = subscribed ? subscriptions.filter((s) => s !== creator) : [...subscriptions, creator];
    writeStored('subscriptions', next);
    setSubscriptions(next);
  }

  async function openRelated(event: React.MouseEvent<HTMLAnchorElement>, target: Video) {
    event.preventDefault();
    await trackView(target.id, 'related'); // failure is ignored; navigation continues
    navigate(`/watch/${target.id}`);
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
      <div className="min-w-0 space-y-6">
        <div className="overflow-hidden rounded-2xl border border-white/10 shadow-2xl shadow-black/40">{player(video)}</div>

        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="brand"><Sparkles className="size-3" aria-hidden /> Interactive</Badge>
            {video.videoType && <Badge>{capitalize(video.videoType)}</Badge>}
            {video.tags.slice(0, 3).map((tag) => <Badge key={tag}>{tag}</Badge>)}
          </div>
          <h1 className="text-2xl font-bold text-white sm:text-3xl">{video.title}</h1>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-zinc-400">
            <span className="inline-flex items-center gap-1.5"><Eye className="size-4" aria-hidden /> <ViewCount videoId={video.id} /></span>
            <span className="inline-flex items-center gap-1.5"><Calendar className="size-4" aria-hidden /> {formatDate(video.createdAt)}</span>
            <span className="tabular-nums">{formatMinutesSeconds(video.duration)}</span>
          </p>
          <div className="flex flex-wrap gap-2 pt-1">
            <Button variant={reaction === 'like' ? 'primary' : 'secondary'} size="sm" aria-pressed={reaction === 'like'}
              onClick={() => setReaction(reaction === 'like' ? null : 'like')}><ThumbsUp className="size-4" aria-hidden /> Like</Button>
            <Button variant={reaction === 'dislike' ? 'primary' : 'secondary'} size="sm" aria-pressed={reaction === 'dislike'}
              onClick={() => setReaction(reaction === 'dislike' ? null : 'dislike')}><ThumbsDown className="size-4" aria-hidden /> Dislike</Button>
            <Button variant="secondary" size="sm" onClick={() => setShareOpen(true)}><Share2 className="size-4" aria-hidden /> Share</Button>
            <Button variant="secondary" size="sm" onClick={() => void saveForLater(`${window.location.origin}/watch/${video.id}`, video.title)}>
              <Bookmark className="size-4" aria-hidden /> Save
            </Button>
            {isUpload ? (
              <a href={video.sourceUrl} download className={buttonClasses('secondary', 'sm')}><Download className="size-4" aria-hidden /> Download</a>
            ) : (
              <Button variant="secondary" size="sm" disabled title="Videos hosted on other platforms cannot be downloaded">
                <Download className="size-4" aria-hidden /> Download
              </Button>
            )}
          </div>
        </div>

        <section aria-labelledby="creator" className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-zinc-900/70 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br from-violet-500 to-fuchsia-500 text-lg font-bold text-white" aria-hidden>
              {creator.slice(0, 1).toUpperCase()}
            </span>
            <div>
              <h2 id="creator" className="font-semibold text-white">{creator}</h2>
              <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-400">
                {video.brand && <div className="flex gap-1"><dt className="inline-flex items-center gap-1"><Layers className="size-3" aria-hidden /> Series:</dt><dd>{video.brand}</dd></div>}
                <div className="flex gap-1"><dt className="inline-flex items-center gap-1"><Film className="size-3" aria-hidden /> Type:</dt><dd>{video.videoType ? capitalize(video.videoType) : 'Unspecified'}</dd></div>
                <div className="flex gap-1"><dt className="inline-flex items-center gap-1"><Globe2 className="size-3" aria-hidden /> Language:</dt><dd>{LANGUAGE_NAMES[video.language] ?? video.language}</dd></div>
                {video.publisher && video.author && <div className="flex gap-1"><dt className="inline-flex items-center gap-1"><UserRound className="size-3" aria-hidden /> Publisher:</dt><dd>{video.publisher}</dd></div>}
              </dl>
            </div>
          </div>
          <Button variant={subscribed ? 'secondary' : 'primary'} aria-pressed={subscribed} onClick={toggleSubscribe}>
            <UserPlus className="size-4" aria-hidden /> {subscribed ? 'Subscribed' : 'Subscribe'}
          </Button>
        </section>

        {video.description && (
          <section aria-label="Description" className="prose-description rounded-2xl bg-white/[0.03] p-5 text-sm leading-relaxed text-zinc-300"
            dangerouslySetInnerHTML={{ __html: video.description }} />
        )}

        <section aria-labelledby="analytics" className="space-y-3">
          <h2 id="analytics" className="text-lg font-semibold text-white">Video Analytics</h2>
          <AnalyticsTiles videoId={video.id} />
        </section>

        <section aria-labelledby="interactive-features" className="space-y-3">
          <h2 id="interactive-features" className="text-lg font-semibold text-white">Interactive Features</h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            <li className="flex gap-3 rounded-xl border border-white/10 bg-zinc-900/70 p-4">
              <ListChecks className="size-5 shrink-0 text-violet-300" aria-hidden />
              <div><p className="text-sm font-medium text-white">Quizzes</p>
                <p className="text-xs text-zinc-400">{elements.isLoading ? 'Loading…' : quizCount > 0 ? `${quizCount} ${quizCount === 1 ? 'quiz appears' : 'quizzes appear'} during playback` : 'No quizzes on this video'}</p></div>
            </li>
            <li className="flex gap-3 rounded-xl border border-white/10 bg-zinc-900/70 p-4">
              <MessageSquareText className="size-5 shrink-0 text-violet-300" aria-hidden />
              <div><p className="text-sm font-medium text-white">Surveys</p>
                <p className="text-xs text-zinc-400">{elements.isLoading ? 'Loading…' : surveyCount > 0 ? `${surveyCount} ${surveyCount === 1 ? 'survey appears' : 'surveys appear'} during playback` : 'No surveys on this video'}</p></div>
            </li>
            <li className="flex gap-3 rounded-xl border border-white/10 bg-zinc-900/70 p-4">
              <Sparkles className="size-5 shrink-0 text-violet-300" aria-hidden />
              <div><p className="text-sm font-medium text-white">Interactive mode</p><p className="text-xs text-zinc-400">Questions pause the video at the right moment; toggle them with the i key.</p></div>
            </li>
            <li className="flex gap-3 rounded-xl border border-white/10 bg-zinc-900/70 p-4">
              <Share2 className="size-5 shrink-0 text-violet-300" aria-hidden />
              <div><p className="text-sm font-medium text-white">Share and embed</p><p className="text-xs text-zinc-400">Send the link or embed the player on your own site.</p></div>
            </li>
          </ul>
        </section>
      </div>

      <aside aria-labelledby="related" className="space-y-4">
        <h2 id="related" className="text-lg font-semibold text-white">Related Videos</h2>
        {all.isLoading ? (
          <div role="status" aria-label="Loading related videos" className="space-y-3">{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-24" />)}</div>
        ) : related.length === 0 ? (
          <p className="text-sm text-zinc-400">No other videos yet.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1" data-testid="related-videos">
            {related.map((v) => <li key={v.id}><VideoCard video={v} onClick={(e) => void openRelated(e, v)} /></li>)}
          </ul>
        )}
      </aside>
      <ShareDialog video={video} open={shareOpen} onOpenChange={setShareOpen} />
    </div>
  );
}
