import type { Decorator } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import type { PublicBuildCard } from '../../../src/api/contract/publicBuildCards';
import { NEWS_FEED_PATH } from '../../../src/api/news/newsFeed';
import {
  FEATURED_BUILDS,
  homeBuildsKey,
  NEWEST_BUILDS,
} from '../../../src/site/home/homeBuildLists';
import { answerPage, publicBuild } from '../../community/fixtures';

/** The most liked builds, as the featured list's key answers. */
export const MOST_LIKED = [
  publicBuild(1, { title: 'Sandrider Sniper', likes: 120 }),
  publicBuild(2, { title: 'Spice Baron', likes: 80 }),
  publicBuild(3, { title: 'Sietch Guard', likes: 45 }),
];
/** The newest builds, as the newest list's key answers. */
export const NEWEST = [
  publicBuild(4, { title: 'Fresh Fremen', likes: 0 }),
  publicBuild(5, { title: 'Worm Caller', likes: 2 }),
  publicBuild(6, { title: 'Dawn Patrol', likes: 1 }),
];

/** Renders Home (or its lists) with the answers the server sends with the page: its data keys. */
export function served(
  featured: PublicBuildCard[],
  newest: PublicBuildCard[],
  news: unknown,
): Decorator {
  const page = (builds: PublicBuildCard[], key: string) =>
    answerPage(builds, new URL(key, window.location.origin).searchParams);
  const featuredKey = homeBuildsKey(FEATURED_BUILDS);
  const newestKey = homeBuildsKey(NEWEST_BUILDS);
  const fallback = {
    [featuredKey]: page(featured, featuredKey),
    [newestKey]: page(newest, newestKey),
    [NEWS_FEED_PATH]: news,
  };
  return (Story) => (
    <SWRConfig value={{ fallback }}>
      <Story />
    </SWRConfig>
  );
}

/** The card titles in the section (region) named `name`. */
export function titles(canvasElement: HTMLElement, name: string): string[] {
  const section = within(canvasElement).getByRole('region', { name });
  return within(section)
    .queryAllByRole('article')
    .map((card) => card.querySelector('h3')?.textContent ?? '');
}

/** The featured and newest sections show the served builds, in the answers' order. */
export async function expectServedBuildLists(canvasElement: HTMLElement): Promise<void> {
  await expect(titles(canvasElement, 'Featured builds')).toEqual([
    'Sandrider Sniper',
    'Spice Baron',
    'Sietch Guard',
  ]);
  await expect(titles(canvasElement, 'Newest builds')).toEqual([
    'Fresh Fremen',
    'Worm Caller',
    'Dawn Patrol',
  ]);
}
