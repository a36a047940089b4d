// The LLM call keeps the API key and the videos' text where the operator sent them: https (plain
// http only to this machine), no redirect followed, and an answer read only up to a bounded size.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { analysisEnvShape, llmConfigFrom } from '../../src/analysis/analysis-config.ts';
import { createLlmAnalyser, MAX_ANSWER_BYTES } from '../../src/analysis/llm-analyser.ts';

const env = z.object(analysisEnvShape);
const categories = [
  { name: 'Science', description: null },
  { name: 'History', description: null },
];
const video = { title: 'How stars form', tags: ['astronomy'] };
const answer = JSON.stringify({
  suggestedCategories: ['Science'],
  confidence: 0.9,
  reasoning: 'It is about astronomy.',
});
const chat = (content: string) => JSON.stringify({ choices: [{ message: { content } }] });

describe('the LLM endpoint setting', () => {
  it.each([
    'https://api.openai.com/v1',
    'http://127.0.0.1:8080/v1',
    'http://localhost:11434/v1',
    'http://[::1]:8080/v1',
  ])('takes %s', (url) => {
    expect(env.parse({ AI_API_URL: url }).AI_API_URL).toBe(url);
  });

  it.each([
    'http://api.example.com/v1',
    'http://10.0.0.5:8080/v1',
    'http://127.0.0.1.example.com/v1',
  ])('refuses plain http to another machine: %s', (url) => {
    const parsed = env.safeParse({ AI_API_URL: url });
    expect(parsed.error?.issues[0]?.message).toBe(
      'must be an https URL (http only for a model on this machine: localhost, 127.0.0.1 or [::1])',
    );
  });
});

describe('the LLM call', () => {
  let base: string;
  const reached: string[] = [];
  const routes: Record<string, (res: ServerResponse) => void> = {
    '/ok/chat/completions': (res) => res.writeHead(200).end(chat(answer)),
    '/redirect/chat/completions': (res) =>
      res.writeHead(307, { location: `${base}/ok/chat/completions` }).end(),
    // A body that never ends: only the size cap stops reading it.
    '/endless/chat/completions': (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const write = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', write);
      };
      write();
    },
    '/declared-large/chat/completions': (res) =>
      res.writeHead(200, { 'content-length': String(MAX_ANSWER_BYTES + 1) }).end(),
  };
  const server = createServer((req, res) => {
    req.resume();
    reached.push(req.url!);
    const route = routes[req.url!];
    if (route) route(res);
    else res.writeHead(404).end();
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const analyserAt = (path: string) =>
    createLlmAnalyser(
      llmConfigFrom(
        env.parse({ AI_API_URL: `${base}${path}`, AI_API_KEY: 'key', AI_MODEL: 'model' }),
      )!,
    );

  it('answers from a well-behaved endpoint', async () => {
    await expect(analyserAt('/ok').analyse(video, categories)).resolves.toMatchObject({
      suggestedCategories: ['Science'],
      analyser: 'llm',
    });
  });

  it('does not follow a redirect: the key would go where it points', async () => {
    reached.length = 0;
    await expect(analyserAt('/redirect').analyse(video, categories)).rejects.toThrow(
      'the AI endpoint answered a redirect (HTTP 307), which is not followed',
    );
    expect(reached).toEqual(['/redirect/chat/completions']);
  });

  it('stops reading an answer beyond its size cap', async () => {
    for (const path of ['/endless', '/declared-large']) {
      await expect(analyserAt(path).analyse(video, categories), path).rejects.toThrow(
        `the AI answer is larger than ${MAX_ANSWER_BYTES} bytes`,
      );
    }
  });
});
