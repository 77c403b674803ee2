import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { BuildCardFacts } from '../../src/api/contract/buildCardFacts';
import { publicBuildsResponseSchema } from '../../src/api/contract/publicBuildCards';
import { myBuildsResponseSchema } from '../../src/api/contract/savedBuilds';
import { THUMBNAIL_SIZE } from '../../src/api/contract/thumbnailSize';
import { allocateSkill } from '../../src/skills/allocation';
import type { Build } from '../../src/skills/buildSchema';
import { setBuildCharacter } from '../../src/skills/characterBudget';
import {
  OWNER_THUMBNAIL_CACHE,
  PREVIEW_CACHE,
  VERSIONED_PREVIEW_CACHE,
} from '../../server/previews/previewRoutes';
import { gameIndex } from './buildLinkFixtures';
import { databaseKinds } from './helpers';
import { SANDRIDER_SNIPER_CARD } from './support/publicBuildCard';
import { saveBody, titled, useSavedBuildApp, type Player } from './support/savedBuildApp';

/**
 * What a build's card shows besides its texts, on both databases: its classes (the selected one
 * first), its three active ability slots as icons, and a thumbnail of its trees whose URL names
 * the drawing's content hash (cached for good, a new URL when the trees change), for Public
 * builds only, in the community list, an author's builds and My Builds.
 */

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const THUMBNAIL_PATH = /^\/api\/thumbnails\/([A-Za-z0-9]+)\.png\?v=([0-9a-f]{32})$/;

/** The sample (Trooper) build with the first Mentat skill taken too. */
function twoClassBuild(title: string): Build {
  const mentat = gameIndex.classesBySlug.get('mentat');
  const tree = mentat ? gameIndex.treesByClassId.get(mentat.id)?.[0] : undefined;
  const skill = tree ? gameIndex.skillsByTreeId.get(tree.id)?.[0] : undefined;
  if (!skill) throw new Error('the game data has no Mentat skill');
  return { ...allocateSkill(titled(title), gameIndex, skill.id), buildSharing: 'Public' };
}

/** The card of the ability in the sample build's first slot. */
function firstAbility(build: Build): NonNullable<BuildCardFacts['abilities'][number]> {
  const id = build.activeAbilities[0];
  const skill = id === null ? undefined : gameIndex.skillsById.get(id);
  if (!skill) throw new Error('the sample build has no active ability');
  return { name: skill.name, icon: skill.icon_name, tree: skill.treeId };
}

function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("card facts in the lists' answers", () => {
  const page = (card: unknown) => ({ data: [card], nextPage: null });

  it('take the character as optional, and refuse one out of bounds or with more fields', () => {
    const without = SANDRIDER_SNIPER_CARD;
    expect('character' in without).toBe(false);
    expect(publicBuildsResponseSchema.safeParse(page(without)).success).toBe(true);
    const stated = { ...without, character: { level: 60, combatLevel: 48 } };
    expect(publicBuildsResponseSchema.parse(page(stated)).data[0]?.character).toEqual({
      level: 60,
      combatLevel: 48,
    });
    for (const character of [
      { level: 0, combatLevel: 48 },
      { level: 60, combatLevel: 101 },
      { level: '60', combatLevel: 48 },
      { level: 60, combatLevel: 48, skippedTraits: [] },
      null,
    ]) {
      expect(publicBuildsResponseSchema.safeParse(page({ ...without, character })).success).toBe(
        false,
      );
    }
  });
});

