// The real process, as `npm start` runs it: empty DATA_DIR → seeded and healthy; a restart
// keeps what was written and does not seed again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startRealServer,
  stopRealServer,
  type RealServer,
} from './support/real-server.ts';

const admin = { email: 'owner@example.test', password: 'owner-password-1' };

const startServer = (dataDir: string, port: number, owner = admin) =>
  startRealServer({
    dataDir,
    port,
    env: { ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password },
  });

describe('npm start on an empty DATA_DIR', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumen-start-'));
  const servers: RealServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map(stopRealServer));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'is healthy with seeded content within 60 s, a restart keeps the data, a new ADMIN_EMAIL demotes the old admin',
    { timeout: 220_000 },
    async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const first = await startServer(dataDir, port);
      servers.push(first);
      const videos = await (await fetch(`${base}/api/videos`)).json();
      expect(videos).toHaveLength(12);

      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const created = await fetch(`${base}/api/videos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: base },
        body: JSON.stringify({
          title: 'Survives a restart',
          sourceUrl: '/media/seed/colour-bars.mp4',
        }),
      });
      expect(created.status).toBe(201);
      await stopRealServer(first);

      const second = await startServer(dataDir, port);
      servers.push(second);
      const after = await (await fetch(`${base}/api/videos`)).json();
      expect(after).toHaveLength(13);
      expect(after.map((v: { title: string }) => v.title)).toContain('Survives a restart');
      const me = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
      expect(me.status).toBe(200); // sessions live in the database, not in memory
      await stopRealServer(second);

      // A new ADMIN_EMAIL: the previous admin is demoted, logged out, and the log says so.
      const successor = { email: 'successor@example.test', password: 'successor-password-1' };
      const third = await startServer(dataDir, port, successor);
      servers.push(third);
      expect((await fetch(`${base}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
      expect(third.output()).toContain('admin demoted to viewer');
      expect(third.output()).toContain(admin.email);
    },
  );
});
