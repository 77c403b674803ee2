/**
 * A bare Fastify server for the API benches' yardstick, run as a child process
 * (`node --import tsx bench/support/bareServer.ts PORT BODY_FILE`): one route,
 * `GET /bare`, answering the JSON in BODY_FILE, parsed once at start, with no logging, no
 * plugins and no database. What a route of ours costs beyond this is our own code's cost.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [portText, bodyFile] = process.argv.slice(2);
if (!portText || !bodyFile) throw new Error('Usage: bareServer.ts PORT BODY_FILE');
const body: unknown = JSON.parse(readFileSync(bodyFile, 'utf8'));

const app = Fastify({ logger: false });
app.get('/bare', (_request, reply) => reply.send(body));
app.get('/api/health', (_request, reply) => reply.send({ ok: true }));
await app.listen({ port: Number(portText), host: '127.0.0.1' });
