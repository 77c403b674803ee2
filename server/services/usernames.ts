import { usernameKey } from '../../src/api/contract/accountRules';
import { MESSAGES } from '../../src/api/contract/authTexts';
import { usernameSkeleton } from '../keys/usernameSkeleton';
import type { UserRow } from '../repositories/userRepository';
import { ConflictError } from './errors';
import type { AccountContext } from './accountContext';

/**
 * Usernames nobody may take or imitate: names that would pass for the site, its staff or the
 * game's maker. Compared by skeleton, so "adm1n" and "arrakis-pIanner" count as these too.
 */
const RESERVED_USERNAMES = [
  'admin',
  'administrator',
  'moderator',
  'mod',
  'arrakis-planner',
  'arrakis',
  'anonymous',
  'support',
  'staff',
  'system',
  'root',
  'funcom',
  'official',
  'owner',
  'security',
  'help',
  'team',
  'webmaster',
  'postmaster',
  'abuse',
  'superuser',
  'sysop',
];

const reservedSkeletons: ReadonlySet<string> = new Set(RESERVED_USERNAMES.map(usernameSkeleton));

/**
 * Refuses (409) a new username that looks like a reserved name or another account's. `self`
 * is the account being renamed: keeping its own name (in any case) is always allowed. The
 * skeleton's unique index settles a race between two look-alikes (`isLookAlikeRace`).
 */
export async function refuseLookAlikeUsername(
  ctx: AccountContext,
  username: string,
  self?: UserRow,
): Promise<void> {
  if (self && usernameKey(username) === self.username_key) return;
  const skeleton = usernameSkeleton(username);
  if (reservedSkeletons.has(skeleton)) throw new ConflictError(MESSAGES.usernameLookAlike);
  const owner = await ctx.users.findBySkeleton(skeleton);
  if (owner && owner.id !== self?.id) throw new ConflictError(MESSAGES.usernameLookAlike);
}

/** After a unique violation: whether another account took a look-alike of this name meanwhile. */
export async function isLookAlikeRace(ctx: AccountContext, username: string): Promise<boolean> {
  return (await ctx.users.findBySkeleton(usernameSkeleton(username))) !== undefined;
}
