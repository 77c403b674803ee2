import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from '../../server/db/database';
import { makeTempDir } from './helpers';

/**
 * SQLite's reading threads (server/db/sqliteReads.ts): a long read leaves the server's thread
 * free, every read sees what was committed before it, and the threads refuse to write.
 */

/** A query that takes a while on any machine: it counts two million rows it makes. */
const SLOW_COUNT = sql<{ n: number }>`with recursive counted(x) as (
    select 1 union all select x + 1 from counted where x < 2000000)
  select count(*) as n from counted`;

/** How often a 1 ms timer fired while `work` ran: zero when the thread was held all along. */
async function ticksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => {
    ticks += 1;
  }, 1);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

describe('SQLite reading threads', () => {
  let database: AppDatabase | undefined;
  afterAll(async () => {
    await database?.destroy();
  });

  it('read beside the server’s thread, see each commit, and never write', async () => {
    database = await openDatabase({
      kind: 'sqlite',
      file: join(makeTempDir('arrakis-reads-'), 'reads.sqlite'),
    });
    const { db, reads } = database;
    await sql`create table dunes (name text not null)`.execute(db);
    await sql`insert into dunes (name) values ('Hagga')`.execute(db);
    const names = async () =>
      (await sql<{ name: string }>`select name from dunes order by name`.execute(reads)).rows.map(
        (row) => row.name,
      );
    expect(await names()).toEqual(['Hagga']);
    await sql`insert into dunes (name) values ('Arrakeen')`.execute(db);
    expect(await names()).toEqual(['Arrakeen', 'Hagga']);

    // The same slow read holds the server's thread on its connection, not on a reading thread.
    const held = await ticksDuring(() => SLOW_COUNT.execute(db));
    const free = await ticksDuring(async () => {
      const { rows } = await SLOW_COUNT.execute(reads);
      expect(Number(rows[0]?.n)).toBe(2_000_000);
    });
    expect(held).toBe(0);
    expect(free).toBeGreaterThan(5);

    await expect(sql`insert into dunes (name) values ('Sietch')`.execute(reads)).rejects.toThrow(
      /readonly|read-only|query_only/i,
    );
    await expect(reads.transaction().execute(() => Promise.resolve())).rejects.toThrow(/only read/);
    await expect(sql`select * from no_such_table`.execute(reads)).rejects.toThrow(/no such table/);
    // A failed read leaves the thread answering.
    expect(await names()).toEqual(['Arrakeen', 'Hagga']);
  });
});
