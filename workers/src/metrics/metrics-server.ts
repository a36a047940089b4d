// The worker process's GET /metrics (WORKER_METRICS_PORT): a small HTTP listener of its own, as the
// worker serves nothing else, under the api's rule of who may scrape.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { mayScrapeMetrics } from './scrape-access.ts';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

export async function startMetricsServer(options: {
  registry: Registry;
  port: number;
  host: string;
  token: string | undefined;
}): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    const access = { remoteAddress: request.socket.remoteAddress, headers: request.headers };
    if (!mayScrapeMetrics(access, options.token)) {
      response
        .writeHead(401, {
          'content-type': 'text/plain',
          'www-authenticate': 'Bearer realm="metrics"',
        })
        .end('Metrics need METRICS_TOKEN as a Bearer token\n');
      return;
    }
    options.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': options.registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
