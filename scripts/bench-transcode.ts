// Transcoding and media serving, on this machine:
// 1. A 60 s 1080p source (a generated test pattern with a tone) transcoded to the whole ladder,
//    storyboard and poster by the transcode job's own code: wall time as a multiple of real time.
// 2. HLS segments served by the real server (`npm start`: visibility check, headers) against
//    @fastify/static serving the same files bare: requests per second, and the ratio.
// Usage: npm run bench:transcode [-- --seconds 60 --duration 5 --connections 10]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { planLadder } from '../workers/src/media/ladder.ts';
import { locateMediaTools } from '../workers/src/media/media-tools.ts';
import { probeMedia } from '../workers/src/media/probe-media.ts';
import {
  planStoryboard,
  transcodeLadder,
  writePoster,
  writeStoryboardVtt,
} from '../workers/src/media/transcode.ts';
import { fmt, runCannon, startBareServer, startServer } from './bench-support.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
});
const seconds = Number(values.seconds);
/** Turns each server gets in the serving comparison. */
const ROUNDS = 3;
const ADMIN = { email: 'bench@lumen.test', password: 'bench-password-1' };

function makeSource(file: string, size: string, length: number) {
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${size}:rate=30`,
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=48000',
    '-t',
    String(length),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '18',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
}

/** CPU seconds (user + system) of this process's finished children, from /proc (Linux). */
function childCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // cutime and cstime: fields 16 and 17 of stat, in clock ticks (100 per second).
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

async function benchTranscode(dir: string) {
  const tools = await locateMediaTools(process.env.PATH);
  if (!tools) throw new Error('ffmpeg and ffprobe are needed for this benchmark');
  const source = join(dir, 'source.mp4');
  makeSource(source, '1920x1080', seconds);
  const probe = await probeMedia(tools, source);
  const ladder = planLadder(probe, probe.audioCodec !== null);
  const storyboard = planStoryboard(probe.duration, probe.width, probe.height);
  const input = {
    tools,
    source,
    outDir: join(dir, 'out'),
    duration: probe.duration,
    width: probe.width,
    height: probe.height,
    hasAudio: probe.audioCodec !== null,
    ladder,
    preset: 'superfast' as const,
    onProgress: () => {},
    signal: new AbortController().signal,
  };
  const started = performance.now();
  const cpuBefore = childCpuSeconds();
  await transcodeLadder(input, storyboard);
  await writeStoryboardVtt(input.outDir, storyboard, probe.duration);
  await writePoster(input);
  const elapsed = (performance.now() - started) / 1000;
  const cpu = childCpuSeconds() - cpuBefore;
  const cores = cpus().length;
  const segments = readdirSync(join(input.outDir, 'hls')).filter((f) => f.endsWith('.ts')).length;
  console.log(
    `transcode ${seconds} s 1080p → ${ladder.map((r) => `${r.height}p`).join('/')} + storyboard + poster: ` +
      `${fmt(elapsed, 1)} s = ${fmt(elapsed / probe.duration, 2)}× real time ` +
      `(${segments} segments, ${cores} cores, goal ≤ 2×)`,
  );
  // On a machine shared with other work the wall time says little; the CPU time does not vary.
  console.log(
    `ffmpeg CPU time ${fmt(cpu, 1)} s: on ${cores} idle cores at least ` +
      `${fmt(cpu / cores / probe.duration, 2)}× real time (load average ${loadavg()[0]!.toFixed(1)})`,
  );
}

async function benchServing(dir: string) {
  const clip = join(dir, 'clip.mp4');
  makeSource(clip, '640x360', 8);
  const server = await startServer({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_SESSIONS: '0',
  });
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const admin = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}${path}`, {
        ...init,
        headers: { origin: server.url, cookie, ...(init.headers as Record<string, string>) },
      });
    const form = new FormData();
    form.set('file', new Blob([readFileSync(clip)]), 'clip.mp4');
    const upload = (await (await admin('/api/media', { method: 'POST', body: form })).json()) as {
      id: string;
      sourceUrl: string;
    };
    await admin('/api/videos', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Bench clip', sourceUrl: upload.sourceUrl }),
    });
    for (;;) {
      const asset = (await (await admin(`/api/media/${upload.id}`)).json()) as { status: string };
      if (asset.status === 'ready') break;
      if (asset.status === 'failed') throw new Error('the bench clip did not transcode');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const segment = 'hls/stream_0_000.ts';
    const folder = join(server.dataDir, 'media', upload.id);
    const size = readFileSync(join(folder, segment)).length;
    bare = await startBareServer(folder);
    const options = {
      method: 'GET' as const,
      connections: Number(values.connections),
      pipelining: 1,
      duration: Number(values.duration),
    };
    // Anonymous viewers of a public video, as players fetch segments. Both warmed up, then in
    // turns, so that a busy moment of the machine weighs on both alike.
    const api = {
      url: `${server.url}/api/media/${upload.id}/${segment}`,
      rps: [] as number[],
      p99: 0,
    };
    const files = { url: `${bare.url}/files/${segment}`, rps: [] as number[], p99: 0 };
    for (const target of [api, files])
      await runCannon({ ...options, url: target.url, duration: 2 });
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of [api, files]) {
        const result = await runCannon({ ...options, url: target.url });
        if (result.non2xx) throw new Error('a segment request failed');
        target.rps.push(result.requestsPerSecond);
        target.p99 = Math.max(target.p99, result.p99);
      }
    }
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    console.log(
      `segment (${fmt(size / 1024)} KB, ${options.connections} connections, ${ROUNDS}×${options.duration} s each): ` +
        `api ${fmt(mean(api.rps))} req/s (p99 ${api.p99} ms); ` +
        `@fastify/static bare ${fmt(mean(files.rps))} req/s (p99 ${files.p99} ms); ` +
        `${fmt((mean(api.rps) / mean(files.rps)) * 100)} % (goal ≥ 80 %)`,
    );
  } finally {
    await bare?.stop();
    await server.stop();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'lumen-bench-transcode-'));
try {
  await benchTranscode(dir);
  await benchServing(dir);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
