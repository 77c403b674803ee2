import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Two things logins and sign-ups now lean on:
 *
 * - `server_secrets`: a key generated once, here, and shared by every server process through
 *   the database. It signs the device cookies of browsers that logged in before and the
 *   harder login challenges (the same in every process, so any process can check them).
 * - `users.username_skeleton`: the username folded the way a reader's eye folds it (below), with
 *   a unique index, so "arrakis-pIanner" or "m0derator" can never sit beside the name it
 *   imitates. Existing accounts are backfilled; of existing look-alikes only the oldest keeps
 *   its skeleton (NULLs never collide), and every later sign-up or rename is checked against all.
 */

/** The name of the row that holds the login key. */
export const LOGIN_KEY_NAME = 'login-key';

/** Characters a reader takes for another, folded to one representative (after lower case). */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'l',
  i: 'l',
  '|': 'l',
  '!': 'l',
  // Cyrillic
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'l',
  ї: 'l',
  ӏ: 'l',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  т: 't',
  у: 'y',
  ў: 'y',
  х: 'x',
  ԝ: 'w',
  ь: 'b',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'l',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  // Latin letters of other alphabets
  ı: 'l',
  ɡ: 'g',
  ɑ: 'a',
  ß: 'ss',
};

/** Letter pairs that read as one letter. */
const LOOK_ALIKE_PAIRS: readonly (readonly [RegExp, string])[] = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/cl/g, 'd'],
];

/**
 * The skeleton of a username, in the spirit of Unicode TR39: NFKC, lower case, look-alike
 * characters folded to one representative, marks and separators dropped. Two names with one
 * skeleton look the same to a reader.
 */
export function usernameSkeleton(username: string): string {
  const folded = Array.from(username.normalize('NFKC').toLowerCase().normalize('NFD'))
    .filter((char) => !/\p{M}/u.test(char))
    .map((char) => LOOK_ALIKES[char] ?? char)
    .join('')
    .replace(/[^\p{L}\p{N}]+/gu, '');
  return LOOK_ALIKE_PAIRS.reduce((text, [pair, one]) => text.replace(pair, one), folded);
}

const BACKFILL_CHUNK = 500;

interface BackfillRow {
  id: string;
  username: string;
}

export const loginTrust: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute();
    await sql`insert into server_secrets (name, value)
      values (${LOGIN_KEY_NAME}, ${randomBytes(32).toString('hex')})`.execute(db);

    await db.schema.alterTable('users').addColumn('username_skeleton', 'text').execute();
    // Oldest first, so an existing look-alike never takes the skeleton from the name it imitates.
    const taken = new Set<string>();
    let offset = 0;
    for (;;) {
      const { rows } = await sql<BackfillRow>`select id, username from users
        order by created_at, id limit ${BACKFILL_CHUNK} offset ${offset}`.execute(db);
      if (rows.length === 0) break;
      offset += rows.length;
      for (const row of rows) {
        const skeleton = usernameSkeleton(row.username);
        if (taken.has(skeleton)) continue;
        taken.add(skeleton);
        await sql`update users set username_skeleton = ${skeleton} where id = ${row.id}`.execute(
          db,
        );
      }
    }
    await db.schema
      .createIndex('users_username_skeleton_idx')
      .on('users')
      .column('username_skeleton')
      .unique()
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('users_username_skeleton_idx').execute();
    await db.schema.alterTable('users').dropColumn('username_skeleton').execute();
    await db.schema.dropTable('server_secrets').execute();
  },
};
