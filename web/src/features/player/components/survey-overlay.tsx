// The survey overlay (public spec §4, §5, §8): one question per step with Previous and Next, and
// Complete on the last; a required question needs an answer before moving on. Skip is offered
// when the survey is not required. Closes 1.5 s after 'Survey Completed'.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ArrowRight, Check, CircleCheck } from 'lucide-react';
import type { AnswerValue, Survey, SurveyQuestion } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useSubmitSurveyResponse } from '../api/submit-responses';
import { isBlankAnswer, surveyResponses } from '../lib/answers';
import { AnswerInput, type AnswerKind } from './answer-input';
import { OverlayFrame, type OverlayProps } from './overlay-frame';

/** Public spec §9. */
export const SURVEY_CLOSE_DELAY_MS = 1500;

const KINDS: Record<SurveyQuestion['type'], AnswerKind> = {
  text: 'text',
  rating: 'rating',
  yes_no: 'yes_no',
  single_choice: 'one',
  multiple_choice: 'many',
};

export function SurveyOverlay({
  survey,
  videoId,
  sessionId,
  cover,
  onDone,
}: OverlayProps & { survey: Survey }) {
  const { t } = useTranslation('player');
  const shownAt = useRef(Date.now());
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Record<string, AnswerValue | undefined>>({});
  const [error, setError] = useState<string | null>(null);
  const [completed, setCompleted] = useState(false);
  const submit = useSubmitSurveyResponse(videoId);
  const stepRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const done = useRef(onDone);
  done.current = onDone;
  const id = `survey-${survey.id}`;
  const questions = survey.questions;
  const question = questions[step];
  const last = step >= questions.length - 1;

  // After Previous/Next, focus the new question so it is read out.
  useEffect(() => {
    if (moved.current) stepRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (!completed) return;
    stepRef.current?.focus();
    const completionTime = Date.now() - shownAt.current;
    const timer = window.setTimeout(
      () => done.current('completed', { completionTime }),
      SURVEY_CLOSE_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [completed]);

  /** Public spec §5: a required question needs a non-empty answer (text non-blank after trimming). */
  function answered(): boolean {
    if (!question || !question.required || !isBlankAnswer(answers[question.id])) return true;
    setError(t('survey.requiredText'));
    toast({
      title: t('survey.requiredTitle'),
      description: t('survey.requiredText'),
      variant: 'destructive',
    });
    return false;
  }

  function go(to: number) {
    moved.current = true;
    setError(null);
    setStep(to);
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (submit.isPending || completed || !answered()) return;
    if (!last) {
      go(step + 1);
      return;
    }
    submit.mutate(
      {
        surveyId: survey.id,
        responses: surveyResponses(answers),
        completionTime: Date.now() - shownAt.current,
        sessionId,
      },
      {
        onSuccess: () => {
          toast({ title: t('survey.completed'), description: t('survey.thanks') });
          setCompleted(true);
        },
        onError: (failure) => {
          console.warn('Survey response failed', failure);
          toast({
            title: t('overlay.error'),
            description: t('survey.failed'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <OverlayFrame
      id={id}
      kind="survey"
      title={survey.title}
      description={survey.description || undefined}
      cover={cover}
      onSkip={survey.isRequired ? undefined : () => onDone('skipped')}
    >
      {completed ? (
        <div
          ref={stepRef}
          tabIndex={-1}
          data-testid="survey-completed"
          className="flex gap-3 rounded-xl border border-emerald-400/40 bg-emerald-950/60 p-3 outline-none"
        >
          <CircleCheck className="size-5 shrink-0 text-emerald-300" aria-hidden />
          <div>
            <p className="font-semibold text-white">{t('survey.completed')}</p>
            <p className="text-sm text-zinc-200">{t('survey.thanks')}</p>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={submit.isPending}>
          <div ref={stepRef} tabIndex={-1} className="space-y-3 outline-none">
            <p className="text-xs text-zinc-400" data-testid="survey-step">
              {t('survey.step', {
                step: Math.min(step + 1, questions.length),
                total: questions.length,
              })}
            </p>
            {question && (
              <AnswerInput
                key={question.id}
                id={`${id}-${question.id}`}
                kind={KINDS[question.type]}
                legend={
                  <>
                    {question.text}
                    {question.required && (
                      <span className="text-red-300">
                        {' '}
                        *<span className="sr-only">{t('answer.required')}</span>
                      </span>
                    )}
                  </>
                }
                options={question.options}
                value={answers[question.id]}
                onChange={(value) => {
                  setAnswers((all) => ({ ...all, [question.id]: value }));
                  setError(null);
                }}
                error={error ? `${t('survey.requiredTitle')}. ${error}` : null}
                disabled={submit.isPending}
              />
            )}
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button
              variant="secondary"
              disabled={step === 0 || submit.isPending}
              onClick={() => go(step - 1)}
            >
              <ArrowLeft className="size-4" aria-hidden /> {t('survey.previous')}
            </Button>
            <Button type="submit" disabled={submit.isPending}>
              {last ? (
                <>
                  <Check className="size-4" aria-hidden />{' '}
                  {submit.isPending ? t('overlay.submitting') : t('survey.complete')}
                </>
              ) : (
                <>
                  {t('survey.next')} <ArrowRight className="size-4" aria-hidden />
                </>
              )}
            </Button>
          </div>
        </form>
      )}
    </OverlayFrame>
  );
}
