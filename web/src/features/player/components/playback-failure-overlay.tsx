// Covers the picture when the video failed: what failed, a Retry, and the source itself.
import { AlertTriangle, ExternalLink, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { describeFailure, type PlaybackFailure } from '../lib/playback-failure';

export function PlaybackFailureOverlay({
  failure,
  sourceUrl,
  onRetry,
}: {
  failure: PlaybackFailure;
  sourceUrl: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('player');
  return (
    <div
      role="alert"
      data-testid="playback-failure"
      className="absolute inset-0 z-30 flex flex-col items-center justify-center gap-2 overflow-auto bg-zinc-950/90 p-3 text-center text-sm text-zinc-100"
    >
      <AlertTriangle className="size-6 shrink-0 text-amber-400" aria-hidden />
      <p className="font-semibold">{t('failure.title')}</p>
      <p className="max-w-md text-xs text-zinc-300 sm:text-sm">{describeFailure(failure)}</p>
      <div className="flex flex-wrap items-center justify-center gap-2">
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex h-9 items-center gap-1.5 rounded-md bg-violet-600 px-3 font-medium text-white hover:bg-violet-700"
        >
          <RotateCcw className="size-4" aria-hidden /> {t('failure.retry')}
        </button>
        <a
          href={sourceUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-zinc-200 underline-offset-2 hover:bg-white/10 hover:underline"
        >
          <ExternalLink className="size-4" aria-hidden /> {t('failure.openSource')}
        </a>
      </div>
    </div>
  );
}
