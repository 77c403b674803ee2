import type { NewsItem } from '../../../src/api/contract/news';

/**
 * News items for the stories, newest first as /news.json gives them: 20 items, so the list shows
 * 8 at first and grows by 4. Each keyword set is chosen so the filter stories can tell OR from
 * AND: only the items named below carry 'Video', 'Reddit' or 'Patch'.
 */

const IMAGES = ['dunes', 'spice', 'ornithopter', 'sandworm', 'patch-notes', 'community'];

function item(index: number, keywords: string[], tagline?: string): NewsItem {
  const day = String(28 - index).padStart(2, '0');
  return {
    date: `2026-09-${day}`,
    tagline: tagline ?? `Arrakis dispatch number ${20 - index}: news from the deep desert.`,
    imageUrl: `/images/news/${IMAGES[index % IMAGES.length] ?? 'dunes'}.svg`,
    linkUrl: `https://www.duneawakening.com/news#story-${20 - index}`,
    keywords,
  };
}

/** The one item typed 'Video'. */
export const VIDEO_TAGLINE = 'Creators test the Chapter 3 specialisations on video.';
/** The one item from 'Reddit'. */
export const REDDIT_TAGLINE = 'Players compare self-hosted worlds on the subreddit.';
/** The two items about a 'Patch'. */
export const PATCH_TAGLINES = [
  'Hotfix 1.5.3.6 closes the run of 1.5 hotfixes.',
  'Hotfix 1.5.3.1: the first fixes after the 1.5 launch.',
];

/** Twenty items, newest first. */
export const NEWS_ITEMS: NewsItem[] = Array.from({ length: 20 }, (_, index) => {
  switch (index) {
    case 0:
      return item(index, ['Web article', 'Official publisher', 'Patch'], PATCH_TAGLINES[0]);
    case 3:
      return item(index, ['Video', 'Youtube', 'Content creator', 'Expansions'], VIDEO_TAGLINE);
    case 5:
      return item(index, ['Post', 'Reddit', 'Opinions'], REDDIT_TAGLINE);
    case 9:
      return item(index, ['Web article', 'Official publisher', 'Patch'], PATCH_TAGLINES[1]);
    default:
      return item(index, ['Web article', 'Gaming site', 'News']);
  }
});

/** The first item, for the card's stories. */
export const ONE_ITEM: NewsItem = {
  date: '2026-09-17',
  tagline:
    'Update 1.5: consoles, single-player and self-hosted worlds, and six abilities to three levels.',
  imageUrl: '/images/news/platforms.svg',
  linkUrl: 'https://store.steampowered.com/news/app/1172710',
  keywords: ['Web article', 'Official publisher', 'Update', 'News'],
};
