import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { ScaleConfig } from '../config';
import { HttpError } from './httpError';

/**
 * Load shedding: when the event loop lags or the heap fills past the configured limits
 * (PRESSURE_MAX_EVENT_LOOP_DELAY_MS, PRESSURE_MAX_HEAP_MB), every request gets 503 with
 * `Retry-After` at once instead of queueing until every answer is late. Liveness and
 * `/metrics` opt out (their route config sets a `pressureHandler` that lets them through):
 * a busy process is alive, and its metrics show why it is busy. Readiness does fail, so a
 * load balancer sends its traffic elsewhere for a while.
 */

/** Seconds a client is told to wait before trying again. */
export const PRESSURE_RETRY_AFTER_SECONDS = 10;

/** What a shed request reads. */
export const PRESSURE_MESSAGE =
  'The server is too busy right now. Please try again in a few seconds.';

/** The 503 as an HttpError, so the error handler sends its message (not a generic 500). */
class ServerTooBusyError extends HttpError {
  constructor() {
    super(503, PRESSURE_MESSAGE);
    this.name = 'ServerTooBusyError';
  }
}

/** How often the process's load is sampled (under-pressure's default). */
const SAMPLE_INTERVAL_MS = 1_000;

/** Registers the load shedding on the root app, before the routes; nothing when both are 0. */
export async function registerUnderPressure(
  app: FastifyInstance,
  scale: Pick<ScaleConfig, 'maxEventLoopDelayMs' | 'maxHeapUsedMb'>,
  sampleIntervalMs = SAMPLE_INTERVAL_MS,
): Promise<void> {
  if (scale.maxEventLoopDelayMs === 0 && scale.maxHeapUsedMb === 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: scale.maxEventLoopDelayMs,
    maxHeapUsedBytes: scale.maxHeapUsedMb * 1024 * 1024,
    retryAfter: PRESSURE_RETRY_AFTER_SECONDS,
    customError: ServerTooBusyError,
    sampleInterval: sampleIntervalMs,
  });
}
