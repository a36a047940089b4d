// A video's caption tracks: uploaded as WebVTT or SRT (stored as sanitised WebVTT cues), listed
// and served as text/vtt to whoever may watch the video, edited and deleted by admins.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart, { type Multipart } from '@fastify/multipart';
import { z } from 'zod';
import {
  captionLabel,
  captionLanguage,
  captionTrackSchema,
  captionTrackWithCuesSchema,
  captionUpdateSchema,
  MAX_CAPTION_BYTES,
} from '@lumen/contract';
import {
  CaptionFileError,
  cleanCues,
  deleteCaption,
  findCaption,
  insertCaption,
  listCaptions,
  readCaptionFile,
  updateCaption,
  writeWebVtt,
  type Database,
} from '@lumen/db';
import { requireAdmin } from '../plugins/auth.ts';
import { errorResponses } from '../plugins/error-responses.ts';
import { HttpError, badRequest, notFound } from '../plugins/errors.ts';
import { id, noContent } from './params.ts';
import { createRequireVideo } from './require-video.ts';

interface Options {
  db: Database;
}

const captionParams = z.object({ id, captionId: id });
const webVttFile = {
  description: 'The track as a WebVTT file',
  content: { 'text/vtt': { schema: z.string() } },
};

/** A refused caption file or cue list as the HTTP error the admin sees. */
function captionError(error: unknown): unknown {
  if (!(error instanceof CaptionFileError)) return error;
  return new HttpError(error.reason === 'format' ? 415 : 400, error.message);
}

/** Reads the upload's file and fields; the file is at most MAX_CAPTION_BYTES. */
async function readUpload(parts: AsyncIterableIterator<Multipart>) {
  let file: Buffer | null = null;
  const fields: Record<string, string> = {};
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file')
        throw badRequest('The caption file must be sent in the "file" field');
      try {
        file = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, `Caption file is larger than ${MAX_CAPTION_BYTES / 1024} KB`);
        throw error;
      }
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { file, fields };
}

const uploadFields = z.object({ language: captionLanguage, label: captionLabel.optional() });

/** The label a track gets when the upload names none: its language's English name. */
function languageName(language: string): string {
  return new Intl.DisplayNames(['en'], { type: 'language' }).of(language) ?? language;
}

const captionRoutes: FastifyPluginAsyncZod<Options> = async (app, { db }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_CAPTION_BYTES, files: 1, fields: 5, fieldSize: 1024 },
  });
  const requireVideo = createRequireVideo(db);

  app.get(
    '/api/videos/:id/captions',
    {
      schema: {
        description: "The video's caption tracks, for anyone who may watch it.",
        params: z.object({ id }),
        response: { 200: z.array(captionTrackSchema) },
      },
    },
    async (request) => {
      const video = await requireVideo(request.params.id, request.user);
      return listCaptions(db, video.id);
    },
  );

  app.post(
    '/api/videos/:id/captions',
    {
      onRequest: requireAdmin,
      schema: {
        description:
          'multipart/form-data: file (WebVTT or SRT, converted to WebVTT and sanitised), language (BCP 47), label (optional).',
        params: z.object({ id }),
        response: { 201: captionTrackSchema, ...errorResponses(413, 415) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new HttpError(
          415,
          'Send the caption file as multipart/form-data with a "file" field',
        );
      const { file, fields } = await readUpload(request.parts());
      const video = await requireVideo(request.params.id, request.user);
      const parsed = uploadFields.safeParse(fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
      if (!file || file.length === 0) throw badRequest('No caption file was uploaded');
      const cues = await readCaptionFile(file).catch((error: unknown) => {
        throw captionError(error);
      });
      const { language, label = languageName(language) } = parsed.data;
      const track = await insertCaption(db, video.id, { language, label, cues });
      return reply.code(201).send(track);
    },
  );

  app.get(
    '/api/videos/:id/captions/:captionId',
    {
      schema: {
        description: 'One track with its cues (the editor reads these).',
        params: captionParams,
        response: { 200: captionTrackWithCuesSchema },
      },
    },
    async (request) => {
      const video = await requireVideo(request.params.id, request.user);
      const track = await findCaption(db, video.id, request.params.captionId);
      if (!track) throw notFound('Caption track');
      return track;
    },
  );

  app.get(
    '/api/videos/:id/captions/:captionId.vtt',
    { schema: { params: captionParams, response: { 200: webVttFile } } },
    async (request, reply) => {
      const video = await requireVideo(request.params.id, request.user);
      const track = await findCaption(db, video.id, request.params.captionId);
      if (!track) throw notFound('Caption track');
      return reply
        .type('text/vtt; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(writeWebVtt(track.cues));
    },
  );

  app.put(
    '/api/videos/:id/captions/:captionId',
    {
      onRequest: requireAdmin,
      schema: {
        description:
          "Replaces the track's cues (sanitised as an upload's are); language and label optional.",
        params: captionParams,
        body: captionUpdateSchema,
        response: { 200: captionTrackWithCuesSchema },
      },
    },
    async (request) => {
      const { cues, ...names } = request.body;
      let clean;
      try {
        clean = cleanCues(cues);
      } catch (error) {
        throw captionError(error);
      }
      const track = await updateCaption(db, request.params.id, request.params.captionId, {
        ...names,
        cues: clean,
      });
      if (!track) throw notFound('Caption track');
      return track;
    },
  );

  app.delete(
    '/api/videos/:id/captions/:captionId',
    {
      onRequest: requireAdmin,
      schema: { params: captionParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      if (!(await deleteCaption(db, request.params.id, request.params.captionId)))
        throw notFound('Caption track');
      return reply.code(204).send();
    },
  );
};

export default captionRoutes;
