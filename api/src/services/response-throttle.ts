// Quiz and survey responses and poll votes are anonymous writes: each is a row or an event.
// One address may send RESPONSE_RATE_LIMIT_PER_MINUTE of them a minute (all kinds together),
// then 429 with Retry-After, refused before the body is even parsed.
import type { FastifyRequest } from 'fastify';
import { answersWith } from '../plugins/error-responses.ts';
import { HttpError } from '../plugins/errors.ts';
import type { RateLimiter } from './rate-limiter.ts';

export type ResponseThrottle = (request: FastifyRequest) => Promise<void>;

/** A route onRequest hook charging one response to the request's address. */
export function createResponseThrottle(limiter: RateLimiter): ResponseThrottle {
  return answersWith([429], async function throttleResponses(request: FastifyRequest) {
    const wait = await limiter.take(request.ip, 1);
    if (wait > 0)
      throw new HttpError(429, 'Too many responses from this address; try again shortly', {
        'retry-after': String(wait),
      });
  });
}
