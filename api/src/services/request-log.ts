// One log line per request, written when the answer has gone out, instead of Fastify's two (one
// on arrival, one on completion): method, URL, status and time together, under the request id
// (`reqId`) every other line logged for the request carries too. The ingest's logger is at
// `warn` (routes/track.ts), so ingest calls write no line. The URL is logged without its query
// string: a query can carry what a visitor typed (a search) or a token.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request's URL without its query string, as every log line names it. */
export const loggedUrl = (request: FastifyRequest): string => request.url.split('?', 1)[0]!;

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: loggedUrl(request),
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
