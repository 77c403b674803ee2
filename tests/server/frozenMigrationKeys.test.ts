import { describe, expect, it } from 'vitest';
import * as accounts from '../../server/db/migrations/0003_accounts';
import * as listKeys from '../../server/db/migrations/0006_public_list_keys';
import * as searchIndex from '../../server/db/migrations/0025_build_search';
import * as contentFilters from '../../server/db/migrations/0026_build_content_filters';
import * as loginTrust from '../../server/db/migrations/0015_login_trust';
import { contentKeys, likesKey, publicListKeys } from '../../server/keys/publicListKeys';
import { ANONYMOUS_USERNAME, LOGIN_KEY_NAME } from '../../server/keys/rowNames';
import { searchWords } from '../../server/keys/searchWords';
import { usernameSkeleton } from '../../server/keys/usernameSkeleton';

/**
 * Migrations keep frozen copies of the keys they backfilled; live code writes and reads the
 * same columns with its own. They must agree, or a backfilled row would miss what live code looks for.
 */

/** Every character of the Basic Multilingual Plane below the CJK blocks, surrogates excepted. */
const characters = Array.from({ length: 0x3000 }, (_, code) => String.fromCharCode(code));

const titles = [
  'Scout-Sniper',
  'The Fremen’s Way',
  'Ça va: ÉLAN vital',
  'Mentat 2.0 (crit)',
  '𝔇𝔲𝔫𝔢 build',
  'ab cd',
  '',
  '  spaced   out  ',
];

describe('the migrations’ frozen keys and the live ones', () => {
  it('fold every username alike', () => {
    for (const char of characters) {
      const name = `a${char}b`;
      expect(usernameSkeleton(name), JSON.stringify(name)).toBe(loginTrust.usernameSkeleton(name));
    }
    for (const name of ['arrakis-pIanner', 'rnoderator', 'vvorm', 'clune', 'Straße', 'Ѕсоut']) {
      expect(usernameSkeleton(name), name).toBe(loginTrust.usernameSkeleton(name));
    }
  });

  it('make the same search words', () => {
    for (const text of [...titles, ...characters.map((char) => `a${char}b`)]) {
      expect(searchWords(text), JSON.stringify(text)).toEqual(searchIndex.searchWords(text));
    }
  });

  it('make the same list filter and sort keys', () => {
    const builds = [
      { tags: ['PvP', 'Solo'], typeTags: ['Ranged'], selectedClass: 'mentat' },
      { tags: ['PvE', 'PvE'], typeTags: [], selectedClass: 'trooper' },
      { tags: [], typeTags: ['Melee', 'Melee'], selectedClass: 'swordmaster' },
    ];
    for (const { tags, typeTags, selectedClass } of builds) {
      expect(publicListKeys(tags, typeTags, selectedClass)).toEqual(
        listKeys.publicListKeys(tags, typeTags, selectedClass),
      );
    }
    for (const at of [null, '2025-06-01T12:00:00.000Z']) {
      expect(likesKey(at)).toBe(listKeys.likesKey(at));
    }
  });

  it('make the same keys of what a build holds', () => {
    const plans = [undefined, null, 'steps', [], [{ skillId: 1, level: 1 }]];
    for (const guide of ['', '   ', '\n', 'A guide.']) {
      for (const levellingPlan of plans) {
        for (const levelingOrder of [undefined, true, false, 'no']) {
          const data = { levellingPlan, levelingOrder };
          expect(contentKeys(guide, data), JSON.stringify([guide, data])).toEqual(
            contentFilters.contentKeys(guide, data),
          );
        }
      }
    }
  });

  it('name the same rows', () => {
    expect(ANONYMOUS_USERNAME).toBe(accounts.ANONYMOUS_USERNAME);
    expect(LOGIN_KEY_NAME).toBe(loginTrust.LOGIN_KEY_NAME);
  });
});
