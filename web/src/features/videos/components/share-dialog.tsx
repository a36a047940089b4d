// The watch page's Share dialog (public spec §8): the link, the embed code and native share.
import type { Video } from '@lumen/contract';
import { Link2, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { useShareData } from '../../../api/get-share-data';
import { copyEmbedCode, copyVideoLink, embedCodeFor, shareNatively } from '../lib/watch-share';

const fieldClass =
  'w-full rounded-lg border border-white/10 bg-zinc-950 px-3 py-2 text-xs text-zinc-200';

export function ShareDialog({
  video,
  open,
  onOpenChange,
}: {
  video: Video;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation('videos');
  const share = useShareData(video.id, open);
  const url = share.data?.url ?? `${window.location.origin}/watch/${video.id}`;
  const embed = embedCodeFor(
    share.data?.embedUrl ?? `${window.location.origin}/embed/${video.id}`,
    video.title,
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" className="space-y-4">
        <DialogTitle className="text-lg font-semibold text-white">
          {t('shareDialog.title')}
        </DialogTitle>
        <DialogDescription className="text-sm text-zinc-400">
          {t('shareDialog.description')}
        </DialogDescription>
        <div className="space-y-1.5">
          <label htmlFor="share-link" className="text-xs font-medium text-zinc-300">
            {t('shareDialog.videoLink')}
          </label>
          <div className="flex gap-2">
            <input
              id="share-link"
              readOnly
              value={url}
              className={fieldClass}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button variant="secondary" onClick={() => void copyVideoLink(url)}>
              <Link2 className="size-4" aria-hidden /> {t('shareDialog.copyLink')}
            </Button>
          </div>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="share-embed" className="text-xs font-medium text-zinc-300">
            {t('shareDialog.embedCode')}
          </label>
          <textarea
            id="share-embed"
            readOnly
            rows={3}
            value={embed}
            className={cn(fieldClass, 'font-mono')}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button variant="secondary" onClick={() => void copyEmbedCode(embed)}>
            {t('shareDialog.copyEmbed')}
          </Button>
        </div>
        {share.data?.youtubeShareUrl && (
          <p className="text-xs text-zinc-400">
            {t('shareDialog.onYouTube')}
            <a
              className="text-violet-300 underline"
              href={share.data.youtubeShareUrl}
              target="_blank"
              rel="noreferrer"
            >
              {share.data.youtubeShareUrl}
            </a>
          </p>
        )}
        <div className="flex justify-end gap-2 pt-2">
          <DialogClose asChild>
            <Button variant="ghost">{t('shareDialog.close')}</Button>
          </DialogClose>
          <Button
            onClick={() =>
              void shareNatively({
                title: share.data?.title ?? video.title,
                text: share.data?.text ?? video.title,
                url,
              })
            }
          >
            <Share2 className="size-4" aria-hidden /> {t('shareDialog.share')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
