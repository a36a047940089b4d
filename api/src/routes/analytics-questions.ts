// Question analytics (admin-only): per quiz and survey of a video over a period, and
// a survey text question's answers page by page. Definitions and where each figure comes from:
// services/question-breakdowns.ts, clickhouse migration 009.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsPeriodQuerySchema,
  questionAnalyticsSchema,
  resolvePeriod,
  surveyTextAnswersQuerySchema,
  surveyTextAnswersSchema,
} from '@lumen/contract';
import { getQuestionFigures, type EventStore } from '@lumen/clickhouse';
import {
  findSurvey,
  listQuizzes,
  listSurveyTextAnswers,
  listSurveys,
  tallySurveyAnswers,
  type Database,
} from '@lumen/db';
import { requireAdmin } from '../plugins/auth.ts';
import { badRequest, notFound } from '../plugins/errors.ts';
import { buildQuizBreakdown, buildSurveyBreakdown } from '../services/question-breakdowns.ts';
import { documentErrorsOfContext } from '../plugins/error-responses.ts';
import type { AnalyticsTimeZone } from '../services/analytics-time-zone.ts';
import { createAskEventStore } from './ask-event-store.ts';
import { idParams } from './params.ts';
import { createRequireVideo } from './require-video.ts';

interface QuestionAnalyticsOptions {
  db: Database;
  events: EventStore;
  timeZone: AnalyticsTimeZone;
}

const questionAnalyticsRoutes: FastifyPluginAsyncZod<QuestionAnalyticsOptions> = async (
  app,
  { db, events, timeZone },
) => {
  const requireVideo = createRequireVideo(db);

  const ask = createAskEventStore(app.log);

  app.addHook('onRoute', documentErrorsOfContext([503]));

  app.get(
    '/api/videos/:id/analytics/questions',
    {
      onRequest: requireAdmin,
      schema: {
        params: idParams,
        querystring: analyticsPeriodQuerySchema,
        response: { 200: questionAnalyticsSchema },
      },
    },
    async (request) => {
      const videoId = request.params.id;
      await requireVideo(videoId, request.user);
      const period = resolvePeriod(request.query, await ask(() => timeZone.current()));
      const [quizzes, surveys] = await Promise.all([
        listQuizzes(db, videoId),
        listSurveys(db, videoId),
      ]);
      // Postgres and the event store at once.
      const [tallies, { reach, quizzes: answers }] = await Promise.all([
        tallySurveyAnswers(db, surveys, period),
        ask(() => getQuestionFigures(events, videoId, period)),
      ]);
      return {
        period,
        quizzes: quizzes.map((quiz) =>
          buildQuizBreakdown(
            quiz,
            reach.quizzes.get(String(quiz.id)),
            answers.get(String(quiz.id)),
          ),
        ),
        surveys: surveys.map((survey) =>
          buildSurveyBreakdown(
            survey,
            reach.surveys.get(String(survey.id)),
            tallies.filter((t) => t.surveyId === survey.id),
          ),
        ),
      };
    },
  );

  // An unknown question is a 404 (like an unknown survey); a question that is not a text
  // question is a 400 (its answers are tallied in the breakdown instead).
  app.get(
    '/api/surveys/:id/analytics/text-answers',
    {
      onRequest: requireAdmin,
      schema: {
        params: idParams,
        querystring: surveyTextAnswersQuerySchema,
        response: { 200: surveyTextAnswersSchema },
      },
    },
    async (request) => {
      const survey = await findSurvey(db, request.params.id);
      if (!survey) throw notFound('Survey');
      const { question: questionId, page, pageSize } = request.query;
      const question = survey.questions.find((q) => q.id === questionId);
      if (!question) throw notFound('Question');
      if (question.type !== 'text') throw badRequest('Only a text question has text answers');
      const period = resolvePeriod(request.query, await ask(() => timeZone.current()));
      const found = await listSurveyTextAnswers(db, survey.id, question.id, period, {
        page,
        pageSize,
      });
      return { ...found, page, pageSize };
    },
  );
};

export default questionAnalyticsRoutes;
