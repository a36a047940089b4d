// Real Redis for the tests (TEST_REDIS_URL): each test file gets a key prefix of its own and
// removes its keys afterwards. Unset: one loud line, and under CI a failure instead of a skip.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const redisUrl = process.env.TEST_REDIS_URL;

if (!redisUrl) {
  if (process.env.CI)
    throw new Error(
      'TEST_REDIS_URL must be set under CI: refusing to skip the Redis driver tests.',
    );
  console.warn(
    '\n!!! TEST_REDIS_URL is not set: the Redis driver tests are SKIPPED (set it to run them).\n',
  );
}

export function testPrefix(): string {
  return `lumen-test:${Date.now()}:${randomBytes(4).toString('hex')}:`;
}

export async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      keys.push(...batch);
    } while (cursor !== '0');
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** `url` with a client name of the caller's own, so CLIENT LIST can pick out its connections. */
export function withConnectionName(url: string, name: string): string {
  const named = new URL(url);
  named.searchParams.set('connectionName', name);
  return named.toString();
}

/** Whether a connection named `name` is blocked in XREADGROUP, i.e. a read waits for entries. */
export async function isBlockedInRead(url: string, name: string): Promise<boolean> {
  const redis = new Redis(url);
  try {
    const clients = (await redis.client('LIST')) as string;
    return clients.split('\n').some((line) => {
      const fields = new Map(
        line.split(' ').map((field) => {
          const at = field.indexOf('=');
          return [field.slice(0, at), field.slice(at + 1)] as const;
        }),
      );
      return (
        fields.get('name') === name &&
        fields.get('cmd') === 'xreadgroup' &&
        (fields.get('flags') ?? '').includes('b')
      );
    });
  } finally {
    redis.disconnect();
  }
}
