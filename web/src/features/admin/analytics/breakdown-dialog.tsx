// The breakdown of one quiz, survey or poll, opened from its marker on the retention curve or
// from the quizzes table.
import type { QuestionAnalytics, RetentionMarker } from '@lumen/contract';
import { Dialog, DialogContent, DialogHeader } from '../../../components/ui/dialog';
import type { AnalyticsPeriodParams } from '../../../api/analytics-query';
import { PollBreakdownView } from './poll-breakdown';
import { QuizBreakdownView } from './quiz-breakdown';
import { SurveyBreakdownView } from './survey-breakdown';

export interface BreakdownTarget {
  elementType: RetentionMarker['elementType'];
  elementId: number;
  title: string;
}

export function BreakdownDialog({
  target,
  questions,
  isLoading,
  period,
  onClose,
}: {
  target: BreakdownTarget | null;
  questions: QuestionAnalytics | undefined;
  isLoading: boolean;
  period: AnalyticsPeriodParams;
  onClose: () => void;
}) {
  const quiz =
    target?.elementType === 'quiz'
      ? questions?.quizzes.find((q) => q.quizId === target.elementId)
      : undefined;
  const survey =
    target?.elementType === 'survey'
      ? questions?.surveys.find((s) => s.surveyId === target.elementId)
      : undefined;
  const kind =
    target?.elementType === 'poll' ? 'Poll' : target?.elementType === 'survey' ? 'Survey' : 'Quiz';
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg" className="max-w-2xl">
        <DialogHeader
          title={target?.title ?? ''}
          description={
            kind === 'Poll'
              ? 'Poll results, all votes so far'
              : `${kind} breakdown for the selected period`
          }
          className="mb-4"
        />
        {target?.elementType === 'poll' ? (
          <PollBreakdownView pollId={target.elementId} />
        ) : quiz ? (
          <QuizBreakdownView quiz={quiz} />
        ) : survey ? (
          <SurveyBreakdownView survey={survey} period={period} />
        ) : isLoading ? (
          <p role="status" className="text-sm text-zinc-400">
            Loading the breakdown…
          </p>
        ) : (
          <p className="text-sm text-zinc-400">
            No answers to this {kind.toLowerCase()} in this period.
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
