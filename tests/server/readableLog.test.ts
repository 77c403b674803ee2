import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readableLogStream, usesReadableLog } from '../../server/http/readableLog';
import {
  createTestDatabase,
  databaseKinds,
  removeTempDirs,
  startApp,
  type TestDatabase,
} from './helpers';

describe('LOG_FORMAT', () => {
  it('is readable on a terminal or when asked, JSON anywhere else or when asked', () => {
    expect(usesReadableLog('auto', true)).toBe(true);
    expect(usesReadableLog('auto', false)).toBe(false);
    expect(usesReadableLog('pretty', false)).toBe(true);
    expect(usesReadableLog('json', true)).toBe(false);
  });

  it('writes a request as one line, a warning with its level and an error with its stack', () => {
    let written = '';
    const stream = readableLogStream({ write: (text: string) => (written += text) });
    const time = new Date(2026, 10, 29, 14, 5, 9).getTime();
    const lines = [
      {
        level: 30,
        time,
        reqId: 'r1',
        req: { method: 'GET', url: '/api/public-builds?q=spice' },
        msg: 'incoming request',
      },
      {
        level: 30,
        time,
        reqId: 'r1',
        res: { statusCode: 200 },
        responseTime: 3.14159,
        msg: 'request completed',
      },
      { level: 40, time, msg: 'mail budget spent' },
      {
        level: 50,
        time,
        msg: 'mail could not be sent',
        err: { message: 'boom', stack: 'Error: boom\n    at send' },
      },
    ];
    // Split across writes as a stream may deliver it.
    const text = lines.map((line) => JSON.stringify(line)).join('\n') + '\nnot a pino line\n';
    stream.write(text.slice(0, 50));
    stream.write(text.slice(50));
    expect(written.split('\n')).toEqual([
      '14:05:09 GET /api/public-builds 200 3.1 ms',
      '14:05:09 WARN mail budget spent',
      '14:05:09 ERROR mail could not be sent',
      '    Error: boom',
      '        at send',
      'not a pino line',
      '',
    ]);
  });
});

describe.each(databaseKinds)('the readable log of a running app on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let logged = '';

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (logged += chunk.toString()));
    app = await startApp(db, { LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' }, { logStream: stream });
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
    removeTempDirs();
  });

  it('says each request in one line: method, path, status and time, no JSON', async () => {
    const before = logged.length;
    expect((await app.inject({ url: '/api/classes' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/classes/fremen' })).statusCode).toBe(404);
    const mine = logged.slice(before).trim().split('\n');
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/classes 200 \d+\.\d ms$/);
    expect(mine[1]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/classes\/fremen 404 \d+\.\d ms$/);
    expect(logged).not.toContain('{"level"');
  });
});
