// A video's quizzes: listed for viewers (without the correct answers), managed by admins.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isChoiceQuestion, quizInputSchema, quizSchema, quizUpdateSchema } from '@lumen/contract';
import {
  deleteQuiz,
  findQuiz,
  insertQuiz,
  listQuizzes,
  updateQuiz,
  type Database,
} from '@lumen/db';
import { requireAdmin } from '../plugins/auth.ts';
import { badRequest, notFound } from '../plugins/errors.ts';
import { idParams, noContent } from './params.ts';
import { createRequireVideo } from './require-video.ts';

/** Fields of a quiz that only make sense for some question types are dropped for the others. */
function quizFields<
  T extends { questionType?: string; options?: string[]; correctAnswer?: string | null },
>(input: T) {
  const { questionType } = input;
  return {
    ...input,
    options: questionType === undefined || isChoiceQuestion(questionType) ? input.options : [],
    correctAnswer:
      questionType === 'text'
        ? null
        : input.correctAnswer === undefined
          ? undefined
          : input.correctAnswer || null,
  };
}

const quizRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const requireVideo = createRequireVideo(db);

  app.get(
    '/api/videos/:id/quizzes',
    { schema: { params: idParams, response: { 200: z.array(quizSchema) } } },
    async (request) => {
      await requireVideo(request.params.id, request.user);
      const quizzes = await listQuizzes(db, request.params.id);
      // The server judges answers, so viewers never receive the correct answer in advance.
      return request.user?.role === 'admin'
        ? quizzes
        : quizzes.map((quiz) => ({ ...quiz, correctAnswer: null }));
    },
  );

  app.post(
    '/api/videos/:id/quizzes',
    {
      onRequest: requireAdmin,
      schema: { params: idParams, body: quizInputSchema, response: { 201: quizSchema } },
    },
    async (request, reply) => {
      await requireVideo(request.params.id, request.user);
      const { videoId, pauseVideo, ...fields } = request.body;
      if (videoId !== undefined && videoId !== request.params.id)
        throw badRequest('videoId does not match the video in the path');
      const quiz = await insertQuiz(db, request.params.id, quizFields(fields), pauseVideo);
      return reply.code(201).send(quiz);
    },
  );

  app.put(
    '/api/quizzes/:id',
    {
      onRequest: requireAdmin,
      schema: { params: idParams, body: quizUpdateSchema, response: { 200: quizSchema } },
    },
    async (request) => {
      const existing = await findQuiz(db, request.params.id);
      if (!existing) throw notFound('Quiz');
      const { pauseVideo, ...patch } = request.body;
      const fields = quizFields({
        ...patch,
        questionType: patch.questionType ?? existing.questionType,
      });
      const updated = await updateQuiz(db, existing.id, fields, pauseVideo);
      if (!updated) throw notFound('Quiz');
      return updated;
    },
  );

  app.delete(
    '/api/quizzes/:id',
    { onRequest: requireAdmin, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      if (!(await deleteQuiz(db, request.params.id))) throw notFound('Quiz');
      return reply.code(204).send();
    },
  );
};

export default quizRoutes;
