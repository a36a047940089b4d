// The quiz overlay (public spec §4, §5, §8): the question with a field for its type, Submit,
// and Skip when the quiz is not required. The server judges the answer; the feedback is
// 'Correct!', 'Incorrect' (with the correct answer when the server names it) or 'Response
// Saved', and the overlay closes 2 s after a successful submit.
import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX, Send } from 'lucide-react';
import type { AnswerValue, Quiz, QuizResult } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useSubmitQuizResponse } from '../api/submit-responses';
import { isBlankAnswer, normalizeAnswer } from '../lib/answers';
import { AnswerInput, type AnswerKind } from './answer-input';
import { OverlayFrame, type OverlayProps } from './overlay-frame';

/** Public spec §9. */
export const QUIZ_CLOSE_DELAY_MS = 2000;

/**
 * A quiz has one answer (the server accepts one option and judges it against the one correct
 * answer), so both choice types are answered with radio options (web/README.md).
 */
function kindOf(quiz: Quiz): AnswerKind {
  if (quiz.questionType === 'text') return 'text';
  if (quiz.questionType === 'rating') return 'rating';
  return 'one';
}

function feedbackOf(
  result: QuizResult,
  t: TFunction<'player'>,
): {
  title: string;
  description?: string;
  correct: boolean | null;
} {
  if (result.isCorrect === true) return { title: t('quiz.correct'), correct: true };
  if (result.isCorrect === false) {
    return {
      title: t('quiz.incorrect'),
      description: result.correctAnswer
        ? t('quiz.correctAnswer', { answer: result.correctAnswer })
        : undefined,
      correct: false,
    };
  }
  return { title: t('quiz.saved'), description: t('quiz.thanks'), correct: null };
}

export function QuizOverlay({
  quiz,
  videoId,
  sessionId,
  cover,
  onDone,
}: OverlayProps & { quiz: Quiz }) {
  const { t } = useTranslation('player');
  const shownAt = useRef(Date.now());
  const [answer, setAnswer] = useState<AnswerValue | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<QuizResult | null>(null);
  const submit = useSubmitQuizResponse(videoId);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const done = useRef(onDone);
  done.current = onDone;
  const id = `quiz-${quiz.id}`;

  useEffect(() => {
    if (!result) return;
    feedbackRef.current?.focus();
    const responseTime = Date.now() - shownAt.current;
    const timer = window.setTimeout(
      () =>
        done.current('completed', {
          isCorrect: result.isCorrect,
          result: result.result,
          responseTime,
        }),
      QUIZ_CLOSE_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [result]);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (submit.isPending || result) return;
    if (isBlankAnswer(answer)) {
      setError(t('quiz.blankText'));
      toast({
        title: t('quiz.blankTitle'),
        description: t('quiz.blankText'),
        variant: 'destructive',
      });
      return;
    }
    setError(null);
    submit.mutate(
      {
        quizId: quiz.id,
        answer: normalizeAnswer(answer!),
        responseTime: Date.now() - shownAt.current,
        sessionId,
      },
      {
        onSuccess: (saved) => {
          const feedback = feedbackOf(saved, t);
          toast({
            title: feedback.title,
            description: feedback.description,
            variant: feedback.correct === false ? 'destructive' : 'default',
          });
          setResult(saved);
        },
        onError: (failure) => {
          console.warn('Quiz response failed', failure);
          toast({
            title: t('overlay.error'),
            description: t('quiz.failed'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  const feedback = result ? feedbackOf(result, t) : null;
  const busy = submit.isPending || result !== null;
  return (
    <OverlayFrame
      id={id}
      kind="quiz"
      title={quiz.title}
      cover={cover}
      onSkip={quiz.isRequired ? undefined : () => onDone('skipped')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={submit.isPending}>
        <AnswerInput
          id={`${id}-answer`}
          kind={kindOf(quiz)}
          legend={quiz.question}
          options={quiz.options}
          value={answer}
          onChange={(value) => {
            setAnswer(value);
            setError(null);
          }}
          error={error ? `${t('quiz.blankTitle')}. ${error}` : null}
          disabled={busy}
        />
        {feedback ? (
          <div
            ref={feedbackRef}
            tabIndex={-1}
            data-testid="quiz-feedback"
            className={
              feedback.correct === false
                ? 'flex gap-3 rounded-xl border border-red-400/40 bg-red-950/60 p-3 outline-none'
                : 'flex gap-3 rounded-xl border border-emerald-400/40 bg-emerald-950/60 p-3 outline-none'
            }
          >
            {feedback.correct === false ? (
              <CircleX className="size-5 shrink-0 text-red-300" aria-hidden />
            ) : (
              <CircleCheck className="size-5 shrink-0 text-emerald-300" aria-hidden />
            )}
            <div>
              <p className="font-semibold text-white">{feedback.title}</p>
              {feedback.description && (
                <p className="text-sm text-zinc-200">{feedback.description}</p>
              )}
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-zinc-400">
              {quiz.isRequired ? t('quiz.requiredHint') : t('quiz.optionalHint')}
            </p>
            <Button type="submit" disabled={submit.isPending}>
              <Send className="size-4" aria-hidden />{' '}
              {submit.isPending ? t('overlay.submitting') : t('overlay.submit')}
            </Button>
          </div>
        )}
      </form>
    </OverlayFrame>
  );
}
