import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportStoreErrors } from '../src/store-error-log.ts';

describe('a store error log', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('logs the first error of an outage, then one line per interval saying how many it left out, and the return', () => {
    const lines: unknown[] = [];
    const errors = reportStoreErrors('redis', (level, message, data) =>
      lines.push({ level, message, data }),
    );
    const refused = new Error('connect ECONNREFUSED 127.0.0.1:6379');
    errors.ready(); // the first connection: nothing to report
    for (let second = 0; second < 25; second++) {
      errors.error(refused);
      errors.error(refused);
      vi.advanceTimersByTime(1000);
    }
    errors.ready();
    errors.ready();
    expect(lines).toEqual([
      { level: 'warn', message: 'redis: error', data: { error: refused.message } },
      {
        level: 'warn',
        message: 'redis: error',
        data: { error: refused.message, errorsNotLogged: 19 },
      },
      {
        level: 'warn',
        message: 'redis: error',
        data: { error: refused.message, errorsNotLogged: 19 },
      },
      { level: 'info', message: 'redis: connected again', data: { errorsNotLogged: 9 } },
    ]);
  });
});
