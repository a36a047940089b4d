// Every error leaves as JSON { message } with the right status; never a stack trace, and
// never a 500 for input the client got wrong.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { loggedUrl } from '../services/request-log.ts';

export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const badRequest = (message: string) => new HttpError(400, message);

// zod's own messages name no field; ours (from the spec) are complete sentences.
const GENERIC_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected)/;

function validationMessage(error: {
  validation: { instancePath: string; message?: string }[];
  validationContext?: string;
}): string {
  const first = error.validation[0];
  const path = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
  const message = first?.message ?? 'Invalid request';
  if (!GENERIC_MESSAGE.test(message)) return message;
  const where = path || error.validationContext || 'request';
  return `${where}: ${message}`;
}

/** Postgres integrity errors caused by the request's data (a missing referenced row, a duplicate). */
function integrityError(error: unknown): HttpError | null {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).cause?.code ??
    (error as { code?: unknown }).code;
  if (code === '23503') return new HttpError(400, 'A referenced item does not exist');
  if (code === '23505') return new HttpError(409, 'That item already exists');
  if (code === '22P02' || code === '22003')
    return new HttpError(400, 'A value is out of range or malformed');
  return null;
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'Malformed URL: bad percent-encoding',
  FST_ERR_MAX_PARAM_LENGTH: 'A URL parameter is too long',
};

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs (a path
 * with bad percent-encoding, an overlong parameter) leaves in our { message } shape too.
 */
export function replyToFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send({ message: FRAMEWORK_MESSAGES[error.code] ?? 'Malformed request' });
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: validationMessage(error) });
    }
    const integrity = integrityError(error);
    if (integrity) return reply.code(integrity.statusCode).send({ message: integrity.message });
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response did not match its schema',
      );
      return reply.code(500).send({ message: 'Internal Server Error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON (400), body too large (413), bad media type (415)…
      return reply
        .code(status)
        .send({ message: status === 413 ? 'Request body is too large' : error.message });
    }
    request.log.error(
      { err: error, method: request.method, url: loggedUrl(request) },
      'unhandled error',
    );
    return reply.code(500).send({ message: 'Internal Server Error' });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
