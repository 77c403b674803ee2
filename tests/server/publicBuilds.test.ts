import { describe, expect, it } from 'vitest';
import type { Build } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { sampleBuild } from './buildLinkFixtures';
import { likesKey } from '../../server/keys/publicListKeys';
import { bumpPublicListVersion } from '../../server/repositories/publicListVersion';
import { databaseKinds } from './helpers';
import {
  expectError,
  saveBody,
  titled,
  useSavedBuildApp,
  type Player,
} from './support/savedBuildApp';
import {
  publicBuildsResponseSchema,
  type PublicBuildsResponse,
} from '../../src/api/contract/publicBuildCards';

/**
 * `GET /api/public-builds` (spec §2, §7): only Public builds, each filter and sort as a truth table
 * over builds whose likes and times are set by hand, page boundaries, title search by word
 * prefixes, and 400 for anything off the allow-lists.
 */

describe.each(databaseKinds)('public builds list (%s)', (kind) => {
  const s = useSavedBuildApp(kind);

  async function list(query: string): Promise<PublicBuildsResponse> {
    const response = await s.get(null, `/api/public-builds?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return publicBuildsResponseSchema.parse(response.json());
  }

  const titlesOf = async (query: string) => (await list(query)).data.map((card) => card.title);

  /** Saves a Public build of `player` and answers its id. */
  async function publish(player: Player, build: Build): Promise<string> {
    const { build: saved } = await s.saved(
      player,
      saveBody({ ...build, buildSharing: build.buildSharing }),
    );
    return saved.id;
  }

  /** Sets a build's likes and times by hand, for the sort tables. */
  async function age(
    id: string,
    values: { likes?: number; likes_updated_at?: string | null; updated_at?: string },
  ): Promise<void> {
    const db = await s.database();
    await db.updateTable('saved_builds').set(values).where('id', '=', id).execute();
    // The filters' copies of the sort columns (migration 0006), as the server's writes keep them.
    const { likes_updated_at: likesUpdatedAt, ...rest } = values;
    await db
      .updateTable('public_build_keys')
      .set({
        ...rest,
        ...(likesUpdatedAt === undefined ? {} : { likes_key: likesKey(likesUpdatedAt) }),
      })
      .where('build_id', '=', id)
      .execute();
    // Written behind the server's back: the list's cache must not keep the old order.
    bumpPublicListVersion();
  }

  it('lists only Public builds, as cards with no private field', async () => {
    const owner = await s.player('Listed');
    await publish(owner, { ...titled('Out In The Open'), buildSharing: 'Public' });
    await publish(owner, titled('Kept Private'));
    await publish(owner, { ...titled('Shit tier build'), buildSharing: 'Public' });

    const page = await list(`author=${owner.username}`);
    expect(page.data.map((card) => card.title)).toEqual(['Out In The Open']);
    expect(page.nextPage).toBeNull();
    const [card] = page.data;
    expect(card).toMatchObject({
      username: 'Listed',
      sharing: 'Public',
      likes: 0,
      tags: ['Sniper', 'PvE Combat Build'],
      type_tags: ['End Game Build'],
      selected_class: 'trooper',
      classes: ['trooper'],
    });
    expect(card?.skillpoints).toBeGreaterThan(0);
    expect(card?.abilities).toHaveLength(3);
    expect(card?.thumbnail).toMatch(/^\/api\/thumbnails\/[A-Za-z0-9]+\.png\?v=[0-9a-f]{32}$/);
    const body = (await s.get(null, `/api/public-builds?author=listed`)).body;
    expect(body).not.toContain('@sietch.test');
    // Neither the stored build nor its guide: a card is enough to draw the list.
    expect(body).not.toContain('characterBuild');
    expect(body).not.toContain('Opening');
    expect(JSON.stringify(await list('limit=48'))).not.toContain('Kept Private');
  });

  it('lists a search’s best matches first: a title’s word before an author’s name', async () => {
    const author = await s.player('Wayfarer');
    const other = await s.player('Silvanus');
    await publish(author, { ...sampleBuild(), buildTitle: 'Silent Dunes', buildSharing: 'Public' });
    await publish(other, {
      ...sampleBuild(),
      buildTitle: 'Wayfarer Pilot',
      buildSharing: 'Public',
    });
    expect(await titlesOf('q=wayfarer&sortBy=relevance')).toEqual([
      'Wayfarer Pilot',
      'Silent Dunes',
    ]);
    expect(await titlesOf('q=sil&sortBy=relevance')).toEqual(['Silent Dunes', 'Wayfarer Pilot']);
    // Newest first is the same search in another order.
    expect(await titlesOf('q=wayfarer&sortBy=updated_at')).toEqual([
      'Wayfarer Pilot',
      'Silent Dunes',
    ]);
    expect(await titlesOf('q=wayfarer%20dunes&sortBy=relevance')).toEqual(['Silent Dunes']);
  });

  it('filters by main tag, type tag, class, title words and author', async () => {
    const owner = await s.player('Filterer');
    const other = await s.player('OtherAuthor');
    const sniper = sampleBuild();
    await publish(owner, { ...sniper, buildTitle: 'Long Shot', buildSharing: 'Public' });
    await publish(owner, {
      ...emptyBuild(),
      buildTitle: 'Quiet Mind 100%_sure',
      buildTags: ['Mentat Augmented', 'PvP Combat Build'],
      buildTypeTags: ['Leveling Build'],
      selectedClass: 'mentat',
      buildSharing: 'Public',
    });
    await publish(owner, {
      ...emptyBuild(),
      buildTitle: 'Untagged Wanderer',
      selectedClass: 'swordmaster',
      buildSharing: 'Public',
    });
    await publish(other, { ...sniper, buildTitle: 'Second Shot', buildSharing: 'Public' });
    const mine = 'author=filterer';

    expect(await titlesOf(`${mine}&mainTag=Sniper`)).toEqual(['Long Shot']);
    // 'PvE Combat Build' is a tag of its own, not a part of 'PvP Combat Build'.
    expect(await titlesOf(`${mine}&mainTag=PvP%20Combat%20Build`)).toEqual([
      'Quiet Mind 100%_sure',
    ]);
    expect(await titlesOf(`${mine}&mainTag=Crafter`)).toEqual([]);
    expect(await titlesOf(`${mine}&typeTag=Leveling%20Build`)).toEqual(['Quiet Mind 100%_sure']);
    expect(await titlesOf(`${mine}&typeTag=End%20Game%20Build`)).toEqual(['Long Shot']);
    expect(await titlesOf(`${mine}&class=swordmaster`)).toEqual(['Untagged Wanderer']);
    expect(await titlesOf(`${mine}&class=mentat&typeTag=End%20Game%20Build`)).toEqual([]);
    expect((await titlesOf(`mainTag=Sniper&limit=48`)).sort()).toEqual(
      expect.arrayContaining(['Long Shot', 'Second Shot']),
    );

    // Title words: case-insensitive, each word the start of a word of the title (migration
    // 0025), punctuation only separating words.
    expect(await titlesOf(`${mine}&q=SHOT`)).toEqual(['Long Shot']);
    expect((await titlesOf(`q=shot&limit=48`)).sort()).toEqual(['Long Shot', 'Second Shot']);
    expect(await titlesOf(`${mine}&q=SHO`)).toEqual(['Long Shot']);
    expect(await titlesOf(`${mine}&q=hot`)).toEqual([]);
    expect(await titlesOf(`${mine}&q=shots`)).toEqual([]);
    expect(await titlesOf(`${mine}&q=quiet%20SURE`)).toEqual(['Quiet Mind 100%_sure']);
    expect(await titlesOf(`${mine}&q=qui%20min`)).toEqual(['Quiet Mind 100%_sure']);
    expect(await titlesOf(`${mine}&q=quiet%20loud`)).toEqual([]);
    expect(await titlesOf(`${mine}&q=100%25_`)).toEqual(['Quiet Mind 100%_sure']);
    expect(await titlesOf(`${mine}&q=mind-100`)).toEqual(['Quiet Mind 100%_sure']);
    // With a tag filter too. A title's word counts above the same word in a description.
    const longOnes = await titlesOf(`mainTag=Sniper&q=long&sortBy=relevance&limit=48`);
    expect(longOnes[0]).toBe('Long Shot');
    expect(longOnes).toContain('Second Shot');
    expect(await titlesOf(`mainTag=Sniper&q=quiet&limit=48`)).toEqual([]);
    // Words of one or two letters too, each the start of a word (migration 0025).
    expect(await titlesOf(`${mine}&q=wa`)).toEqual(['Untagged Wanderer']);
    expect(await titlesOf(`${mine}&q=sh%20lo`)).toEqual(['Long Shot']);
    expect(await titlesOf(`${mine}&q=ot%20lon`)).toEqual([]);
    // The author's name is searched too, accents and case aside.
    expect((await titlesOf(`q=FÎLTERER&limit=48`)).sort()).toEqual([
      'Long Shot',
      'Quiet Mind 100%_sure',
      'Untagged Wanderer',
    ]);
    // Punctuation alone is no word: no search.
    expect(await titlesOf(`${mine}&q=%25`)).toHaveLength(3);
    expect(await titlesOf(`${mine}&q=_`)).toHaveLength(3);
    expect(await titlesOf(`${mine}&q=%20%20`)).toHaveLength(3);

    // Author: case-insensitive; an unknown author has no builds.
    expect(await titlesOf(`author=OTHERAUTHOR`)).toEqual(['Second Shot']);
    expect(await titlesOf(`author=nobody-here`)).toEqual([]);
  });

  it('sorts newest, most liked, and likes then newest, with stable ties', async () => {
    const owner = await s.player('Sorter');
    const ids: Record<string, string> = {};
    for (const name of ['A', 'B', 'C', 'D', 'E']) {
      ids[name] = await publish(owner, { ...titled(`Sort ${name}`), buildSharing: 'Public' });
    }
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
    // likes, last liked, updated
    await age(ids.A ?? '', { likes: 5, likes_updated_at: at(1), updated_at: at(10) });
    await age(ids.B ?? '', { likes: 5, likes_updated_at: at(5), updated_at: at(2) });
    await age(ids.C ?? '', { likes: 9, likes_updated_at: at(3), updated_at: at(1) });
    await age(ids.D ?? '', { likes: 0, likes_updated_at: null, updated_at: at(20) });
    await age(ids.E ?? '', { likes: 0, likes_updated_at: null, updated_at: at(20) });
    // D and E tie on everything but the id: the larger id comes first.
    const [firstTie, secondTie] = [ids.D ?? '', ids.E ?? ''].sort().reverse();
    const tie = [
      firstTie === ids.D ? 'Sort D' : 'Sort E',
      secondTie === ids.D ? 'Sort D' : 'Sort E',
    ];

    const mine = 'author=sorter';
    // Neither box ticked: most likes (spec §4 "Public list sorting").
    expect(await titlesOf(mine)).toEqual(['Sort C', 'Sort B', 'Sort A', ...tie]);
    expect(await titlesOf(`${mine}&sortBy=updated_at&sortOrder=desc`)).toEqual([
      ...tie,
      'Sort A',
      'Sort B',
      'Sort C',
    ]);
    // Most likes; ties: the most recently liked first; never liked last.
    expect(await titlesOf(`${mine}&sortBy=likes`)).toEqual(['Sort C', 'Sort B', 'Sort A', ...tie]);
    // Both boxes: likes first, then newest.
    expect(await titlesOf(`${mine}&sortBy=likes_updated_at`)).toEqual([
      'Sort C',
      'Sort A',
      'Sort B',
      ...tie,
    ]);
  });

  it('pages without overlap and says where the list ends', async () => {
    const owner = await s.player('Pager');
    for (let i = 0; i < 5; i++) {
      await publish(owner, { ...titled(`Page ${i}`), buildSharing: 'Public' });
    }
    const seen: string[] = [];
    const nexts: (number | null)[] = [];
    for (let page = 1; page <= 3; page++) {
      const answer = await list(`author=pager&limit=2&page=${page}&sortBy=likes`);
      seen.push(...answer.data.map((card) => card.title));
      nexts.push(answer.nextPage);
    }
    expect(nexts).toEqual([2, 3, null]);
    expect(new Set(seen).size).toBe(5);
    // Exactly a full last page: no next page.
    expect((await list('author=pager&limit=5')).nextPage).toBeNull();
    expect((await list('author=pager&limit=4')).nextPage).toBe(2);
    expect(await list('author=pager&limit=2&page=4')).toEqual({ data: [], nextPage: null });
  });

  it('answers 400 for parameters off the allow-lists', async () => {
    for (const query of [
      'sortBy=name',
      'sortBy=likes;drop%20table%20users',
      'sortOrder=asc',
      'sharing=Private',
      'limit=0',
      'limit=49',
      'limit=2.5',
      'page=0',
      'page=abc',
      'mainTag=Nope',
      'typeTag=Sniper',
      'class=wizard',
      `q=${'x'.repeat(200)}`,
    ]) {
      const response = await s.get(null, `/api/public-builds?${query}`);
      expectError(response, 400);
    }
  });
});
