// Question analytics: a table of every quiz (sortable, CSV; Details opens its
// breakdown) and every survey's answers aggregated per question.
import type { QuestionAnalytics, QuizBreakdown } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import type { AnalyticsPeriodParams } from '../../../api/analytics-query';
import { formatTimecode } from '../timeline/timecode';
import type { BreakdownTarget } from './breakdown-dialog';
import { DataTable, type Column } from './data-table';
import { formatRate } from './format';
import { Panel } from './panel';
import { formatSecondsToAnswer } from './quiz-breakdown';
import { SurveyBreakdownView } from './survey-breakdown';

export function QuestionsPanel({
  data,
  videoTitle,
  period,
  onOpen,
}: {
  data: QuestionAnalytics;
  videoTitle: string;
  period: AnalyticsPeriodParams;
  onOpen: (target: BreakdownTarget) => void;
}) {
  const columns: Column<QuizBreakdown>[] = [
    {
      key: 'title',
      header: 'Quiz',
      value: (q) => q.title,
      render: (q) => (
        <Button
          variant="ghost"
          size="sm"
          className="-ml-3 max-w-[16rem] truncate"
          onClick={() => onOpen({ elementType: 'quiz', elementId: q.quizId, title: q.title })}
          aria-label={`Breakdown of ${q.title}`}
        >
          {q.title}
        </Button>
      ),
    },
    {
      key: 'timecode',
      header: 'At',
      value: (q) => q.timecode,
      render: (q) => formatTimecode(q.timecode),
      numeric: true,
    },
    { key: 'shown', header: 'Shown', value: (q) => q.shown, numeric: true },
    { key: 'answered', header: 'Answered', value: (q) => q.answered, numeric: true },
    { key: 'skipped', header: 'Skipped', value: (q) => q.skipped, numeric: true },
    {
      key: 'correct',
      header: '% correct',
      value: (q) => q.correctRate,
      render: (q) => formatRate(q.correctRate),
      numeric: true,
    },
    {
      key: 'first',
      header: 'First attempt',
      value: (q) => q.firstAttemptCorrectRate,
      render: (q) => formatRate(q.firstAttemptCorrectRate),
      numeric: true,
    },
    {
      key: 'median',
      header: 'Median time (s)',
      value: (q) => q.medianSecondsToAnswer,
      render: (q) => formatSecondsToAnswer(q.medianSecondsToAnswer),
      numeric: true,
    },
  ];
  return (
    <>
      <Panel
        title="Quizzes"
        description="Who saw each quiz, who answered, and how well. Open a quiz for its answers."
      >
        {data.quizzes.length === 0 ? (
          <p className="text-sm text-zinc-400">This video has no quizzes.</p>
        ) : (
          <DataTable
            caption="Quizzes"
            rows={data.quizzes}
            columns={columns}
            rowKey={(q) => q.quizId}
            fileName={`${videoTitle}-quizzes-${period.from}-${period.to}`}
            initialSort={{ key: 'timecode', direction: 'ascending' }}
          />
        )}
      </Panel>
      <Panel title="Surveys" description="Answers per question; anonymous surveys stay anonymous.">
        {data.surveys.length === 0 ? (
          <p className="text-sm text-zinc-400">This video has no surveys.</p>
        ) : (
          <div className="space-y-6">
            {data.surveys.map((survey) => (
              <article key={survey.surveyId} aria-label={survey.title} className="space-y-3">
                <h4 className="font-semibold text-white">{survey.title}</h4>
                <SurveyBreakdownView survey={survey} period={period} />
              </article>
            ))}
          </div>
        )}
      </Panel>
    </>
  );
}
