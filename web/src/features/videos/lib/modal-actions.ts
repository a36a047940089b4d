// The video modal's Save for Later and Share Video flows (spec §8 toasts).
import { toast } from '../../../components/ui/use-toast';
import { copyText, isAbortError, isMac } from './clipboard';

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
        title: 'Bookmark Added',
        description: 'Video has been added to your browser bookmarks',
      });
      return;
    }
    if (legacy.external?.AddFavorite) {
      legacy.external.AddFavorite(url, title);
      toast({
        title: 'Bookmark Added',
        description: 'Video has been added to your browser bookmarks',
      });
      return;
    }
    try {
      await copyText(url);
      toast({
        title: 'Video Link Copied',
        description: `Video URL copied to clipboard. Press ${shortcut} to bookmark this page.`,
      });
    } catch {
      toast({
        title: 'Save for Later',
        description: `Press ${shortcut} to bookmark this video in your browser.`,
      });
    }
  } catch {
    toast({
      title: 'Bookmark Error',
      description: "Unable to add bookmark. Please use your browser's bookmark feature manually.",
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
        toast({ title: 'Shared', description: 'Video shared successfully' });
      } catch (error) {
        if (isAbortError(error)) return;
        throw error;
      }
      return;
    }
    await copyText(url);
    toast({ title: 'Link Copied', description: 'Video URL copied to clipboard' });
  } catch {
    toast({ title: 'Share Error', description: 'Unable to share video', variant: 'destructive' });
  }
}
