// Viewers' answers to quizzes and surveys: judged, stored, and sent on as completion events.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  quizResponseInputSchema,
  quizResultSchema,
  surveyResponseInputSchema,
  surveyResultSchema,
} from '@lumen/contract';
import {
  findQuiz,
  findSurvey,
  insertQuizResponse,
  insertSurveyResponse,
  type Database,
} from '@lumen/db';
import { notFound } from '../plugins/errors.ts';
import { checkSurveyResponses, judgeQuizAnswer } from '../services/answers.ts';
import type { ResponseEvents } from '../services/response-events.ts';
import type { ResponseThrottle } from '../services/response-throttle.ts';
import { idParams } from './params.ts';

const responseRoutes: FastifyPluginAsyncZod<{
  db: Database;
  responseEvents?: ResponseEvents;
  throttleResponse: ResponseThrottle;
}> = async (app, { db, responseEvents, throttleResponse }) => {
  app.post(
    '/api/quizzes/:id/responses',
    {
      onRequest: throttleResponse,
      schema: {
        params: idParams,
        body: quizResponseInputSchema,
        response: { 201: quizResultSchema },
      },
    },
    async (request, reply) => {
      const quiz = await findQuiz(db, request.params.id);
      if (!quiz) throw notFound('Quiz');
      const { answer, isCorrect } = judgeQuizAnswer(quiz, request.body.answer);
      const saved = await insertQuizResponse(db, {
        quizId: quiz.id,
        answer,
        isCorrect,
        responseTime: request.body.responseTime ?? null,
        sessionId: request.body.sessionId ?? null,
      });
      await responseEvents?.emitCompleted(request, {
        kind: 'quiz',
        responseId: saved.id,
        videoId: quiz.videoId,
        elementId: quiz.id,
        sessionId: request.body.sessionId,
        pageHost: request.body.pageHost,
        metadata: {
          answer: Array.isArray(answer) ? answer.join(', ') : String(answer),
          isCorrect,
          // ms from the quiz being shown to the answer, as the player measured it.
          ...(request.body.responseTime !== undefined && {
            responseTimeMs: request.body.responseTime,
          }),
        },
      });
      return reply.code(201).send({
        id: saved.id,
        isCorrect,
        result: isCorrect === null ? 'saved' : isCorrect ? 'correct' : 'incorrect',
        correctAnswer: isCorrect === false ? quiz.correctAnswer : null,
        points: isCorrect ? quiz.points : 0,
      });
    },
  );

  app.post(
    '/api/surveys/:id/responses',
    {
      onRequest: throttleResponse,
      schema: {
        params: idParams,
        body: surveyResponseInputSchema,
        response: { 201: surveyResultSchema },
      },
    },
    async (request, reply) => {
      const survey = await findSurvey(db, request.params.id);
      if (!survey) throw notFound('Survey');
      const responses = checkSurveyResponses(survey, request.body.responses);
      const saved = await insertSurveyResponse(db, {
        surveyId: survey.id,
        responses,
        completionTime: request.body.completionTime ?? null,
        // An anonymous survey keeps no link to the viewer's playback session.
        sessionId: survey.isAnonymous ? null : (request.body.sessionId ?? null),
      });
      // The event names the session (for the completion rate), never the answers; an
      // anonymous survey's names none.
      await responseEvents?.emitCompleted(request, {
        kind: 'survey',
        responseId: saved.id,
        videoId: survey.videoId,
        elementId: survey.id,
        sessionId: request.body.sessionId,
        anonymous: survey.isAnonymous,
        metadata: {},
      });
      return reply.code(201).send({ id: saved.id, message: 'Survey Completed' });
    },
  );
};

export default responseRoutes;
