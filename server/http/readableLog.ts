import { Writable } from 'node:stream';
import type { LogFormat } from '../config';

/**
 * The log for a person at a terminal (LOG_FORMAT=auto on a TTY, or pretty): the same pino lines,
 * written as one readable line each, and one line per request (method, path, status, time)
 * made of Fastify's two, instead of JSON. Anything that is not a pino line passes as it came.
 */

/** pino's levels as words; info, the usual one, goes unsaid. */
const LEVEL_WORDS: Readonly<Record<number, string>> = {
  10: 'TRACE',
  20: 'DEBUG',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Requests between their two lines; bounded, so requests that never end cannot grow it. */
const MAX_OPEN_REQUESTS = 10_000;

interface PinoLine {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

/** Whether the log is written for a person: asked for, or `auto` on a terminal. */
export function usesReadableLog(format: LogFormat, onTerminal: boolean): boolean {
  return format === 'pretty' || (format === 'auto' && onTerminal);
}

function clock(time: number | undefined): string {
  return new Date(time ?? Date.now()).toTimeString().slice(0, 8);
}

function parse(raw: string): PinoLine | null {
  try {
    const value = JSON.parse(raw) as PinoLine | null;
    return typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

/** Renders pino's JSON lines readably into `out`. */
export function readableLogStream(out: { write(text: string): unknown }): Writable {
  // "GET /path" by request id, from 'incoming request' until 'request completed'.
  const open = new Map<string, string>();
  let partial = '';

  const render = (raw: string): string | null => {
    const line = parse(raw);
    if (line === null) return raw;
    const at = clock(line.time);
    if (line.msg === 'incoming request' && line.reqId !== undefined) {
      if (open.size >= MAX_OPEN_REQUESTS) open.clear();
      // The path only: a query may carry what a log should not (a search, a link's token).
      const path = (line.req?.url ?? '').split('?')[0] ?? '';
      open.set(line.reqId, `${line.req?.method ?? '?'} ${path}`);
      return null;
    }
    if (line.msg === 'request completed' && line.reqId !== undefined) {
      const request = open.get(line.reqId) ?? 'request';
      open.delete(line.reqId);
      const took = line.responseTime === undefined ? '' : ` ${line.responseTime.toFixed(1)} ms`;
      return `${at} ${request} ${String(line.res?.statusCode ?? '?')}${took}`;
    }
    const level = LEVEL_WORDS[line.level ?? 30];
    const head = `${at} ${level === undefined ? '' : `${level} `}${line.msg ?? ''}`;
    const error = line.err?.stack ?? line.err?.message;
    return error === undefined ? head : `${head}\n    ${error.split('\n').join('\n    ')}`;
  };

  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      const shown = lines.map(render).filter((line): line is string => line !== null);
      if (shown.length > 0) out.write(`${shown.join('\n')}\n`);
      done();
    },
  });
}
