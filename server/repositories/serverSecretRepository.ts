import type { AccountDb } from './accountTables';

/** Keys shared by every server process, generated once (migration 0015 or the first reader). */
export interface ServerSecretRepository {
  /** The secret called `name`; `fresh` is stored first when there is none yet (any race's winner stays). */
  readOrCreate(name: string, fresh: string): Promise<string>;
}

/** The Kysely implementation of `ServerSecretRepository`. */
export function createServerSecretRepository(db: AccountDb): ServerSecretRepository {
  return {
    async readOrCreate(name, fresh) {
      await db
        .insertInto('server_secrets')
        .values({ name, value: fresh })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('server_secrets')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return row.value;
    },
  };
}
