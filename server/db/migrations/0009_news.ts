import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The news feed: `/news.json` is read from `news_items` and the moderators' desk edits it. The
 * first items are written here, once: a migration runs once per database, so a self-hoster's later
 * edits and removals are never overwritten by a restart or an upgrade. The seed is frozen with the
 * migration (never edited once shipped); later news is added on the desk. Keywords are a JSON array
 * of the contract's option names.
 */

/** One seeded item, as the contract's news item (src/api/contract/news.ts) without an id. */
interface SeedItem {
  date: string;
  tagline: string;
  image: string;
  link: string;
  keywords: string[];
}

const STEAM_STORE = 'https://store.steampowered.com/app/1172710/Dune_Awakening/';
const STEAM_NEWS = 'https://store.steampowered.com/news/app/1172710';
const STEAMDB_PATCHES = 'https://steamdb.info/app/1172710/patchnotes/';
const OFFICIAL_NEWS = 'https://www.duneawakening.com/news';

/** Real, dated events about Dune: Awakening (../shared/data/README.md "Dated events"), oldest first. */
const SEED: readonly SeedItem[] = [
  {
    date: '2025-06-05',
    tagline: 'Early access opens: owners of the Deluxe and Ultimate editions reach Arrakis first.',
    image: 'dunes',
    link: STEAM_NEWS,
    keywords: ['Web article', 'Official publisher', 'News', 'Beta'],
  },
  {
    date: '2025-06-05',
    tagline: 'Players share their first days of early access on the game’s subreddit.',
    image: 'community',
    link: 'https://www.reddit.com/r/duneawakening/',
    keywords: ['Post', 'Reddit', 'Opinions', 'Beta'],
  },
  {
    date: '2025-06-10',
    tagline: 'Dune: Awakening launches on PC: the open-world survival MMO set on Arrakis is out.',
    image: 'sandworm',
    link: STEAM_STORE,
    keywords: ['Web article', 'Official publisher', 'News'],
  },
  {
    date: '2025-06-10',
    tagline: 'Funcom’s page for the game: the studio behind Conan Exiles takes on Arrakis.',
    image: 'ornithopter',
    link: 'https://www.funcom.com/games/dune-awakening/',
    keywords: ['Web article', 'Official publisher', 'News'],
  },
  {
    date: '2025-06-10',
    tagline: 'Launch-day streams: watch players cross the Hagga Basin live on Twitch.',
    image: 'video',
    link: 'https://www.twitch.tv/directory/category/dune-awakening',
    keywords: ['Stream', 'Twitch', 'Other topic'],
  },
  {
    date: '2025-06-11',
    tagline: 'Reviews are in: critics’ scores for the launch gathered on Metacritic.',
    image: 'dunes',
    link: 'https://www.metacritic.com/game/dune-awakening/',
    keywords: ['Web article', 'Gaming site', 'Review'],
  },
  {
    date: '2025-06-12',
    tagline: 'Patch 1.1.0.13 brings stability fixes in the first week after launch.',
    image: 'patch-notes',
    link: STEAM_NEWS,
    keywords: ['Web article', 'Official publisher', 'Patch', 'Issues'],
  },
  {
    date: '2025-06-12',
    tagline: 'Every build’s changes, depot by depot: the patch history on SteamDB.',
    image: 'hotfix',
    link: STEAMDB_PATCHES,
    keywords: ['Web article', 'Fan site', 'Patch'],
  },
  {
    date: '2025-06-20',
    tagline: 'A community wiki maps skills, schematics and resources across Arrakis.',
    image: 'chapter',
    link: 'https://awakening.wiki/',
    keywords: ['Web article', 'Fan site', 'Other topic'],
  },
  {
    date: '2025-07-01',
    tagline: 'The game’s coverage on IGN: guides, news and videos in one place.',
    image: 'video',
    link: 'https://www.ign.com/games/dune-awakening',
    keywords: ['Web article', 'Video', 'Gaming site', 'News'],
  },
  {
    date: '2025-09-09',
    tagline:
      'Chapter 2 arrives with the Lost Harvest DLC: a new story chapter and more to explore.',
    image: 'chapter',
    link: STEAM_NEWS,
    keywords: ['Web article', 'Official publisher', 'Expansions', 'Update'],
  },
  {
    date: '2025-09-09',
    tagline: 'Lost Harvest on the Steam store: what the paid DLC adds next to the free update.',
    image: 'spice',
    link: STEAM_STORE,
    keywords: ['Web ad', 'Official publisher', 'Expansions'],
  },
  {
    date: '2025-09-10',
    tagline: 'Players discuss Chapter 2 and Lost Harvest on r/duneawakening.',
    image: 'community',
    link: 'https://www.reddit.com/r/duneawakening/',
    keywords: ['Post', 'Reddit', 'Opinions', 'Expansions'],
  },
  {
    date: '2025-12-19',
    tagline:
      'Public-test patch 1.3.0.0: a global skill respec and a Spice respec ladder to try out.',
    image: 'patch-notes',
    link: STEAM_NEWS,
    keywords: ['Web article', 'Official publisher', 'Patch', 'Beta'],
  },
  {
    date: '2025-12-19',
    tagline:
      'Time to replan: the 1.3.0.0 respec makes every skill point refundable on test servers.',
    image: 'spice',
    link: 'https://www.reddit.com/r/duneawakening/',
    keywords: ['Post', 'Reddit', 'Update', 'Beta'],
  },
  {
    date: '2026-02-03',
    tagline: 'Chapter 3 brings specialisations: each class path now branches into new roles.',
    image: 'chapter',
    link: STEAM_NEWS,
    keywords: ['Web article', 'Official publisher', 'Expansions', 'Update'],
  },
  {
    date: '2026-02-04',
    tagline: 'Chapter 3 specialisations on stream: creators test the new builds live.',
    image: 'video',
    link: 'https://www.twitch.tv/directory/category/dune-awakening',
    keywords: ['Stream', 'Twitch', 'Content creator', 'Expansions'],
  },
  {
    date: '2026-02-10',
    tagline: 'Where the game stands after Chapter 3: players’ reviews on the Steam store.',
    image: 'dunes',
    link: STEAM_STORE,
    keywords: ['Other text', 'Official publisher', 'Review', 'Opinions'],
  },
  {
    date: '2026-09-17',
    tagline:
      'Update 1.5: consoles, single-player and self-hosted worlds, and six abilities to three levels.',
    image: 'platforms',
    link: STEAM_NEWS,
    keywords: ['Web article', 'Official publisher', 'Update', 'News'],
  },
  {
    date: '2026-09-17',
    tagline: 'Update 1.5 news from the official site: the game comes to consoles.',
    image: 'platforms',
    link: OFFICIAL_NEWS,
    keywords: ['Web article', 'Official publisher', 'News', 'Update'],
  },
  {
    date: '2026-09-18',
    tagline: 'Self-hosted worlds in 1.5: players compare server setups on the subreddit.',
    image: 'community',
    link: 'https://www.reddit.com/r/duneawakening/',
    keywords: ['Post', 'Reddit', 'Update', 'Issues'],
  },
  {
    date: '2026-09-19',
    tagline: 'Hotfix 1.5.3.1: the first fixes after the 1.5 launch.',
    image: 'hotfix',
    link: STEAM_NEWS,
    keywords: ['Web article', 'Official publisher', 'Patch', 'Issues'],
  },
  {
    date: '2026-09-23',
    tagline: 'Hotfixes 1.5.3.2 and 1.5.3.3 keep the 1.5 fixes coming.',
    image: 'hotfix',
    link: STEAMDB_PATCHES,
    keywords: ['Web article', 'Fan site', 'Patch', 'Issues'],
  },
  {
    date: '2026-09-29',
    tagline: 'Hotfixes 1.5.3.4 and 1.5.3.5: more fixes for 1.5 on every platform.',
    image: 'patch-notes',
    link: STEAM_NEWS,
    keywords: ['Web article', 'Official publisher', 'Patch'],
  },
  {
    date: '2026-10-06',
    tagline: 'Hotfix 1.5.3.6 closes the run of 1.5 hotfixes that began on 19 September.',
    image: 'hotfix',
    link: STEAM_NEWS,
    keywords: ['Web article', 'Official publisher', 'Patch', 'Issues'],
  },
  {
    date: '2026-10-06',
    tagline: 'The game at a glance on Wikipedia: development, release and updates.',
    image: 'sandworm',
    link: 'https://en.wikipedia.org/wiki/Dune:_Awakening',
    keywords: ['Other text', 'Other source', 'Other topic'],
  },
];

