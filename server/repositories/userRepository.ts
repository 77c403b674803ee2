import type { Selectable } from 'kysely';
import { usernameSkeleton } from '../keys/usernameSkeleton';
import type { AccountDb, UsersTable } from './accountTables';
import { bumpPublicListVersion } from './publicListVersion';

/** A stored account, as the services see it. */
export type UserRow = Selectable<UsersTable>;

/** What a new account is made of (the services hash the password and pick the id). */
interface NewUser {
  id: string;
  username: string;
  usernameKey: string;
  email: string;
  emailKey: string;
  passwordHash: string;
  createdAt: string;
}

/** Accounts: every query names the one account it reads or changes. */
export interface UserRepository {
  findById(id: string): Promise<UserRow | undefined>;
  findByUsernameKey(usernameKey: string): Promise<UserRow | undefined>;
  findByEmailKey(emailKey: string): Promise<UserRow | undefined>;
  /** The account whose username looks like this skeleton (`usernameSkeleton`). */
  findBySkeleton(skeleton: string): Promise<UserRow | undefined>;
  /** Throws a unique violation (`isUniqueViolation` in db/constraintErrors.ts) when the name, its look or email is taken. */
  create(user: NewUser): Promise<UserRow>;
  /** Throws a unique violation when the new name or email belongs to another account. */
  updateProfile(
    id: string,
    profile: { username: string; usernameKey: string; email: string; emailKey: string },
  ): Promise<UserRow | undefined>;
  setPasswordHash(id: string, passwordHash: string): Promise<void>;
  /** The previous "last login" becomes the previous login; `at` the last one. */
  recordLogin(id: string, at: string): Promise<void>;
}

/** The Kysely implementation of `UserRepository`. */
export function createUserRepository(db: AccountDb): UserRepository {
  return {
    findById: (id) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    findByUsernameKey: (usernameKey) =>
      db.selectFrom('users').selectAll().where('username_key', '=', usernameKey).executeTakeFirst(),
    findByEmailKey: (emailKey) =>
      db.selectFrom('users').selectAll().where('email_key', '=', emailKey).executeTakeFirst(),
    findBySkeleton: (skeleton) =>
      db
        .selectFrom('users')
        .selectAll()
        .where('username_skeleton', '=', skeleton)
        .executeTakeFirst(),
    create: (user) =>
      db
        .insertInto('users')
        .values({
          id: user.id,
          username: user.username,
          username_key: user.usernameKey,
          username_skeleton: usernameSkeleton(user.username),
          email: user.email,
          email_key: user.emailKey,
          password_hash: user.passwordHash,
          role: 'user',
          avatar_url: null,
          created_at: user.createdAt,
          last_login_at: null,
          previous_login_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    async updateProfile(id, profile) {
      const row = await db
        .updateTable('users')
        .set((eb) => ({
          username: profile.username,
          username_key: profile.usernameKey,
          // Kept while the name is the same one (a change of case): an old look-alike keeps null.
          username_skeleton: eb
            .case()
            .when('username_key', '=', profile.usernameKey)
            .then(eb.ref('username_skeleton'))
            .else(usernameSkeleton(profile.username))
            .end(),
          email: profile.email,
          email_key: profile.emailKey,
        }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      // The community list's cards show the author's username.
      bumpPublicListVersion();
      return row;
    },
    async setPasswordHash(id, passwordHash) {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('id', '=', id)
        .execute();
    },
    async recordLogin(id, at) {
      await db
        .updateTable('users')
        .set((eb) => ({ previous_login_at: eb.ref('last_login_at'), last_login_at: at }))
        .where('id', '=', id)
        .execute();
    },
  };
}
