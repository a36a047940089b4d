// A server of the admin browser tests' own, with a fresh demo database and an admin. The
// admin tests change content (featured videos, collections, category thumbnails), so they
// do not share the viewer tests' server.
import { startServer, type RunningServer } from '../support/server';

export interface AdminServer extends RunningServer {
  credentials: { email: string; password: string };
}

export async function startAdminServer(
  credentials: { email: string; password: string },
  env?: Record<string, string>,
): Promise<AdminServer> {
  return { ...(await startServer({ seed: 'demo', admin: credentials, env })), credentials };
}
