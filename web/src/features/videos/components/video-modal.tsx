import type { Video } from '@lumen/contract';
import { Bookmark, ExternalLink, Share2, Star, X } from 'lucide-react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '../../../components/ui/dialog';
import { formatMinutesSeconds } from '../../../lib/format';
import { distinctTags } from '../../../lib/distinct-tags';
import { createPlaybackSession, type PlaybackSession } from '../../../lib/tracking';
import { useVideo } from '../api/get-video';
import { saveForLater, shareVideo } from '../lib/modal-actions';

/**
 * Full-screen video overlay (spec §2/§4): Escape and the close button close it; page scroll is
 * locked while open (Radix Dialog); a view is tracked once per opening with source 'modal'.
 * Each opening is one playback session: its view, then the player's events. The player gets
 * the video as GET /api/videos/{id} answers it (an upload's HLS stream is on that answer only).
 */
export function VideoModal({
  video,
  open,
  onOpenChange,
  player,
}: {
  video: Video | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  player: (video: Video, session: PlaybackSession) => ReactNode;
}) {
  const { t } = useTranslation('videos');
  const viewed = useRef<PlaybackSession | null>(null);
  const videoId = video?.id ?? 0;
  const session = useMemo(
    () => (open && videoId > 0 ? createPlaybackSession(videoId) : null),
    [open, videoId],
  );
  const detail = useVideo(videoId);

  // Once per session (an effect may run twice for one); closing ends the session, so reopening
  // tracks again.
  useEffect(() => {
    if (!session || viewed.current === session) return;
    viewed.current = session;
    session.view('modal');
  }, [session]);

  const watchUrl = video ? `${window.location.origin}/watch/${video.id}` : '';

  return (
    <Dialog open={open && video !== null} onOpenChange={onOpenChange}>
      <DialogContent size="screen" aria-describedby={undefined} data-testid="video-modal">
        {video && (
          <div className="mx-auto flex min-h-full max-w-6xl flex-col justify-center px-3 py-14 sm:px-6">
            <DialogClose asChild>
              <Button
                variant="secondary"
                size="icon"
                aria-label={t('modal.close')}
                className="fixed top-3 right-3 z-10 rounded-full"
              >
                <X className="size-5" aria-hidden />
              </Button>
            </DialogClose>
            <div className="overflow-hidden rounded-2xl border border-white/10 bg-zinc-950 shadow-2xl">
              {session && (detail.data || detail.isError) ? (
                player(detail.data ?? video, session)
              ) : (
                <div className="aspect-video w-full bg-black" />
              )}
              <div className="space-y-4 p-5 sm:p-7">
                <div className="flex flex-wrap items-center gap-2">
                  {video.isFeatured && (
                    <Badge tone="accent">
                      <Star className="size-3 fill-current" aria-hidden /> {t('featured')}
                    </Badge>
                  )}
                  <Badge tone="neutral">
                    <span className="tabular-nums">{formatMinutesSeconds(video.duration)}</span>
                  </Badge>
                  {(video.author || video.publisher) && (
                    <span className="text-sm text-zinc-400">
                      {t('modal.by', { creator: video.author || video.publisher })}
                    </span>
                  )}
                </div>
                <DialogTitle className="text-xl font-bold text-white sm:text-2xl">
                  {video.title}
                </DialogTitle>
                {video.description && (
                  // Descriptions are sanitised on the server to an allow-list (DESIGN §5).
                  <div
                    className="prose-description max-w-3xl text-sm text-zinc-300"
                    dangerouslySetInnerHTML={{ __html: video.description }}
                  />
                )}
                {video.tags.length > 0 && (
                  <ul aria-label={t('modal.tags')} className="flex flex-wrap gap-2">
                    {distinctTags(video.tags)
                      .slice(0, 4)
                      .map((tag) => (
                        <li key={tag}>
                          <Badge tone="brand">{tag}</Badge>
                        </li>
                      ))}
                  </ul>
                )}
                <div className="flex flex-wrap gap-2 pt-2">
                  <Button
                    variant="secondary"
                    onClick={() => void saveForLater(watchUrl, video.title)}
                  >
                    <Bookmark className="size-4" aria-hidden /> {t('modal.saveForLater')}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => void shareVideo(watchUrl, video.title)}
                  >
                    <Share2 className="size-4" aria-hidden /> {t('modal.shareVideo')}
                  </Button>
                  <Button
                    variant="primary"
                    onClick={() => window.open(`/watch/${video.id}`, '_blank', 'noopener')}
                  >
                    <ExternalLink className="size-4" aria-hidden /> {t('modal.openInNewTab')}
                  </Button>
                </div>
              </div>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
