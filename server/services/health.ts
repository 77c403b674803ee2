import type { HealthResponse, ReadinessResponse } from '../../src/api/contract';
import { checkConnection, type AppDatabase } from '../db/database';

/** The health checks: healthy only after a real round trip to the database. */
export interface HealthCheck {
  /** The health report, or the reason the database did not answer. */
  check(): Promise<{ ok: true; report: HealthResponse } | { ok: false; error: unknown }>;
  /**
   * Readiness: the database answers within `READINESS_TIMEOUT_MS`, takes writes (no lock keeps
   * them out) and the server is not closing; otherwise which failed (and the database's error).
   */
  ready(): Promise<
    | { ok: true; report: ReadinessResponse }
    | { ok: false; reason: 'closing' }
    | { ok: false; reason: 'cannot-write' }
    | { ok: false; reason: 'database'; error: unknown }
  >;
  /** Marks the server as closing: from now on `ready` fails, so a load balancer moves on. */
  markClosing(): void;
}

/**
 * A load balancer polls readiness every few seconds: a database that takes longer than this
 * is as good as gone (PostgreSQL's own connect timeout is 5 s).
 */
const READINESS_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer within ${ms} ms`));
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => {
    clearTimeout(timer);
  });
}

/** The health checks over the app's database. */
export function createHealthCheck(database: AppDatabase, gameVersion: string): HealthCheck {
  let closing = false;
  return {
    async check() {
      try {
        await checkConnection(database);
      } catch (error) {
        return { ok: false, error };
      }
      return { ok: true, report: { status: 'ok', database: database.kind, gameVersion } };
    },
    async ready() {
      if (closing) return { ok: false, reason: 'closing' };
      let canWrite: boolean;
      try {
        await withTimeout(checkConnection(database), READINESS_TIMEOUT_MS);
        canWrite = await withTimeout(database.canWrite(), READINESS_TIMEOUT_MS);
      } catch (error) {
        return { ok: false, reason: 'database', error };
      }
      if (!canWrite) return { ok: false, reason: 'cannot-write' };
      return { ok: true, report: { status: 'ready', database: database.kind } };
    },
    markClosing() {
      closing = true;
    },
  };
}
