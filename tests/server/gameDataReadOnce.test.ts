import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseKinds, useTestApp } from './helpers';

/**
 * A game version's data never changes while the server runs: each answer is read from the
 * database once. A row changed behind the server's back proves it; made-up names stay 404.
 */
describe.each(databaseKinds)('game data read once on %s', (kind) => {
  const suite = useTestApp(kind);

  const get = (url: string) => suite.app.inject({ method: 'GET', url });

  it('answers a class as first read, and looks again for one it did not find', async () => {
    const first = await get('/api/classes/mentat');
    expect(first.statusCode, first.body).toBe(200);
    expect((await get('/api/classes/made-up')).statusCode).toBe(404);

    const database = await suite.db.open();
    try {
      await sql`update classes set name = 'Changed' where slug = 'mentat'`.execute(database.db);
      await sql`update classes set slug = 'made-up' where slug = 'trooper'`.execute(database.db);
    } finally {
      await database.destroy();
    }

    const again = await get('/api/classes/mentat');
    expect(again.body).toBe(first.body);
    // Not kept when it was missing: read again, and found now.
    expect((await get('/api/classes/made-up')).statusCode).toBe(200);
  });
});
