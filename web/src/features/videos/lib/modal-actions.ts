// The video modal's Save for Later and Share Video flows (spec §8 toasts).
import { toast } from '../../../components/ui/use-toast';
import { i18n } from '../../../i18n';
import { copyText, isAbortError, isMac } from './clipboard';

/** Toasts speak the language shown when they appear. */
const t = i18n.getFixedT(null, 'videos');

interface LegacyBookmarks {
  sidebar?: { addPanel?: (title: string, url: string, extra: string) => void };
  external?: { AddFavorite?: (url: string, title: string) => void };
}

/**
 * Browsers no longer let a page add a bookmark, except a few legacy ones. Where that API
 * exists it is used ('Bookmark Added'); otherwise the link is copied with a hint to press
 * Ctrl+D / Cmd+D ('Video Link Copied'); when copying fails too, the hint alone ('Save for Later').
 */
export async function saveForLater(url: string, title: string): Promise<void> {
  const shortcut = isMac() ? 'Cmd+D' : 'Ctrl+D';
  try {
    const legacy = window as unknown as LegacyBookmarks;
    if (legacy.sidebar?.addPanel) {
      legacy.sidebar.addPanel(title, url, '');
      toast({
        title: t('toasts.bookmarkAdded'),
        description: t('toasts.bookmarkAddedText'),
      });
      return;
    }
    if (legacy.external?.AddFavorite) {
      legacy.external.AddFavorite(url, title);
      toast({
        title: t('toasts.bookmarkAdded'),
        description: t('toasts.bookmarkAddedText'),
      });
      return;
    }
    try {
      await copyText(url);
      toast({
        title: t('toasts.videoLinkCopied'),
        description: t('toasts.videoLinkCopiedText', { shortcut }),
      });
    } catch {
      toast({
        title: t('toasts.saveForLater'),
        description: t('toasts.saveForLaterText', { shortcut }),
      });
    }
  } catch {
    toast({
      title: t('toasts.bookmarkError'),
      description: t('toasts.bookmarkErrorText'),
      variant: 'destructive',
    });
  }
}

/** Native share when available ('Shared'); otherwise copy the link ('Link Copied'). */
export async function shareVideo(url: string, title: string, text?: string): Promise<void> {
  try {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: text ?? title, url });
        toast({ title: t('toasts.shared'), description: t('toasts.sharedText') });
      } catch (error) {
        if (isAbortError(error)) return;
        throw error;
      }
      return;
    }
    await copyText(url);
    toast({ title: t('toasts.linkCopied'), description: t('toasts.urlCopiedText') });
  } catch {
    toast({
      title: t('toasts.shareError'),
      description: t('toasts.shareErrorText'),
      variant: 'destructive',
    });
  }
}
