import { describe, expect, it } from 'vitest';
import type { NewsItem } from '../../../src/api/contract/news';
import { validNewsItems } from '../../../src/api/news/validNewsItems';
import {
  filterNews,
  hasSelection,
  NO_NEWS_SELECTION,
  paramsForSelection,
  selectionFromParams,
  toggleValue,
} from '../../../src/site/news/newsFilters';
import { newsDateLabel } from '../../../src/ui/news/NewsItemCard';

/** News filtering (spec §4) and the filters' place in the address. */

const item = (tagline: string, keywords: string[]): NewsItem => ({
  date: '2026-09-17',
  tagline,
  imageUrl: '/images/news/dunes.svg',
  linkUrl: 'https://www.duneawakening.com/news',
  keywords,
});

const ITEMS = [
  item('video', ['Video', 'Youtube', 'Update']),
  item('reddit', ['Post', 'Reddit', 'Opinions']),
  item('patch', ['Web article', 'Official publisher', 'Patch']),
];

describe('news filters', () => {
  it('shows every item with nothing selected', () => {
    expect(filterNews(ITEMS, NO_NEWS_SELECTION)).toEqual(ITEMS);
    expect(hasSelection(NO_NEWS_SELECTION)).toBe(false);
  });

  it('shows an item matching any selected value, within and across filters (OR)', () => {
    const taglines = (selection: Parameters<typeof filterNews>[1]) =>
      filterNews(ITEMS, selection).map((i) => i.tagline);
    expect(taglines({ type: ['Video'], source: [], topic: [] })).toEqual(['video']);
    expect(taglines({ type: ['Video', 'Post'], source: [], topic: [] })).toEqual([
      'video',
      'reddit',
    ]);
    expect(taglines({ type: ['Video'], source: [], topic: ['Patch'] })).toEqual(['video', 'patch']);
    expect(taglines({ type: ['Podcast'], source: [], topic: [] })).toEqual([]);
  });

  it('reads repeated parameters, keeps the filter’s order, drops unknown values', () => {
    const selection = selectionFromParams(
      new URLSearchParams('topic=Patch&topic=Update&topic=Gossip&type=Video&type=Video&x=1'),
    );
    expect(selection).toEqual({ type: ['Video'], source: [], topic: ['Update', 'Patch'] });
    const params = paramsForSelection(selection, new URLSearchParams('x=1&type=Stream'));
    expect(params.toString()).toBe('x=1&type=Video&topic=Update&topic=Patch');
    expect(paramsForSelection(NO_NEWS_SELECTION, params).toString()).toBe('x=1');
  });

  it('toggles one value on and off', () => {
    const on = toggleValue(NO_NEWS_SELECTION, 'source', 'Reddit');
    expect(on.source).toEqual(['Reddit']);
    expect(toggleValue(on, 'source', 'Reddit')).toEqual(NO_NEWS_SELECTION);
  });
});

describe('news feed answers', () => {
  it('keeps the items that match the contract and drops the rest', () => {
    const good = ITEMS[0];
    expect(validNewsItems([good, { ...good, imageUrl: 'https://elsewhere.test/x.png' }])).toEqual([
      good,
    ]);
    expect(validNewsItems({ items: [good] })).toEqual([]);
    expect(validNewsItems(undefined)).toEqual([]);
  });

  it('writes an item’s day the same in every time zone', () => {
    expect(newsDateLabel('2026-10-06')).toBe('October 6, 2026');
  });
});
