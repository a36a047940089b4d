// Video uploads (admin): a plain multipart POST /api/media for scripts and small files, and the
// tus 1.0 resumable protocol at /api/media/tus for the admin form; both answer 201
// { id, sourceUrl, status }. The transcode's state, cancel and retry, and the files themselves
// (original, HLS, poster, storyboard) served to whoever may watch the video they belong to.
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Server as TusServer, type ServerOptions } from '@tus/server';
import { FileStore } from '@tus/file-store';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import {
  MEDIA_PATH,
  SERVED_MEDIA_FILE,
  mediaAssetSchema,
  mediaCapabilitiesSchema,
  mediaUploadResultSchema,
} from '@lumen/contract';
import {
  findMediaAsset,
  mediaAccess,
  requestMediaCancel,
  resetMediaForRetry,
  type Database,
} from '@lumen/db';
import { TRANSCODING_UNAVAILABLE } from '@lumen/workers';
import { requireAdmin } from '../plugins/auth.ts';
import { errorResponses } from '../plugins/error-responses.ts';
import { HttpError, badRequest, notFound } from '../plugins/errors.ts';
import type { MediaLibrary } from '../services/media-library.ts';
import { noContent } from './params.ts';

interface Options {
  db: Database;
  library: MediaLibrary;
}

const mediaParams = z.object({ id: z.uuid('Unknown media id') });
const fileParams = mediaParams.extend({ '*': z.string().max(100) });
/** A file's bytes, sent as they are stored (never serialized). */
const fileBytes = z.string().describe('The file, with its own content type');

/** The content types of the files an asset serves (SERVED_MEDIA_FILE). */
const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  jpg: 'image/jpeg',
  vtt: 'text/vtt; charset=utf-8',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  ogv: 'video/ogg',
  avi: 'video/x-msvideo',
};
/** Playlists and the thumbnails track are small and change on a retry: always revalidated. */
const REVALIDATED = new Set(['m3u8', 'vtt']);
const MEDIA_MAX_AGE = 86_400;
/** Who may see an asset, remembered this long (a visibility change shows within it). */
const ACCESS_TTL_MS = 2000;
/** An unfinished tus upload nobody resumed for this long is removed. */
const TUS_EXPIRY_MS = 24 * 3600_000;

const sizeText = (bytes: number) =>
  bytes >= 1024 ** 3
    ? `${+(bytes / 1024 ** 3).toFixed(2)} GiB`
    : `${Math.ceil(bytes / 1024 ** 2)} MiB`;

/** A `Range: bytes=…` header against a file's size: the span, 'unsatisfiable', or null (whole file). */
function parseRange(header: string | undefined, size: number) {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [start, end] =
    match[1] === ''
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start > end || start >= size ? ('unsatisfiable' as const) : { start, end };
}

/** An answer a tus hook gives by throwing: @tus/server sends its status_code and body. */
class TusAnswer extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body);
  }
}

const mediaRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, library }) => {
  await mkdir(library.incomingDir, { recursive: true });
  await app.register(multipart, {
    limits: { fileSize: library.maxBytes, files: 1, fields: 5, fieldSize: 1024 },
  });
  const tooLarge = () =>
    new HttpError(413, `The file is larger than ${sizeText(library.maxBytes)}`);

  app.get(
    `${MEDIA_PATH}/capabilities`,
    { onRequest: requireAdmin, schema: { response: { 200: mediaCapabilitiesSchema } } },
    async () => {
      const transcoding = (await library.tools()) !== null;
      return {
        maxBytes: library.maxBytes,
        transcoding,
        hint: transcoding ? null : TRANSCODING_UNAVAILABLE,
      };
    },
  );

  app.post(
    MEDIA_PATH,
    {
      onRequest: requireAdmin,
      schema: {
        description: 'Upload a video file as multipart/form-data (field "file").',
        response: { 201: mediaUploadResultSchema, ...errorResponses(400, 413, 415) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new HttpError(415, 'Send the video as multipart/form-data with a "file" field');
      let result: z.infer<typeof mediaUploadResultSchema> | null = null;
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'file' || result)
          throw badRequest('Send one video, in the "file" field');
        const temp = join(library.incomingDir, `upload-${randomUUID()}`);
        try {
          await pipeline(part.file, createWriteStream(temp, { flags: 'wx' }));
          if (part.file.truncated) throw tooLarge();
          if (part.file.bytesRead === 0) throw badRequest('The file is empty');
        } catch (error) {
          await rm(temp, { force: true });
          throw error;
        }
        result = await library.accept(temp, part.filename);
      }
      if (!result) throw badRequest('No file was uploaded');
      return reply.code(201).send(result);
    },
  );

  registerTus();

  app.get(
    `${MEDIA_PATH}/:id`,
    {
      onRequest: requireAdmin,
      schema: { params: mediaParams, response: { 200: mediaAssetSchema, ...errorResponses(404) } },
    },
    async (request) => {
      const asset = await findMediaAsset(db, request.params.id);
      if (!asset) throw notFound('Upload');
      return asset;
    },
  );

  app.post(
    `${MEDIA_PATH}/:id/cancel`,
    {
      onRequest: requireAdmin,
      schema: {
        description: 'Stops a waiting or running transcode; the original stays playable.',
        params: mediaParams,
        response: { 200: mediaAssetSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findMediaAsset(db, id))) throw notFound('Upload');
      if (!(await requestMediaCancel(db, id)))
        throw new HttpError(409, 'Only a transcode in progress can be cancelled');
      return (await findMediaAsset(db, id))!;
    },
  );

  app.post(
    `${MEDIA_PATH}/:id/retry`,
    {
      onRequest: requireAdmin,
      schema: {
        description: 'Transcodes a failed or cancelled upload again.',
        params: mediaParams,
        response: { 200: mediaAssetSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findMediaAsset(db, id))) throw notFound('Upload');
      if (!(await library.tools())) throw new HttpError(409, TRANSCODING_UNAVAILABLE);
      if (!(await resetMediaForRetry(db, id)))
        throw new HttpError(409, 'Only a failed transcode can be retried');
      await library.enqueue(id);
      return (await findMediaAsset(db, id))!;
    },
  );

  app.delete(
    `${MEDIA_PATH}/:id`,
    {
      onRequest: requireAdmin,
      schema: {
        description:
          'Deletes an upload no video was saved with (a video takes its upload with it).',
        params: mediaParams,
        response: { 204: noContent, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const asset = await findMediaAsset(db, request.params.id);
      if (!asset) throw notFound('Upload');
      if (asset.videoId !== null)
        throw new HttpError(409, 'This upload is a video’s source: delete the video instead');
      await library.remove([asset.id]);
      return reply.code(204).send();
    },
  );

  const access = new LRUCache<string, Awaited<ReturnType<typeof mediaAccess>>>({
    max: 10_000,
    ttl: ACCESS_TTL_MS,
  });

  app.get(
    `${MEDIA_PATH}/:id/*`,
    {
      schema: {
        description:
          'A file of an upload: original.<ext>, hls/master.m3u8 and its playlists and segments, poster.jpg, storyboard.jpg and storyboard.vtt. Only for videos the caller may watch.',
        params: fileParams,
        response: {
          200: fileBytes,
          206: fileBytes.describe('The bytes of the Range asked for'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const { id, '*': file } = request.params;
      if (!SERVED_MEDIA_FILE.test(file)) throw notFound('File');
      let allowed = access.get(id);
      if (!allowed) {
        allowed = await mediaAccess(db, id);
        access.set(id, allowed);
      }
      const admin = request.user?.role === 'admin';
      if (!allowed.exists || !(admin || allowed.watchable)) throw notFound('File');
      const stored = await library.storage.stat(id, file);
      if (!stored) throw notFound('File');
      return sendFile(request, reply, { id, file, ...stored, public: allowed.public });
    },
  );

  async function sendFile(
    request: FastifyRequest,
    reply: FastifyReply,
    file: { id: string; file: string; size: number; modifiedAt: Date; public: boolean },
  ) {
    const extension = file.file.split('.').pop()!;
    const etag = `"${file.size.toString(36)}-${file.modifiedAt.getTime().toString(36)}"`;
    const scope = file.public ? 'public' : 'private';
    reply
      .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
      .header(
        'cache-control',
        REVALIDATED.has(extension) ? `${scope}, no-cache` : `${scope}, max-age=${MEDIA_MAX_AGE}`,
      )
      .header('etag', etag)
      .header('last-modified', file.modifiedAt.toUTCString())
      .header('accept-ranges', 'bytes');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const range = parseRange(request.headers.range, file.size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${file.size}`).send();
    }
    if (range) {
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', range.end - range.start + 1);
      return reply.send(library.storage.read(file.id, file.file, range));
    }
    reply.header('content-length', file.size);
    return reply.send(library.storage.read(file.id, file.file));
  }

  /**
   * tus 1.0 (creation, termination, expiration) at /api/media/tus: the partial upload lives in
   * the incoming folder until its last byte, then goes through the same check as a multipart
   * upload; the last PATCH answers 201 with the upload's JSON.
   */
  function registerTus() {
    const tusDir = join(library.incomingDir, 'tus');
    const store = new FileStore({
      directory: tusDir,
      expirationPeriodInMilliseconds: TUS_EXPIRY_MS,
    });
    const removePartial = (uploadId: string) =>
      Promise.all([
        rm(join(tusDir, uploadId), { force: true }),
        rm(join(tusDir, `${uploadId}.json`), { force: true }),
      ]);
    const onUploadFinish: ServerOptions['onUploadFinish'] = async (_req, upload) => {
      const name = upload.metadata?.filename ?? null;
      try {
        const result = await library.accept(join(tusDir, upload.id), name);
        return {
          status_code: 201,
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify(result),
        };
      } catch (error) {
        if (error instanceof HttpError)
          throw new TusAnswer(error.statusCode, JSON.stringify({ message: error.message }));
        throw error;
      } finally {
        await removePartial(upload.id);
      }
    };
    const tus = new TusServer({
      path: `${MEDIA_PATH}/tus`,
      datastore: store,
      maxSize: library.maxBytes,
      relativeLocation: true,
      namingFunction: () => randomUUID(),
      onUploadFinish,
      onResponseError: (_req, error) => {
        // The size limit in our words; the rest as tus says it.
        if ('status_code' in error && error.status_code === 413)
          return { status_code: 413, body: JSON.stringify({ message: tooLarge().message }) };
        return undefined;
      },
    });
    const sweep = () => {
      tus.cleanUpExpiredUploads().catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not remove expired tus uploads');
      });
    };
    const timer = setInterval(sweep, 3600_000).unref();
    app.addHook('onClose', async () => clearInterval(timer));

    // The upload's bytes reach tus as they come, from the request itself: never buffered or
    // parsed by Fastify (the body stays unset, so no hook walks a stream as if it were JSON).
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
      done(null),
    );
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const hasBody =
        (request.method === 'PATCH' || request.method === 'POST') &&
        request.headers['content-type'] === 'application/offset+octet-stream';
      const body = hasBody ? request.raw : null;
      const answer = await tus.handleWeb(
        new Request(new URL(request.url, 'http://media.invalid'), {
          method: request.method,
          headers,
          body: body && (Readable.toWeb(body) as ReadableStream),
          duplex: 'half',
        } as RequestInit),
      );
      reply.code(answer.status);
      answer.headers.forEach((value, name) => {
        if (name !== 'content-length') reply.header(name, value);
      });
      return reply.send(Buffer.from(await answer.arrayBuffer()));
    };
    for (const url of [`${MEDIA_PATH}/tus`, `${MEDIA_PATH}/tus/:uploadId`]) {
      app.route({
        method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
        url,
        onRequest: requireAdmin,
        schema: { hide: true },
        handler: handle,
      });
    }
  }
};

export default mediaRoutes;
