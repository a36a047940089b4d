// Reads parts of a remote file with HTTP range requests through the guarded client, counting
// what it fetched, so a header parser never downloads the whole file.
import type { OutboundClient } from '../outbound/outbound-client.ts';
import { OutboundTooLargeError } from '../outbound/outbound-errors.ts';
import { UnexpectedAnswerError } from './fetch-answer.ts';

const NO_RANGES = 'the file server does not answer range requests';

export interface RangeReader {
  /** Bytes [start, start + length) (fewer at the end of the file). */
  read(start: number, length: number): Promise<Buffer>;
  /** The file's size, known after the first read (from Content-Range). */
  size(): number | undefined;
}

/** Most bytes a header read may fetch in all; past it the parser gives up. */
export const HEADER_READ_BUDGET = 4 * 1024 * 1024;

export function createRangeReader(client: OutboundClient, url: string): RangeReader {
  let total: number | undefined;
  let fetched = 0;
  return {
    async read(start, length) {
      if (total !== undefined && start >= total) return Buffer.alloc(0);
      if (fetched + length > HEADER_READ_BUDGET) {
        throw new UnexpectedAnswerError('the file header is larger than the read budget');
      }
      const response = await client
        .get(url, {
          policy: 'any-public',
          range: { start, end: start + length - 1 },
          maxBytes: length,
        })
        .catch((error: unknown) => {
          // More than the range asked for: the server sends the whole file instead.
          throw error instanceof OutboundTooLargeError
            ? new UnexpectedAnswerError(NO_RANGES)
            : error;
        });
      if (response.status !== 206) throw new UnexpectedAnswerError(NO_RANGES);
      const contentRange = response.headers['content-range'] ?? '';
      const size = Number(contentRange.split('/')[1]);
      if (Number.isSafeInteger(size)) total = size;
      fetched += response.body.length;
      return response.body;
    },
    size: () => total,
  };
}
