// The poll overlay: the question and its options; after Vote, the live results
// (each option's share, the viewer's own vote counted and marked) until the viewer continues.
// A poll is never required: Skip is offered until the viewer has voted.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Vote } from 'lucide-react';
import type { Poll, PollResults } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { MARKER_COLORS } from '../../../lib/marker-colors';
import { useLivePollResults, useVoteInPoll } from '../api/poll-votes';
import { AnswerInput } from './answer-input';
import { OverlayFrame, type OverlayProps } from './overlay-frame';

export function PollOverlay({ poll, sessionId, cover, onDone }: OverlayProps & { poll: Poll }) {
  const { t } = useTranslation('player');
  const [choice, setChoice] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [voted, setVoted] = useState<PollResults | undefined>();
  const vote = useVoteInPoll();
  const id = `poll-${poll.id}`;

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (vote.isPending || voted) return;
    const option = choice === undefined ? -1 : poll.options.indexOf(choice);
    if (option < 0) {
      setError(t('poll.choose'));
      return;
    }
    vote.mutate(
      { pollId: poll.id, option, sessionId },
      {
        onSuccess: setVoted,
        onError: (failure) => {
          console.warn('Poll vote failed', failure);
          toast({
            title: t('overlay.error'),
            description: t('poll.failed'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <OverlayFrame
      id={id}
      kind="poll"
      title={poll.question}
      cover={cover}
      onSkip={voted ? undefined : () => onDone('skipped')}
    >
      {voted ? (
        <LiveResults
          id={id}
          pollId={poll.id}
          sessionId={sessionId}
          vote={voted}
          onContinue={() => onDone('completed')}
        />
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={vote.isPending}>
          <AnswerInput
            id={`${id}-options`}
            kind="one"
            legend={t('poll.legend')}
            options={poll.options}
            value={choice}
            onChange={(value) => {
              setChoice(String(value));
              setError(null);
            }}
            error={error}
            disabled={vote.isPending}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={vote.isPending}>
              <Vote className="size-4" aria-hidden />{' '}
              {vote.isPending ? t('poll.voting') : t('poll.vote')}
            </Button>
          </div>
        </form>
      )}
    </OverlayFrame>
  );
}

function LiveResults({
  id,
  pollId,
  sessionId,
  vote,
  onContinue,
}: {
  id: string;
  pollId: number;
  sessionId: string;
  vote: PollResults;
  onContinue: () => void;
}) {
  const { t } = useTranslation('player');
  const results = useLivePollResults(pollId, sessionId, vote);
  const ref = useRef<HTMLDivElement>(null);
  // The form is gone: move focus to the results so they are read out.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="space-y-4 outline-none"
      aria-labelledby={`${id}-results-title`}
      role="group"
      data-testid="poll-results"
    >
      <p id={`${id}-results-title`} className="text-sm text-zinc-300">
        {t('poll.resultsSoFar')}
        <span data-testid="poll-total">{t('poll.votes', { count: results.total })}</span>
      </p>
      <ul className="space-y-3">
        {results.options.map((option, index) => {
          const mine = results.myVote === index;
          return (
            <li key={option.option} className="space-y-1" data-testid="poll-result">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 break-words text-white">
                  {option.option}
                  {mine && (
                    <span className={cn('ml-2 text-xs font-semibold', MARKER_COLORS.poll.text)}>
                      <Check className="inline size-3.5" aria-hidden /> {t('poll.yourVote')}
                    </span>
                  )}
                </span>
                <span className="shrink-0 text-zinc-200 tabular-nums">
                  {option.percent}%
                  <span className="sr-only">, {t('poll.votes', { count: option.votes })}</span>
                </span>
              </div>
              <div aria-hidden className="h-2 overflow-hidden rounded-full bg-white/10">
                <div
                  className={cn(
                    'h-full rounded-full',
                    mine ? MARKER_COLORS.poll.dot : 'bg-zinc-400',
                  )}
                  style={{ width: `${option.percent}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex justify-end">
        <Button onClick={onContinue}>{t('poll.continue')}</Button>
      </div>
    </div>
  );
}
