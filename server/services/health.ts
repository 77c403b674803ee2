import type { HealthResponse } from '../../src/api/contract';
import { checkConnection, type AppDatabase } from '../db/database';

/** The health check: healthy only after a real round trip to the database. */
export interface HealthCheck {
  /** The health report, or the reason the database did not answer. */
  check(): Promise<{ ok: true; report: HealthResponse } | { ok: false; error: unknown }>;
}

export function createHealthCheck(database: AppDatabase, gameVersion: string): HealthCheck {
  return {
    async check() {
      try {
        await checkConnection(database);
      } catch (error) {
        return { ok: false, error };
      }
      return { ok: true, report: { status: 'ok', database: database.kind, gameVersion } };
    },
  };
}
