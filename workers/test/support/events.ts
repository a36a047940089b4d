import { randomUUID } from 'node:crypto';
import { formatEventRow } from '@lumen/clickhouse';

/** `count` distinct view events of one video, as event rows. */
export function viewRows(videoId: number, count: number): string[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) =>
    formatEventRow({
      eventId: randomUUID(),
      eventType: 'view',
      videoId,
      sessionId: `s-${i}`,
      visitorId: null,
      elementId: null,
      timecode: null,
      duration: null,
      metadata: {},
      timestamp: now,
      receivedAt: now,
      userAgentFamily: 'Chrome',
      referrerHost: '',
      surface: 'site',
    }),
  );
}

export async function enqueueInEntries(
  queue: { enqueue(rows: string, count: number): Promise<void> },
  rows: string[],
  perEntry: number,
) {
  for (let i = 0; i < rows.length; i += perEntry) {
    const chunk = rows.slice(i, i + perEntry);
    await queue.enqueue(chunk.join('\n'), chunk.length);
  }
}

export async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs = 20_000,
  stepMs = 50,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
