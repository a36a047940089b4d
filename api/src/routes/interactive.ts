// Quizzes, surveys and interactive elements per video, and viewers' responses to them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  interactiveElementSchema, quizInputSchema, quizResponseInputSchema, quizResultSchema, quizSchema, quizUpdateSchema,
  surveyInputSchema, surveyResponseInputSchema, surveyResultSchema, surveySchema, surveyUpdateSchema,
} from '@lumen/contract';
import {
  deleteQuiz, deleteSurvey, findQuiz, findSurvey, findVideo, insertQuiz, insertQuizResponse, insertSurvey,
  insertSurveyResponse, listInteractiveElements, listQuizzes, listSurveys, updateInteractiveElement, updateQuiz,
  updateSurvey, type Database,
} from '@lumen/db';
import { requireAdmin } from '../plugins/auth.ts';
import { badRequest, notFound } from '../plugins/errors.ts';
import { checkSurveyResponses, judgeQuizAnswer } from '../services/answers.ts';
import type { ResponseEvents } from '../services/response-events.ts';
import { idParams } from './params.ts';

/** Fields of a quiz that only make sense for some question types are dropped for the others. */
function quizFields<T extends { questionType?: string; options?: string[]; correctAnswer?: string | null }>(input: T) {
  const { questionType } = input;
  const choice = questionType === 'multiple_choice' || questionType === 'single_choice';
  return {
    ...input,
    options: questionType === undefined || choice ? input.options : [],
    correctAnswer: questionType === 'text' ? null : input.correctAnswer === undefined ? undefined : input.correctAnswer || null,
  };
}

const elementPatchSchema = z
  .object({ timecode: z.number().positive('Timecode must be greater than 0').max(864_000).optional(), pauseVideo: z.boolean().optional() })
  .refine((p) => p.timecode !== undefined || p.pauseVideo !== undefined, 'Nothing to update');

