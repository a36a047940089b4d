import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config-parsing.ts';
import { loadWorkerConfig } from '../src/worker-config.ts';

describe('worker configuration', () => {
  it('reads the queue, the event store and the pipeline knobs', () => {
    expect(
      loadWorkerConfig({
        REDIS_URL: ' redis://127.0.0.1:6379/0 ',
        CLICKHOUSE_URL: 'http://127.0.0.1:8123',
        EVENT_BATCH_SIZE: '500',
        RUN_WORKERS: 'yes',
      }),
    ).toMatchObject({
      REDIS_URL: 'redis://127.0.0.1:6379/0',
      CLICKHOUSE_URL: 'http://127.0.0.1:8123',
      LOG_LEVEL: 'info',
      EVENT_BATCH_SIZE: 500,
      RUN_WORKERS: true,
    });
  });

  it('reads the log format; unset or empty, the process picks it from its stdout', () => {
    const env = { REDIS_URL: 'redis://r', CLICKHOUSE_URL: 'http://c' };
    expect(loadWorkerConfig({ ...env, LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
    expect(loadWorkerConfig({ ...env, LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(loadWorkerConfig({ ...env, LOG_FORMAT: '' }).LOG_FORMAT).toBeUndefined();
    expect(loadWorkerConfig(env).LOG_FORMAT).toBeUndefined();
  });

  it('runs jobs only with a content store (DATABASE_URL)', () => {
    const config = loadWorkerConfig({ REDIS_URL: 'redis://r', DATABASE_URL: 'postgres://p/db' });
    expect(config.DATABASE_URL).toBe('postgres://p/db');
    expect(config.CLICKHOUSE_URL).toBeUndefined();
  });

  it.each([
    [{ CLICKHOUSE_URL: 'http://c' }, 'REDIS_URL'],
    [{ REDIS_URL: 'http://r', CLICKHOUSE_URL: 'http://c' }, 'REDIS_URL'],
    [{ REDIS_URL: 'redis://r' }, 'CLICKHOUSE_URL'],
    [{ REDIS_URL: 'redis://r', DATABASE_URL: 'mysql://db' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'redis://r', CLICKHOUSE_URL: 'http://c', CHDB_DIR: '/tmp/ch' }, 'CLICKHOUSE_URL'],
    [{ REDIS_URL: 'redis://r', CLICKHOUSE_URL: 'http://c', LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ REDIS_URL: 'redis://r', CLICKHOUSE_URL: 'http://c', RUN_WORKERS: 'maybe' }, 'RUN_WORKERS'],
    [{ REDIS_URL: 'redis://r', CLICKHOUSE_URL: 'http://c', LOG_FORMAT: 'xml' }, 'LOG_FORMAT'],
  ])('refuses %o with a message naming %s', (env, variable) => {
    expect(() => loadWorkerConfig(env)).toThrow(ConfigError);
    expect(() => loadWorkerConfig(env)).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${variable}: `),
    );
  });
});
