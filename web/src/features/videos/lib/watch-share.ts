// The watch page's share flows (spec §8): native share, falling back to copying the link.
import { toast } from '../../../components/ui/use-toast';
import { i18n } from '../../../i18n';
import { copyText, isAbortError } from './clipboard';

/** Toasts speak the language shown when they appear. */
const t = i18n.getFixedT(null, 'videos');

export async function copyVideoLink(url: string): Promise<void> {
  try {
    await copyText(url);
    toast({ title: t('toasts.linkCopied'), description: t('toasts.linkCopiedText') });
  } catch {
    toast({
      title: t('toasts.copyFailed'),
      description: t('toasts.copyFailedText'),
      variant: 'destructive',
    });
  }
}

export async function copyEmbedCode(code: string): Promise<void> {
  try {
    await copyText(code);
    toast({ title: t('toasts.linkCopied'), description: t('toasts.embedCopiedText') });
  } catch {
    toast({
      title: t('toasts.copyFailed'),
      description: t('toasts.copyFailedText'),
      variant: 'destructive',
    });
  }
}

/** Native share; a failure other than the visitor cancelling falls back to copying the link. */
export async function shareNatively(data: {
  title: string;
  text: string;
  url: string;
}): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      if (isAbortError(error)) return;
    }
  }
  try {
    await copyText(data.url);
    toast({ title: t('toasts.linkCopied'), description: t('toasts.linkCopiedText') });
  } catch {
    toast({
      title: t('toasts.shareFailed'),
      description: t('toasts.shareFailedText'),
      variant: 'destructive',
    });
  }
}

export function embedCodeFor(embedUrl: string, title: string): string {
  const safeTitle = title.replace(/"/g, '&quot;');
  return `<iframe src="${embedUrl}" title="${safeTitle}" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`;
}
