import { describe, expect, it } from 'vitest';
import { basedOnPageSchema, BASED_ON_PAGE_SIZE } from '../../src/api/contract/basedOn';
import { SAVED_BUILD_TEXTS } from '../../src/api/contract/savedBuildsTexts';
import type { BuildOrigin } from '../../src/skills/buildSchema';
import { databaseKinds } from './helpers';
import {
  expectError,
  fullForm,
  saveBody,
  titled,
  useSavedBuildApp,
  type Player,
} from './support/savedBuildApp';

/**
 * Where a saved build came from: a build saved from "Open in planner" keeps its original's url
 * (in its data and in an indexed column), and the original answers how many builds are based on
 * it, and which, counting and listing only those the asker may see. Both databases.
 */

describe.each(databaseKinds)('builds based on another (%s)', (kind) => {
  const s = useSavedBuildApp(kind);

  /** A Public build of `author`'s, and the origin a copy of it remembers. */
  async function original(author: Player, title: string) {
    const { build } = await s.saved(author, saveBody({ ...titled(title), buildSharing: 'Public' }));
    const origin: BuildOrigin = {
      url: build.url,
      title: build.build_name,
      author: author.username,
    };
    return { build, origin };
  }

  /** Saves a copy of the origin's build under `title`, Public or not. */
  function copy(player: Player, origin: BuildOrigin, title: string, isPublic = true) {
    return s.saved(
      player,
      saveBody({
        ...titled(title),
        buildOrigin: origin,
        buildSharing: isPublic ? 'Public' : 'Private',
      }),
    );
  }

  async function basedOn(asker: Player | null, key: string, query = '') {
    const response = await s.get(asker, `/api/saved-builds/${key}/based-on${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return basedOnPageSchema.parse(response.json());
  }

  async function storedOrigin(id: string): Promise<string | null> {
    const row = await (
      await s.database()
    )
      .selectFrom('saved_builds')
      .select('origin_url')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.origin_url;
  }

  it('keeps the origin of a saved copy, on update too, and counts it on the original', async () => {
    const stilgar = await s.player();
    const chani = await s.player();
    const { build: first, origin } = await original(stilgar, 'Sietch Tabr Warden');
    expect(first.based_on_count).toBe(0);

    const { build: copied } = await copy(chani, origin, 'My Warden');
    expect(copied.data.buildOrigin).toEqual(origin);
    expect(await storedOrigin(copied.id)).toBe(first.url);
    // The copy's own page counts the builds based on it: none yet.
    expect(fullForm(await s.open(null, copied.url)).based_on_count).toBe(0);

    // Saved again as the planner reopened it: the origin stays.
    const again = await s.saved(
      chani,
      saveBody({ ...copied.data, buildDescription: 'Tuned for PvP.' }),
      'PUT',
    );
    expect(again.build.data.buildOrigin).toEqual(origin);
    expect(await storedOrigin(copied.id)).toBe(first.url);

    for (const asker of [null, stilgar, chani]) {
      expect(fullForm(await s.open(asker, first.url)).based_on_count).toBe(1);
      expect(fullForm(await s.open(asker, first.id)).based_on_count).toBe(1);
      const page = await basedOn(asker, first.url);
      expect(page).toEqual({
        count: 1,
        page: 1,
        page_size: BASED_ON_PAGE_SIZE,
        builds: [
          {
            title: 'My Warden',
            author: chani.username,
            url: copied.url,
            updated_at: again.build.updated_at,
            likes: 0,
          },
        ],
      });
    }

    // Saved without its origin (the player started over in the same slot): no longer counted.
    await s.saved(chani, saveBody(titled('My Warden')), 'PUT');
    expect(await storedOrigin(copied.id)).toBeNull();
    expect(fullForm(await s.open(null, first.url)).based_on_count).toBe(0);
    expect((await basedOn(null, first.url)).builds).toEqual([]);
  });

  it('counts and lists a Private copy for its own author only', async () => {
    const stilgar = await s.player();
    const chani = await s.player();
    const jamis = await s.player();
    const { build: first, origin } = await original(stilgar, 'Deep Desert Scout');
    const { build: open } = await copy(chani, origin, 'Open Scout');
    const { build: secret } = await copy(jamis, origin, 'Secret Scout', false);
    // Moderation restricts it: hidden from everyone but its author, as a Private one.
    const { build: restricted } = await copy(jamis, origin, 'Shit tier scout');
    expect(restricted.sharing).toBe('Restricted');

    for (const asker of [null, stilgar, chani]) {
      expect(fullForm(await s.open(asker, first.url)).based_on_count).toBe(1);
      const page = await basedOn(asker, first.url);
      expect(page.count).toBe(1);
      expect(page.builds.map((b) => b.url)).toEqual([open.url]);
      expect(JSON.stringify(page)).not.toContain('Secret Scout');
    }
    expect(fullForm(await s.open(jamis, first.url)).based_on_count).toBe(3);
    const own = await basedOn(jamis, first.url);
    expect(own.count).toBe(3);
    expect(own.builds.map((b) => b.url).sort()).toEqual(
      [open.url, secret.url, restricted.url].sort(),
    );

    // Made Public, it counts for everyone.
    await s.saved(jamis, saveBody({ ...secret.data, buildSharing: 'Public' }), 'PUT');
    expect(fullForm(await s.open(null, first.url)).based_on_count).toBe(2);
  });

  it('lists the builds based on a Private original to its author only', async () => {
    const stilgar = await s.player();
    const chani = await s.player();
    const { build: hidden } = await s.saved(stilgar, saveBody(titled('Hidden Original')));
    const origin: BuildOrigin = { url: hidden.url, title: 'Hidden Original', author: null };
    await copy(stilgar, origin, 'Hidden Copy');
    for (const asker of [null, chani]) {
      for (const key of [hidden.url, hidden.id]) {
        const refused = await s.get(asker, `/api/saved-builds/${key}/based-on`);
        expectError(refused, 404, SAVED_BUILD_TEXTS.notFound);
        expect(refused.body).not.toContain('Hidden Copy');
      }
    }
    expect((await basedOn(stilgar, hidden.id)).count).toBe(1);
  });

  it('pages the list, most recently updated first', async () => {
    const stilgar = await s.player();
    const copiers = [await s.player(), await s.player(), await s.player()];
    const { build: first, origin } = await original(stilgar, 'Much Copied');
    const saved: string[] = [];
    for (let i = 0; i < 24; i++) {
      const player = copiers[i % copiers.length] as Player;
      saved.push((await copy(player, origin, `Copy ${i}`)).build.url);
    }
    const pageOne = await basedOn(null, first.url);
    const pageTwo = await basedOn(null, first.url, '?page=2');
    expect(pageOne.count).toBe(24);
    expect(pageOne.builds).toHaveLength(BASED_ON_PAGE_SIZE);
    expect(pageTwo).toMatchObject({ count: 24, page: 2 });
    expect(pageTwo.builds).toHaveLength(24 - BASED_ON_PAGE_SIZE);
    const all = [...pageOne.builds, ...pageTwo.builds];
    expect(new Set(all.map((b) => b.url))).toEqual(new Set(saved));
    const times = all.map((b) => b.updated_at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await basedOn(null, first.url, '?page=3')).builds).toEqual([]);
  });

  it('counts exactly every copy saved at once', async () => {
    const stilgar = await s.player();
    const copiers = [await s.player(), await s.player(), await s.player()];
    const { build: first, origin } = await original(stilgar, 'Rush Original');
    const saves = await Promise.all(
      copiers.flatMap((player, p) =>
        Array.from({ length: 8 }, (_, i) =>
          s.save(
            player,
            saveBody({
              ...titled(`Rush ${p}-${i}`),
              buildOrigin: origin,
              buildSharing: 'Public',
            }),
          ),
        ),
      ),
    );
    expect(saves.map((r) => r.statusCode)).toEqual(Array.from({ length: 24 }, () => 201));
    expect(fullForm(await s.open(null, first.url)).based_on_count).toBe(24);
    expect((await basedOn(null, first.url, '?page=2')).count).toBe(24);
  });

  it('answers 400 for a bad page or key, and 404 for a build that is not there', async () => {
    const stilgar = await s.player();
    const { build } = await original(stilgar, 'Asked Badly');
    for (const query of ['?page=0', '?page=-1', '?page=1.5', '?page=abc', '?page=1001', '?x=1']) {
      const response = await s.get(null, `/api/saved-builds/${build.url}/based-on${query}`);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400 });
    }
    expectError(
      await s.get(null, '/api/saved-builds/not-a-key/based-on'),
      400,
      /^A saved build is named by its id/,
    );
    expectError(
      await s.get(null, '/api/saved-builds/AAAAAAAAAA/based-on'),
      404,
      SAVED_BUILD_TEXTS.notFound,
    );
    // An origin that is not a site id never reaches the database: the save is refused.
    const bad = await s.save(
      stilgar,
      saveBody({ ...titled('Bad Origin'), buildOrigin: { url: '../x', title: 'X', author: null } }),
    );
    expect(bad.statusCode, bad.body).toBe(400);
  });
});
