// A local stand-in for an OpenAI-compatible chat endpoint (POST /chat/completions), whose next
// answers a test scripts: a JSON answer, junk, an HTTP error, or silence past the time-out.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeLlmReply =
  | { kind: 'answer'; content: unknown }
  | { kind: 'junk' }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

export interface FakeLlm {
  url: string;
  /** What the next calls answer (the last one repeats). */
  reply(next: FakeLlmReply): void;
  /** The bodies received, parsed. */
  requests: {
    model: string;
    messages: { role: string; content: string }[];
    authorization?: string;
  }[];
  close(): Promise<void>;
}

const body = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return JSON.parse(text) as { model: string; messages: { role: string; content: string }[] };
};

export async function startFakeLlm(): Promise<FakeLlm> {
  let next: FakeLlmReply = { kind: 'status', status: 500 };
  const requests: FakeLlm['requests'] = [];
  const server = createServer((req, res) => {
    void body(req).then((parsed) => {
      requests.push({ ...parsed, authorization: req.headers.authorization });
      if (req.url !== '/v1/chat/completions') return res.writeHead(404).end();
      if (next.kind === 'hang') return;
      if (next.kind === 'status') return res.writeHead(next.status).end('{"error":"down"}');
      const content =
        next.kind === 'junk'
          ? 'Sure! Here are some categories: Technology'
          : JSON.stringify(next.content);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    reply: (reply) => (next = reply),
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
