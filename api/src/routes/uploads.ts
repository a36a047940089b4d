// Image uploads (category, collection and video thumbnails, the site's logo): checked by their
// bytes, not their name, size-limited, stored under DATA_DIR/uploads and served back from
// /uploads/.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { requireAdmin } from '../plugins/auth.ts';
import { errorResponses } from '../plugins/error-responses.ts';
import { HttpError, badRequest } from '../plugins/errors.ts';

const UPLOAD_TYPES = [
  'category-thumbnail',
  'collection-thumbnail',
  'video-thumbnail',
  'site-logo',
] as const;
const IMAGE_TYPES = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);

const uploadResult = z.object({
  url: z.string(),
  type: z.enum(UPLOAD_TYPES),
  mimeType: z.string(),
  size: z.number().int(),
});

interface Options {
  uploadsDir: string;
  maxBytes: number;
}

const uploadRoutes: FastifyPluginAsyncZod<Options> = async (app, { uploadsDir, maxBytes }) => {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024 },
  });
  await mkdir(uploadsDir, { recursive: true });

  app.post(
    '/api/upload',
    {
      onRequest: requireAdmin,
      schema: { response: { 201: uploadResult, ...errorResponses(400, 413, 415) } },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new HttpError(415, 'Send the image as multipart/form-data with a "file" field');
      let file: Buffer | null = null;
      let type: string | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file')
            throw badRequest('The image must be sent in the "file" field');
          try {
            file = await part.toBuffer();
          } catch (error) {
            if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
              throw new HttpError(
                413,
                `Image is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB`,
              );
            }
            throw error;
          }
        } else if (part.fieldname === 'type') {
          type = String(part.value);
        }
      }
      if (!file || file.length === 0) throw badRequest('No file was uploaded');
      const uploadType = z.enum(UPLOAD_TYPES).safeParse(type ?? 'category-thumbnail');
      if (!uploadType.success) throw badRequest(`type must be one of ${UPLOAD_TYPES.join(', ')}`);
      const detected = await fileTypeFromBuffer(file);
      const extension = detected && IMAGE_TYPES.get(detected.mime);
      if (!detected || !extension)
        throw new HttpError(415, 'Only PNG, JPEG, WebP or GIF images are accepted');

      const name = `${randomUUID()}.${extension}`;
      await writeFile(join(uploadsDir, name), file, { flag: 'wx' });
      return reply.code(201).send({
        url: `/uploads/${name}`,
        type: uploadType.data,
        mimeType: detected.mime,
        size: file.length,
      });
    },
  );
};

export default uploadRoutes;
