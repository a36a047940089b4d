// The ingest benchmark's baseline: Fastify answering 202 to a JSON POST, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/bare', async (_request, reply) => reply.code(202).send({ accepted: 1 }));
app.get('/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
