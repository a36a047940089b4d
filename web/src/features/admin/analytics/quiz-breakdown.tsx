// One quiz's answers over the period: shown, answered, skipped, % correct, first-attempt
// correctness, median time from shown to answered, and every answer given (which wrong option
// attracts people), the correct one marked.
import type { QuizBreakdown } from '@lumen/contract';
import { MARKER_COLORS, formatTimecode } from '../timeline/timecode';
import { CountBars } from './count-bars';
import { formatCount, formatRate } from './format';
import { cn } from '../../../lib/cn';

export function FigureList({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg bg-white/[0.04] px-3 py-2">
          <dt className="text-xs text-zinc-400">{item.label}</dt>
          <dd className="text-lg font-semibold text-white tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function formatSecondsToAnswer(seconds: number | null): string {
  return seconds === null ? '—' : `${Math.round(seconds * 10) / 10} s`;
}

export function QuizBreakdownView({ quiz }: { quiz: QuizBreakdown }) {
  return (
    <div className="space-y-4">
      <div>
        <p className="flex flex-wrap items-center gap-2 text-xs text-zinc-400">
          <span className={cn('rounded px-1.5 py-0.5 font-medium', MARKER_COLORS.quiz.soft)}>
            Quiz
          </span>
          at {formatTimecode(quiz.timecode)}
        </p>
        <p className="mt-1 text-sm text-zinc-200">{quiz.question}</p>
      </div>
      <FigureList
        items={[
          { label: 'Shown', value: formatCount(quiz.shown) },
          { label: 'Answered', value: formatCount(quiz.answered) },
          { label: 'Skipped', value: formatCount(quiz.skipped) },
          { label: 'Correct', value: formatRate(quiz.correctRate) },
          { label: 'First attempt correct', value: formatRate(quiz.firstAttemptCorrectRate) },
          {
            label: 'Median time to answer',
            value: formatSecondsToAnswer(quiz.medianSecondsToAnswer),
          },
        ]}
      />
      <CountBars
        label={`Answers to ${quiz.title}`}
        bars={quiz.answers.map((a) => ({ label: a.answer, count: a.count, correct: a.correct }))}
      />
    </div>
  );
}
