import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { ANONYMOUS_USERNAME } from '../server/db/migrations/0003_accounts';
import { indexGameFiles } from '../server/game/indexGameFiles';
import { loadGameFiles } from '../server/game/loadGameFiles';
import {
  createBuildStatusRepository,
  type BuildStatusRepository,
} from '../server/repositories/buildStatusRepository';
import { savedBuildDb } from '../server/repositories/savedBuildTables';
import { createBuildStatuses, refreshBuildStatuses } from '../server/services/buildStatuses';
import { currentGame, sampleBuild } from './support/sampleBuild';

/**
 * bench:statuses: the start's status refresh over a SQLite database of BUILDS Public builds none
 * of which has a status yet (as after migration 0024, or a new game data release): one write
 * transaction per build (as it was) against one per step of the refresh, in one run.
 */

const BUILDS = Number(process.env.BUILDS ?? 3000);
const dir = mkdtempSync(join(tmpdir(), 'arrakis-bench-statuses-'));
const database = await openDatabase({ kind: 'sqlite', file: join(dir, 'bench.sqlite') });
await migrateToLatest(database.db);
const db = savedBuildDb(database.db);
const game = indexGameFiles(loadGameFiles('data/game'));
const statuses = createBuildStatuses(game.indexes, game.current.data.version);

const owner = await db
  .selectFrom('users')
  .select('id')
  .where('username', '=', ANONYMOUS_USERNAME)
  .executeTakeFirstOrThrow();
const build = sampleBuild(currentGame());
const at = new Date().toISOString();
await db.transaction().execute(async (trx) => {
  for (let n = 0; n < BUILDS; n++) {
    await trx
      .insertInto('saved_builds')
      .values({
        id: randomUUID(),
        url: `b${String(n).padStart(9, '0')}`,
        user_id: owner.id,
        slot: null,
        name: `Bench ${n}`,
        name_key: null,
        description: '',
        guide: '',
        tags: '[]',
        type_tags: '[]',
        selected_class: build.selectedClass,
        skillpoints: 0,
        sharing: 'Public',
        chosen_sharing: 'Public',
        flagged_fields: '[]',
        review_since: null,
        moderation_verdict: null,
        data: JSON.stringify(build),
        game_version: game.current.data.version,
        likes: 0,
        likes_updated_at: null,
        created_at: at,
        updated_at: at,
        last_viewed_at: null,
      })
      .execute();
  }
});

/** Forgets every stored status, then times the refresh through `repository`. */
async function timed(repository: BuildStatusRepository): Promise<number> {
  await db
    .updateTable('saved_builds')
    .set({ version_status: null, status_version: null })
    .execute();
  const started = performance.now();
  const marked = await refreshBuildStatuses(repository, statuses);
  if (marked !== BUILDS) throw new Error(`marked ${marked} of ${BUILDS}`);
  return performance.now() - started;
}

const batched = createBuildStatusRepository(db);
// As before: each build its own write transaction.
const oneByOne: BuildStatusRepository = {
  stale: (version, afterId, limit) => batched.stale(version, afterId, limit),
  async mark(marks, version) {
    for (const mark of marks) await batched.mark([mark], version);
  },
};
const before = await timed(oneByOne);
const after = await timed(batched);
console.log(`Status refresh of ${BUILDS} builds on SQLite:`);
console.log(`  one transaction per build: ${before.toFixed(0)} ms`);
console.log(
  `  one per step of 200:       ${after.toFixed(0)} ms (${(before / after).toFixed(1)}× faster)`,
);
await database.destroy();
rmSync(dir, { recursive: true, force: true });