/** When the seed was written: rows get a millisecond each, so ties sort as the list reads. */
const SEEDED_AT = Date.parse('2026-11-23T00:00:00.000Z');

export const news: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('news_items')
      .addColumn('id', 'text', (col) => col.primaryKey())
      // YYYY-MM-DD: sorts as text on both databases.
      .addColumn('date', 'text', (col) => col.notNull())
      .addColumn('tagline', 'text', (col) => col.notNull())
      .addColumn('image_url', 'text', (col) => col.notNull())
      .addColumn('link_url', 'text', (col) => col.notNull())
      .addColumn('keywords', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    // /news.json and the desk read newest first (ties: the newer entry first).
    await db.schema
      .createIndex('news_items_date_idx')
      .on('news_items')
      .columns(['date desc', 'created_at desc', 'id desc'])
      .execute();

    const rows = SEED.map((item, index) => {
      const at = new Date(SEEDED_AT + index).toISOString();
      return {
        id: randomUUID(),
        date: item.date,
        tagline: item.tagline,
        image_url: `/images/news/${item.image}.svg`,
        link_url: item.link,
        keywords: JSON.stringify(item.keywords),
        created_at: at,
        updated_at: at,
      };
    });
    await db
      .$extendTables<{ news_items: (typeof rows)[number] }>()
      .insertInto('news_items')
      .values(rows)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('news_items').execute();
  },
};
