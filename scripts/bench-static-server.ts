// The media serving benchmark's baseline: @fastify/static serving a folder bare, nothing else.
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root: process.env.STATIC_ROOT!, prefix: '/files/' });
app.get('/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
