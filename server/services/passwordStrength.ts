import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { MESSAGES } from '../../src/api/contract/authTexts';
import { InvalidRequestError } from './errors';
import type { AccountContext } from './accountContext';
import { isoTime, sha256Hex } from './secrets';

/**
 * The one rule for every new password (registration, change, reset): zxcvbn's estimate must
 * reach SCORE_NEEDED, with the account's own name and address and the site's words counted as
 * guessable. The dictionaries (~1 MB) load once, on the first password that needs checking, so
 * a server that never sees a new password never pays for them.
 */

/** zxcvbn's 3: "safely unguessable: moderate protection from offline slow-hash scenario". */
const SCORE_NEEDED = 3;

/** Words of this site and game that an attacker tries first. */
const SITE_WORDS = [
  'arrakis',
  'planner',
  'arrakisplanner',
  'dune',
  'awakening',
  'duneawakening',
  'spice',
  'melange',
  'sietch',
  'fremen',
  'atreides',
  'harkonnen',
  'shaihulud',
  'sandworm',
  'funcom',
  'caladan',
  'muaddib',
  'paul',
];

/** zxcvbn's feedback keys in plain words (without a language pack it answers the keys). */
const WARNINGS: Record<string, string> = {
  straightRow: 'A straight row of keys is easy to guess.',
  keyPattern: 'A short keyboard pattern is easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated patterns like "abcabc" are easy to guess.',
  sequences: 'Sequences like "abc" or "123" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is one of the ten most used passwords.',
  topHundred: 'This is one of the hundred most used passwords.',
  common: 'This is a commonly used password.',
  similarToCommon: 'This is very like a commonly used password.',
  wordByItself: 'A single word is easy to guess.',
  namesByThemselves: 'Names on their own are easy to guess.',
  commonNames: 'Common names are easy to guess.',
  userInputs: 'It contains your username, your email or the name of this site.',
  pwned: 'This password appeared in a data breach.',
};

const SUGGESTIONS: Record<string, string> = {
  l33t: 'Swapping letters for look-alikes such as "@" for "a" does not help much.',
  reverseWords: 'Spelling a common word backwards does not help much.',
  allUppercase: 'Capitalize some letters, not all.',
  capitalization: 'Capitalize more than the first letter.',
  dates: 'Avoid dates and years that are linked to you.',
  recentYears: 'Avoid recent years.',
  associatedYears: 'Avoid years that are linked to you.',
  sequences: 'Avoid common character sequences.',
  repeated: 'Avoid repeated words and characters.',
  longerKeyboardPattern: 'Use longer keyboard patterns and change direction several times.',
  anotherWord: 'Add more words that are less common.',
  useWords: 'Use several words together, and avoid common phrases.',
  noNeed: 'A few unrelated words make a strong password without symbols or digits.',
  pwned: 'Choose a password you have not used anywhere else.',
};

const ADVICE = 'Add a few more unrelated words to make it longer.';

let factory: Promise<ZxcvbnFactory> | undefined;

async function loadFactory(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, common] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ]);
  return new ZxcvbnFactory({
    dictionary: { ...common.dictionary },
    graphs: common.adjacencyGraphs,
    useLevenshteinDistance: false,
  });
}

/** Who the password is for: their name and address are guessable words. */
export interface PasswordOwner {
  username: string;
  email: string;
}

/** The words an attacker tries first for this account. */
function userInputs(owner: PasswordOwner): string[] {
  const [local = '', domain = ''] = owner.email.toLowerCase().split('@');
  return [
    ...SITE_WORDS,
    owner.username.toLowerCase(),
    ...owner.username.toLowerCase().split(/[._-]+/),
    owner.email.toLowerCase(),
    local,
    domain.split('.')[0] ?? '',
  ].filter((word) => word.length >= 3);
}

/** Why the password is too guessable, in plain words; null when it is strong enough. */
async function passwordWeakness(password: string, owner: PasswordOwner): Promise<string | null> {
  factory ??= loadFactory();
  const result = (await factory).check(password, userInputs(owner));
  if (result.score >= SCORE_NEEDED) return null;
  const warning = WARNINGS[result.feedback.warning ?? ''] ?? null;
  const suggestion = result.feedback.suggestions
    .map((key) => SUGGESTIONS[key])
    .find((text) => text !== undefined);
  return [MESSAGES.weakPassword, warning, suggestion ?? ADVICE]
    .filter((part) => part !== null)
    .join(' ');
}

/** Refuses (400, saying why) a new password that is too easy to guess for its owner. */
export async function refuseWeakPassword(password: string, owner: PasswordOwner): Promise<void> {
  const weakness = await passwordWeakness(password, owner);
  if (weakness !== null) throw new InvalidRequestError(weakness);
}

/**
 * The same rule for a reset, whose owner is known by the token: checked before the token is
 * used, so a refused password does not cost the player their token.
 */
export async function refuseWeakResetPassword(
  ctx: AccountContext,
  token: string,
  password: string,
): Promise<void> {
  const userId = await ctx.resetTokens.ownerOf(sha256Hex(token), isoTime());
  const user = userId === undefined ? undefined : await ctx.users.findById(userId);
  await refuseWeakPassword(password, user ?? { username: '', email: '' });
}
