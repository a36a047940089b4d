// The watch page's action row: Like/Dislike (this browser's own reaction), Share (the dialog),
// Save (the modal's Save for Later flow) and Download (uploaded files only).
import type { Video } from '@lumen/contract';
import { Bookmark, Download, Share2, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useReaction } from '../hooks/use-reaction';
import { saveForLater } from '../lib/modal-actions';
import { ShareDialog } from './share-dialog';

export function WatchActions({ video }: { video: Video }) {
  const { t } = useTranslation('videos');
  const [reaction, setReaction] = useReaction(video.id);
  const [shareOpen, setShareOpen] = useState(false);
  return (
    <div className="flex flex-wrap gap-2 pt-1">
      <Button
        variant={reaction === 'like' ? 'primary' : 'secondary'}
        size="sm"
        aria-pressed={reaction === 'like'}
        onClick={() => setReaction(reaction === 'like' ? null : 'like')}
      >
        <ThumbsUp className="size-4" aria-hidden /> {t('watch.like')}
      </Button>
      <Button
        variant={reaction === 'dislike' ? 'primary' : 'secondary'}
        size="sm"
        aria-pressed={reaction === 'dislike'}
        onClick={() => setReaction(reaction === 'dislike' ? null : 'dislike')}
      >
        <ThumbsDown className="size-4" aria-hidden /> {t('watch.dislike')}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setShareOpen(true)}>
        <Share2 className="size-4" aria-hidden /> {t('watch.share')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          void saveForLater(`${window.location.origin}/watch/${video.id}`, video.title)
        }
      >
        <Bookmark className="size-4" aria-hidden /> {t('watch.save')}
      </Button>
      {video.sourceType === 'upload' ? (
        <a href={video.sourceUrl} download className={buttonClasses('secondary', 'sm')}>
          <Download className="size-4" aria-hidden /> {t('watch.download')}
        </a>
      ) : (
        <Button variant="secondary" size="sm" disabled title={t('watch.cannotDownload')}>
          <Download className="size-4" aria-hidden /> {t('watch.download')}
        </Button>
      )}
      <ShareDialog video={video} open={shareOpen} onOpenChange={setShareOpen} />
    </div>
  );
}
