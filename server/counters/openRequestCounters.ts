import type { AppDatabase } from '../db/database';
import { accountDb } from '../repositories/accountTables';
import { createThrottleRepository } from '../repositories/throttleRepository';
import { databaseCounters } from './databaseCounters';
import type { FlushOptions } from './flusher';
import { redisCounters } from './redisCounters';
import { memoryCounters, type RequestCounters } from './requestCounters';

/**
 * Where request limits count, so that no request waits on a database write to be counted:
 * SQLite is one process, so its memory is exact; on PostgreSQL several processes (WORKERS, or
 * other machines) may share the database, so counts go to Redis when `redisUrl` is set, else
 * to the database in batches (exact for one process, see databaseCounters.ts).
 */
export function openRequestCounters(
  database: AppDatabase,
  redisUrl: string | null,
  flush: FlushOptions,
): Promise<RequestCounters> {
  if (database.kind === 'sqlite') return Promise.resolve(memoryCounters());
  if (redisUrl !== null) return redisCounters(redisUrl, flush.log);
  return Promise.resolve(databaseCounters(createThrottleRepository(accountDb(database.db)), flush));
}