describe.each(databaseKinds)('build cards (%s)', (kind) => {
  const s = useSavedBuildApp(kind);

  async function authorCards(player: Player) {
    const response = await s.get(null, `/api/public-builds?author=${player.username}`);
    expect(response.statusCode, response.body).toBe(200);
    return publicBuildsResponseSchema.parse(response.json()).data;
  }

  async function myCards(player: Player) {
    const response = await s.get(player, '/api/my-builds');
    expect(response.statusCode, response.body).toBe(200);
    return myBuildsResponseSchema.parse(response.json()).builds;
  }

  const image = (path: string, headers: Record<string, string> = {}) =>
    s.t.app.inject({ method: 'GET', url: path, headers });

  it('lists the classes, abilities and thumbnail on community, author and My Builds cards', async () => {
    const author = await s.player();
    const build = twoClassBuild('Mind and Rifle');
    const { build: saved } = await s.saved(author, saveBody(build));

    const community = publicBuildsResponseSchema.parse(
      (await s.get(null, '/api/public-builds?q=Mind Rifle')).json(),
    ).data;
    const [byAuthor] = await authorCards(author);
    const [mine] = await myCards(author);
    const card = community.find((c) => c.id === saved.id);
    for (const facts of [card, byAuthor, mine]) {
      expect(facts?.classes).toEqual(['trooper', 'mentat']);
      expect(facts?.abilities).toEqual([firstAbility(build), null, null]);
      expect(facts?.thumbnail).toMatch(THUMBNAIL_PATH);
      expect(facts?.thumbnail).toContain(`/api/thumbnails/${saved.url}.png?v=`);
    }
    expect(byAuthor?.thumbnail).toBe(card?.thumbnail);
    expect(mine?.thumbnail).toBe(card?.thumbnail);
    expect(mine?.skillpoints).toBe(card?.skillpoints);
    expect(mine?.skillpoints).toBeGreaterThan(0);
  });

  it('names the character a build is planned for on every card, and nothing without one', async () => {
    const author = await s.player();
    const planned = setBuildCharacter(twoClassBuild('Level Sixty Rifle'), gameIndex, {
      level: 60,
      combatLevel: 48,
      skippedTraits: [1],
    });
    expect(planned.character).toBeDefined();
    await s.saved(author, saveBody(planned));
    await s.saved(author, saveBody(twoClassBuild('No Character Rifle')));

    const community = publicBuildsResponseSchema.parse(
      (await s.get(null, '/api/public-builds?q=Sixty Rifle')).json(),
    ).data;
    const byTitle = (cards: readonly { title: string; character?: unknown }[], title: string) =>
      cards.find((c) => c.title === title);
    const lists = [community, await authorCards(author), await myCards(author)];
    for (const cards of lists) {
      expect(byTitle(cards, 'Level Sixty Rifle')?.character).toEqual({
        level: 60,
        combatLevel: 48,
      });
    }
    for (const cards of lists.slice(1)) {
      const plain = byTitle(cards, 'No Character Rifle');
      expect(plain).toBeDefined();
      // Absent, not null: a list of builds without a character answers as before.
      expect(plain && 'character' in plain).toBe(false);
    }
  });

  it('puts the selected class first, even one the build spends nothing in', async () => {
    const author = await s.player();
    await s.saved(
      author,
      saveBody({
        ...titled('Planet First'),
        selectedClass: 'planetologist',
        buildSharing: 'Public',
      }),
    );
    const [card] = await authorCards(author);
    expect(card?.selected_class).toBe('planetologist');
    expect(card?.classes).toEqual(['planetologist', 'trooper']);
  });

  it("shows empty slots as null, and a Private build's thumbnail to its owner only", async () => {
    const author = await s.player();
    const other = await s.player();
    const build: Build = { ...titled('Quiet Sietch'), activeAbilities: [null, null, null] };
    const { build: saved } = await s.saved(author, saveBody(build));
    const [mine] = await myCards(author);
    expect(mine?.abilities).toEqual([null, null, null]);
    expect(mine?.classes).toEqual(['trooper']);
    expect(mine?.thumbnail).toMatch(THUMBNAIL_PATH);
    const hash = THUMBNAIL_PATH.exec(mine?.thumbnail ?? '')?.[2];
    // Its image at its address, by url or id: its owner's, kept by no shared cache; 404 for others.
    for (const key of [saved.url, saved.id]) {
      const own = await image(`/api/thumbnails/${key}.png?v=${hash}`, { cookie: author.cookie });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.headers['content-type']).toBe('image/png');
      expect(own.headers['cache-control']).toBe(OWNER_THUMBNAIL_CACHE);
      expect(pngSize(own.rawPayload)).toEqual(THUMBNAIL_SIZE);
      const again = await image(`/api/thumbnails/${key}.png?v=${hash}`, {
        cookie: author.cookie,
        'if-none-match': `"${hash}"`,
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers['cache-control']).toBe(OWNER_THUMBNAIL_CACHE);
      expect((await image(`/api/thumbnails/${key}.png`)).statusCode).toBe(404);
      const others = await image(`/api/thumbnails/${key}.png`, { cookie: other.cookie });
      expect(others.statusCode).toBe(404);
      // Nor its ETag tells a stranger anything.
      const guessed = await image(`/api/thumbnails/${key}.png`, { 'if-none-match': `"${hash}"` });
      expect(guessed.statusCode).toBe(404);
    }
  });

  it('serves the thumbnail as a PNG cached for good, then by its ETag', async () => {
    const author = await s.player();
    await s.saved(author, saveBody({ ...titled('Thumbnail Dunes'), buildSharing: 'Public' }));
    const [card] = await authorCards(author);
    const path = card?.thumbnail ?? '';
    const hash = THUMBNAIL_PATH.exec(path)?.[2];

    const first = await image(path);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe(VERSIONED_PREVIEW_CACHE);
    expect(first.headers.etag).toBe(`"${hash}"`);
    expect(first.rawPayload.subarray(0, 8)).toEqual(PNG_MAGIC);
    expect(pngSize(first.rawPayload)).toEqual(THUMBNAIL_SIZE);

    const again = await image(path, { 'if-none-match': `"${hash}"` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe(VERSIONED_PREVIEW_CACHE);
  });

  it('names a new thumbnail when the trees change, and the same one when only texts do', async () => {
    const author = await s.player();
    const build: Build = { ...titled('Shifting Sands'), buildSharing: 'Public' };
    await s.saved(author, saveBody(build));
    const before = (await authorCards(author))[0]?.thumbnail ?? '';

    await s.saved(author, saveBody({ ...build, buildDescription: 'Now with words.' }), 'PUT');
    expect((await authorCards(author))[0]?.thumbnail).toBe(before);

    // Another class's trees drawn: the same build, another picture.
    await s.saved(author, saveBody({ ...build, selectedClass: 'mentat' }), 'PUT');
    const after = (await authorCards(author))[0]?.thumbnail ?? '';
    expect(after).not.toBe(before);
    expect(after.split('?')[0]).toBe(before.split('?')[0]);

    const current = await image(after);
    expect(current.headers['cache-control']).toBe(VERSIONED_PREVIEW_CACHE);
    // The old URL shows the build as it is now, cached for a short while only.
    const old = await image(before);
    expect(old.statusCode).toBe(200);
    expect(old.headers.etag).toBe(current.headers.etag);
    expect(old.headers['cache-control']).toBe(PREVIEW_CACHE);
  });

  it('never caches a forged or unknown hash for good, and knows no unknown build', async () => {
    const author = await s.player();
    await s.saved(author, saveBody({ ...titled('Forged Maps'), buildSharing: 'Public' }));
    const [card] = await authorCards(author);
    const [path = '', url = '', hash = ''] = THUMBNAIL_PATH.exec(card?.thumbnail ?? '') ?? [];
    expect(path).not.toBe('');

    const unknownHash = await image(`/api/thumbnails/${url}.png?v=${'0'.repeat(32)}`);
    expect(unknownHash.statusCode).toBe(200);
    expect(unknownHash.headers.etag).toBe(`"${hash}"`);
    expect(unknownHash.headers['cache-control']).toBe(PREVIEW_CACHE);

    const answers: [string, number][] = [
      [`/api/thumbnails/${url}.png?v=${hash.toUpperCase()}`, 400],
      [`/api/thumbnails/${url}.png?v=${hash}0`, 400],
      [`/api/thumbnails/${url}.png?v=../../etc/passwd`, 400],
      [`/api/thumbnails/${url}.svg?v=${hash}`, 400],
      [`/api/thumbnails/..%2F${url}.png?v=${hash}`, 400],
      [`/api/thumbnails/NoSuchBuild.png?v=${hash}`, 404],
      [`/api/thumbnails/00000000-0000-4000-8000-000000000000.png`, 404],
    ];
    for (const [forged, status] of answers) {
      const answer: LightMyRequestResponse = await image(forged);
      expect(answer.statusCode, forged).toBe(status);
      expect(answer.headers['cache-control'], forged).not.toBe(VERSIONED_PREVIEW_CACHE);
    }
  });
});
