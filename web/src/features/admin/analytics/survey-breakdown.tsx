// One survey's answers over the period, aggregated per question: bars for choices and yes/no,
// the mean and distribution of ratings, and the latest text answers, paged. Never who answered.
import { useState } from 'react';
import { RATING_MAX, RATING_MIN, type SurveyBreakdown } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSurveyTextAnswers, getSurveyTextAnswers } from '../../../api/get-survey-text-answers';
import type { AnalyticsPeriodParams } from '../../../api/analytics-query';
import { csvFileName, downloadCsv, toCsv } from '../../../lib/csv';
import { MARKER_COLORS, formatTimecode } from '../timeline/timecode';
import { useAnalyticsTimeZone } from './analytics-time-zone';
import { CountBars } from './count-bars';
import { FigureList } from './quiz-breakdown';
import { formatCount } from './format';

const TEXT_PAGE_SIZE = 5;
const EXPORT_PAGE_SIZE = 100;

type Question = SurveyBreakdown['questions'][number];

function RatingView({ question }: { question: Question }) {
  const rating = question.rating!;
  const counts = new Map(rating.distribution.map((d) => [d.value, d.count]));
  const values: number[] = [];
  for (let v = RATING_MIN; v <= RATING_MAX; v++) values.push(v);
  for (const d of rating.distribution) if (!values.includes(d.value)) values.push(d.value);
  return (
    <div className="space-y-2">
      <p className="text-sm text-zinc-300">
        Mean{' '}
        <span className="font-semibold text-white">
          {rating.mean === null ? '—' : (Math.round(rating.mean * 100) / 100).toString()}
        </span>{' '}
        of {RATING_MAX}
      </p>
      <CountBars
        label={`Ratings for ${question.text}`}
        bars={values.map((v) => ({ label: `${v} ★`, count: counts.get(v) ?? 0 }))}
      />
    </div>
  );
}

function TextAnswers({
  surveyId,
  question,
  period,
}: {
  surveyId: number;
  question: Question;
  period: AnalyticsPeriodParams;
}) {
  const [page, setPage] = useState(1);
  const timeZone = useAnalyticsTimeZone();
  const answers = useSurveyTextAnswers(surveyId, {
    ...period,
    question: question.questionId,
    page,
    pageSize: TEXT_PAGE_SIZE,
  });
  const [exporting, setExporting] = useState(false);
  const total = answers.data?.total ?? question.textAnswers;
  const pages = Math.max(1, Math.ceil(total / TEXT_PAGE_SIZE));

  // The CSV holds every answer of the period, read page by page, not only the page shown.
  async function exportAll() {
    setExporting(true);
    try {
      const rows: { text: string; at: string }[] = [];
      for (let p = 1; ; p++) {
        const chunk = await getSurveyTextAnswers(surveyId, {
          ...period,
          question: question.questionId,
          page: p,
          pageSize: EXPORT_PAGE_SIZE,
        });
        rows.push(...chunk.answers);
        if (chunk.answers.length < EXPORT_PAGE_SIZE || rows.length >= chunk.total) break;
      }
      downloadCsv(
        csvFileName(`survey-${surveyId}-${question.questionId}-answers`),
        toCsv(
          [
            { header: 'Answered at', value: (r) => r.at },
            { header: 'Answer', value: (r) => r.text },
          ],
          rows,
        ),
      );
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-zinc-300">
          {formatCount(total)} text {total === 1 ? 'answer' : 'answers'}, newest first
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={total === 0 || exporting}
          onClick={() => void exportAll()}
          aria-label={`Download answers to ${question.text} as CSV`}
        >
          CSV
        </Button>
      </div>
      {answers.isError ? (
        <p className="text-sm text-rose-300">The answers could not be loaded.</p>
      ) : (
        <ol
          aria-label={`Text answers to ${question.text}`}
          aria-busy={answers.isFetching}
          className={cn('space-y-1.5', answers.isPlaceholderData && 'opacity-60')}
        >
          {answers.data?.answers.map((answer, i) => (
            <li
              key={`${answer.at}-${i}`}
              className="rounded-lg bg-white/[0.04] px-3 py-2 text-sm text-zinc-200"
            >
              <p className="break-words whitespace-pre-wrap">{answer.text}</p>
              <p className="mt-0.5 text-xs text-zinc-400">
                {new Date(answer.at).toLocaleString('en-GB', { timeZone })} {timeZone}
              </p>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav
          aria-label={`Pages of answers to ${question.text}`}
          className="flex items-center gap-2 text-sm text-zinc-400"
        >
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Newer
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Older
          </Button>
        </nav>
      )}
    </div>
  );
}

function QuestionView({
  survey,
  question,
  period,
}: {
  survey: SurveyBreakdown;
  question: Question;
  period: AnalyticsPeriodParams;
}) {
  return (
    <li className="space-y-2 rounded-xl border border-white/10 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-white">{question.text}</p>
        <p className="text-xs text-zinc-400">
          {question.type.replace('_', ' ')} · {formatCount(question.answered)} answered
        </p>
      </div>
      {question.type === 'text' ? (
        <TextAnswers surveyId={survey.surveyId} question={question} period={period} />
      ) : question.rating ? (
        <RatingView question={question} />
      ) : (
        <CountBars
          label={`Answers to ${question.text}`}
          bars={question.options.map((o) => ({ label: o.option, count: o.count }))}
        />
      )}
    </li>
  );
}

export function SurveyBreakdownView({
  survey,
  period,
}: {
  survey: SurveyBreakdown;
  period: AnalyticsPeriodParams;
}) {
  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-2 text-xs text-zinc-400">
        <span className={cn('rounded px-1.5 py-0.5 font-medium', MARKER_COLORS.survey.soft)}>
          Survey
        </span>
        at {formatTimecode(survey.timecode)}
        {survey.isAnonymous && <span className="text-zinc-400">· anonymous</span>}
      </p>
      <FigureList
        items={[
          { label: 'Shown', value: formatCount(survey.shown) },
          { label: 'Responses', value: formatCount(survey.responses) },
          { label: 'Skipped', value: formatCount(survey.skipped) },
        ]}
      />
      <ul aria-label={`Questions of ${survey.title}`} className="space-y-3">
        {survey.questions.map((question) => (
          <QuestionView
            key={question.questionId}
            survey={survey}
            question={question}
            period={period}
          />
        ))}
      </ul>
    </div>
  );
}
