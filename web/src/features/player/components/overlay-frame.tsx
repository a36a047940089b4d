// The frame of a quiz, survey or poll overlay: a labelled, non-modal dialog over the player (below it
// on narrow screens, where a 16:9 player is too short to hold a form), focused when it opens so
// keyboard and screen reader users meet it at once. Escape skips when skipping is allowed.
import { useEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** What the player gives a quiz, survey or poll overlay. */
export interface OverlayProps {
  videoId: number;
  sessionId: string;
  /** Cover the player at every width (fullscreen). */
  cover: boolean;
  onDone: (outcome: 'completed' | 'skipped', metadata?: Record<string, unknown>) => void;
}

export function OverlayFrame({
  id,
  kind,
  title,
  description,
  onSkip,
  cover,
  children,
}: {
  id: string;
  kind: 'quiz' | 'survey' | 'poll';
  title: string;
  description?: ReactNode;
  /** Present only when the element is not required. */
  onSkip?: () => void;
  /** Cover the player at every width (fullscreen). */
  cover: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('player');
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Never pull the viewer out of a field they are typing in (e.g. the header search).
    if (!previous?.matches('input:not([type="range"]), textarea, select, [contenteditable="true"]'))
      ref.current?.focus();
    return () => {
      // Back where the viewer was, if focus was inside the overlay when it closed.
      if (
        previous?.isConnected &&
        (!document.activeElement || document.activeElement === document.body)
      )
        previous.focus({ preventScroll: true });
    };
  }, []);
  return (
    <section
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      tabIndex={-1}
      data-testid="interactive-overlay"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onSkip) {
          e.stopPropagation();
          onSkip();
        }
      }}
      className={cn(
        'player-pop z-20 flex justify-center bg-zinc-950/95 p-3 outline-none sm:p-6',
        cover
          ? 'absolute inset-0 items-center overflow-y-auto'
          : 'relative sm:absolute sm:inset-0 sm:items-center sm:overflow-y-auto',
      )}
    >
      <div className="my-auto w-full max-w-xl space-y-4 rounded-2xl border border-white/10 bg-zinc-900 p-4 shadow-2xl sm:p-6">
        <header className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-violet-300 uppercase">
              {t(`overlay.${kind}`)}
            </p>
            <h2 id={`${id}-title`} className="text-lg font-semibold break-words text-white">
              {title}
            </h2>
            {description && (
              <p id={`${id}-description`} className="mt-1 text-sm text-zinc-400">
                {description}
              </p>
            )}
          </div>
          {onSkip && (
            <Button
              variant="ghost"
              size="sm"
              onClick={onSkip}
              aria-label={
                kind === 'quiz'
                  ? t('overlay.skipQuiz')
                  : kind === 'survey'
                    ? t('overlay.skipSurvey')
                    : t('overlay.skipPoll')
              }
            >
              <X className="size-4" aria-hidden /> {t('overlay.skip')}
            </Button>
          )}
        </header>
        {children}
      </div>
    </section>
  );
}
