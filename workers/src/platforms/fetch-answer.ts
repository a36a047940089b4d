// Reading an outbound answer as JSON or text, with the answer's shape checked by zod so a
// changed or broken platform answer is a clear reason, never an undefined deep in the code.
import type { z } from 'zod';
import type { OutboundClient, HostPolicy } from '../outbound/outbound-client.ts';

export class UnexpectedAnswerError extends Error {}

export async function fetchText(
  client: OutboundClient,
  url: string,
  policy: HostPolicy = 'platform',
): Promise<string> {
  const response = await client.get(url, { policy });
  return response.body.toString('utf8');
}

export async function fetchJson<Schema extends z.ZodType>(
  client: OutboundClient,
  url: string,
  schema: Schema,
): Promise<z.output<Schema>> {
  const text = await fetchText(client, url);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UnexpectedAnswerError(`${new URL(url).host} did not answer JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new UnexpectedAnswerError(`unexpected answer from ${new URL(url).host}`);
  }
  return parsed.data;
}
