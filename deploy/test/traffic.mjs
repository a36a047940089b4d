// The compose smoke test's client: everything it does through the proxy, as a browser or a
// tracking client would. Commands (ORIGIN is the site's public origin):
//   setup <state.json>               log in, create a video, upload its thumbnail; saves the ids
//   send <state.json> <count>        <count> view events in batches, each batch resent until 202
//   load <state.json> <stop file>    a steady stream of batches until <stop file> exists, the
//                                    count so far in <stop file>.sent
//   count <state.json> <expected>    waits (bounded) until the video's total views reach
//                                    <expected>; fails on more, or when they never arrive
//   check <state.json>               the video, its uploaded thumbnail and the session still there
// Every `send` and `load` prints `sent N` (distinct events answered 202) as its last line.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { BROWSER_HEADERS } from '../../contract/src/test-viewer.ts';

const origin = process.env.ORIGIN;
if (!origin) throw new Error('ORIGIN is not set');
const [command, stateFile, arg] = process.argv.slice(2);
const BATCH = 25;
// A 1×1 PNG: the thumbnail uploaded through one replica and served by every one.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const readState = () => JSON.parse(readFileSync(stateFile, 'utf8'));

async function expectStatus(response, status, what) {
  if (response.status !== status) {
    throw new Error(`${what}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
  }
  return response;
}

async function setup() {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
  });
  await expectStatus(login, 200, 'login');
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const form = new FormData();
  form.append('type', 'video-thumbnail');
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'dot.png');
  const upload = await fetch(`${origin}/api/upload`, {
    method: 'POST',
    headers: { cookie, origin },
    body: form,
  });
  const { url: thumbnail } = await (await expectStatus(upload, 201, 'upload')).json();
  const title = `Compose smoke ${randomUUID()}`;
  const created = await fetch(`${origin}/api/videos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin },
    body: JSON.stringify({
      title,
      sourceUrl: 'https://cdn.example.com/compose-smoke.mp4',
      thumbnailUrl: `${origin}${thumbnail}`,
    }),
  });
  const video = await (await expectStatus(created, 201, 'create video')).json();
  writeFileSync(stateFile, JSON.stringify({ cookie, videoId: video.id, title, thumbnail }));
  console.log(`logged in, video ${video.id} created, thumbnail ${thumbnail} uploaded`);
}

/** One batch, resent with the same event ids until answered 202 (a replica or Redis may be away). */
async function sendBatch(videoId, stats) {
  const batch = Array.from({ length: BATCH }, () => ({
    eventId: randomUUID(),
    sessionId: randomUUID(),
    eventType: 'view',
    videoId,
    timestamp: Date.now(),
  }));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const status = await fetch(`${origin}/api/track/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...BROWSER_HEADERS },
      body: JSON.stringify(batch),
    }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
    if (status === 202) {
      stats.sent += BATCH;
      if (stats.progressFile) writeFileSync(stats.progressFile, String(stats.sent));
      return;
    }
    stats.resent += 1;
    stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
    if (Date.now() > deadline) throw new Error(`a batch was refused for 120 s (last: ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function send(keepGoing, { clients, pauseMs, progressFile }) {
  const { videoId } = readState();
  const stats = { reserved: 0, sent: 0, resent: 0, statuses: {}, progressFile };
  const started = Date.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (keepGoing(stats)) {
        await sendBatch(videoId, stats);
        if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `resent batches: ${stats.resent} ${JSON.stringify(stats.statuses)}; ` +
      `${Math.round(stats.sent / seconds)} events/s`,
  );
  console.log(`sent ${stats.sent}`);
}

async function count(expected) {
  const { videoId, cookie } = readState();
  const deadline = Date.now() + 180_000;
  let views = -1;
  while (Date.now() < deadline) {
    const response = await fetch(`${origin}/api/videos/${videoId}/analytics`, {
      headers: { cookie },
    }).catch(() => undefined);
    if (response?.ok) views = (await response.json()).totalViews;
    else await response?.arrayBuffer();
    if (views > expected) throw new Error(`views: ${views}, more than the ${expected} sent`);
    if (views === expected) return void console.log(`views counted: ${views} of ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`views: ${views} after 180 s, expected ${expected}`);
}

async function check() {
  const { videoId, title, thumbnail, cookie } = readState();
  const video = await (
    await expectStatus(await fetch(`${origin}/api/videos/${videoId}`), 200, 'video')
  ).json();
  if (video.title !== title) throw new Error(`video ${videoId} is titled ${video.title}`);
  const served = await expectStatus(await fetch(`${origin}${thumbnail}`), 200, 'thumbnail');
  if (!Buffer.from(await served.arrayBuffer()).equals(PNG)) throw new Error('thumbnail changed');
  await expectStatus(
    await fetch(`${origin}/api/auth/user`, { headers: { cookie } }),
    200,
    'session',
  );
  console.log(`video ${videoId}, its thumbnail and the admin session are there`);
}

if (command === 'setup') await setup();
else if (command === 'send') {
  // Four clients, each taking its next batch from the total, so exactly <count> are sent.
  const take = (stats) => stats.reserved + BATCH <= Number(arg) && (stats.reserved += BATCH) > 0;
  await send(take, { clients: 4 });
} else if (command === 'load') {
  // A steady stream rather than a flood, so the machine still runs the health checks meanwhile.
  await send(() => !existsSync(arg), { clients: 2, pauseMs: 50, progressFile: `${arg}.sent` });
} else if (command === 'count') await count(Number(arg));
else if (command === 'check') await check();
else throw new Error(`unknown command ${command}`);
