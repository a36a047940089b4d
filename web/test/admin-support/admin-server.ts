// A server of the admin browser tests' own, with a fresh demo database and an admin. The
// admin tests change content (featured videos, collections, category thumbnails), so they
// do not share the viewer tests' server.
import { inject } from 'vitest';
import { startServer, type RunningServer } from '../support/server';

export interface AdminServer extends RunningServer {
  credentials: { email: string; password: string };
}

/**
 * Started from the run's demo template (migrated and seeded once), unless the test asks for
 * generated viewing sessions (`DEMO_SESSIONS`), which only a first seed sends.
 */
export async function startAdminServer(
  credentials: { email: string; password: string },
  env?: Record<string, string>,
): Promise<AdminServer> {
  const template = Number(env?.DEMO_SESSIONS ?? 0) > 0 ? undefined : inject('demoTemplate');
  return {
    ...(await startServer({ seed: 'demo', admin: credentials, env, template })),
    credentials,
  };
}