const interactiveRoutes: FastifyPluginAsyncZod<{ db: Database; responseEvents?: ResponseEvents }> = async (app, { db, responseEvents }) => {
  async function requireVideo(id: number) {
    const video = await findVideo(db, id);
    if (!video) throw notFound('Video');
    return video;
  }

  app.get('/api/videos/:id/quizzes', { schema: { params: idParams, response: { 200: z.array(quizSchema) } } }, async (request) => {
    await requireVideo(request.params.id);
    const quizzes = await listQuizzes(db, request.params.id);
    // The server judges answers, so viewers never receive the correct answer in advance.
    return request.user?.role === 'admin' ? quizzes : quizzes.map((quiz) => ({ ...quiz, correctAnswer: null }));
  });

  app.get('/api/videos/:id/surveys', { schema: { params: idParams, response: { 200: z.array(surveySchema) } } }, async (request) => {
    await requireVideo(request.params.id);
    return listSurveys(db, request.params.id);
  });

  app.get(
    '/api/videos/:id/interactive-elements',
    { schema: { params: idParams, response: { 200: z.array(interactiveElementSchema) } } },
    async (request) => {
      await requireVideo(request.params.id);
      return listInteractiveElements(db, request.params.id);
    },
  );

  app.post(
    '/api/videos/:id/quizzes',
    { onRequest: requireAdmin, schema: { params: idParams, body: quizInputSchema, response: { 201: quizSchema } } },
    async (request, reply) => {
      await requireVideo(request.params.id);
      const { videoId, pauseVideo, ...fields } = request.body;
      if (videoId !== undefined && videoId !== request.params.id) throw badRequest('videoId does not match the video in the path');
      const quiz = await insertQuiz(db, request.params.id, quizFields(fields), pauseVideo);
      return reply.code(201).send(quiz);
    },
  );

  app.put(
    '/api/quizzes/:id',
    { onRequest: requireAdmin, schema: { params: idParams, body: quizUpdateSchema, response: { 200: quizSchema } } },
    async (request) => {
      const existing = await findQuiz(db, request.params.id);
      if (!existing) throw notFound('Quiz');
      const { pauseVideo, ...patch } = request.body;
      const fields = quizFields({ ...patch, questionType: patch.questionType ?? existing.questionType });
      const updated = await updateQuiz(db, existing.id, fields, pauseVideo);
      if (!updated) throw notFound('Quiz');
      return updated;
    },
  );

  app.delete('/api/quizzes/:id', { onRequest: requireAdmin, schema: { params: idParams } }, async (request, reply) => {
    if (!(await deleteQuiz(db, request.params.id))) throw notFound('Quiz');
    return reply.code(204).send();
  });

  app.post(
    '/api/videos/:id/surveys',
    { onRequest: requireAdmin, schema: { params: idParams, body: surveyInputSchema, response: { 201: surveySchema } } },
    async (request, reply) => {
      await requireVideo(request.params.id);
      const { videoId, pauseVideo, ...fields } = request.body;
      if (videoId !== undefined && videoId !== request.params.id) throw badRequest('videoId does not match the video in the path');
      assertUniqueQuestionIds(fields.questions);
      return reply.code(201).send(await insertSurvey(db, request.params.id, { ...fields, description: fields.description ?? null }, pauseVideo));
    },
  );

  app.put(
    '/api/surveys/:id',
    { onRequest: requireAdmin, schema: { params: idParams, body: surveyUpdateSchema, response: { 200: surveySchema } } },
    async (request) => {
      const { pauseVideo, ...fields } = request.body;
      if (fields.questions) assertUniqueQuestionIds(fields.questions);
      const updated = await updateSurvey(db, request.params.id, fields, pauseVideo);
      if (!updated) throw notFound('Survey');
      return updated;
    },
  );

  app.delete('/api/surveys/:id', { onRequest: requireAdmin, schema: { params: idParams } }, async (request, reply) => {
    if (!(await deleteSurvey(db, request.params.id))) throw notFound('Survey');
    return reply.code(204).send();
  });

  app.put(
    '/api/interactive-elements/:id',
    { onRequest: requireAdmin, schema: { params: idParams, body: elementPatchSchema, response: { 200: interactiveElementSchema } } },
    async (request) => {
      const element = await updateInteractiveElement(db, request.params.id, request.body);
      if (!element) throw notFound('Interactive element');
      return element;
    },
  );

  app.post(
    '/api/quizzes/:id/responses',
    { schema: { params: idParams, body: quizResponseInputSchema, response: { 201: quizResultSchema } } },
    async (request, reply) => {
      const quiz = await findQuiz(db, request.params.id);
      if (!quiz) throw notFound('Quiz');
      const { answer, isCorrect } = judgeQuizAnswer(quiz, request.body.answer);
      const saved = await insertQuizResponse(db, {
        quizId: quiz.id, answer, isCorrect, responseTime: request.body.responseTime ?? null, sessionId: request.body.sessionId ?? null,
      });
      await responseEvents?.emitCompleted(request, {
        kind: 'quiz', responseId: saved.id, videoId: quiz.videoId, elementId: quiz.id, sessionId: request.body.sessionId,
        metadata: { answer: Array.isArray(answer) ? answer.join(', ') : String(answer), isCorrect },
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
    { schema: { params: idParams, body: surveyResponseInputSchema, response: { 201: surveyResultSchema } } },
    async (request, reply) => {
      const survey = await findSurvey(db, request.params.id);
      if (!survey) throw notFound('Survey');
      const responses = checkSurveyResponses(survey, request.body.responses);
      const saved = await insertSurveyResponse(db, {
        surveyId: survey.id,
        responses,
        completionTime: request.body.completionTime ?? null,
        // An anonymous survey keeps no link to the viewer's playback session.
        sessionId: survey.isAnonymous ? null : request.body.sessionId ?? null,
      });
      // The event names the session (for the completion rate), never the answers.
      await responseEvents?.emitCompleted(request, {
        kind: 'survey', responseId: saved.id, videoId: survey.videoId, elementId: survey.id, sessionId: request.body.sessionId, metadata: {},
      });
      return reply.code(201).send({ id: saved.id, message: 'Survey Completed' });
    },
  );
};

function assertUniqueQuestionIds(questions: { id: string }[]): void {
  if (new Set(questions.map((q) => q.id)).size !== questions.length) throw badRequest('Question ids must be unique');
}

export default interactiveRoutes;
