import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_ITEMS } from '../../src/app/shell/navigation';

function highlighted(pathname: string): string[] {
  return NAV_ITEMS.filter((item) => isNavItemActive(item, pathname)).map((item) => item.label);
}

describe('header navigation highlighting', () => {
  it('lists the spec sections in order, with News after Community Builds', () => {
    expect(NAV_ITEMS.map((item) => [item.label, item.to])).toEqual([
      ['Classes', '/classes'],
      ['Plan Characters', '/skill-trees'],
      ['Community Builds', '/community-builds'],
      ['News', '/news'],
      ['Guild Ad Board', '/guild-board'],
      ['About', '/about'],
      ['Feedback', '/feedback'],
    ]);
  });

  it.each([
    ['/classes', ['Classes']],
    ['/class/trooper', ['Classes']],
    ['/class/bene-gesserit-acolyte', ['Classes']],
    ['/skill-trees', ['Plan Characters']],
    ['/community-builds', ['Community Builds']],
    ['/build-viewer/abc123', ['Community Builds']],
    ['/build-viewer', ['Community Builds']],
    ['/news', ['News']],
    ['/news/', ['News']],
    ['/guild-board', ['Guild Ad Board']],
    ['/about', ['About']],
    ['/about/', ['About']],
    ['/feedback', ['Feedback']],
    ['/feedback-thanks', ['Feedback']],
  ])('%s highlights %j', (pathname, expected) => {
    expect(highlighted(pathname)).toEqual(expected);
  });

  it.each([
    '/',
    '/privacy',
    '/login',
    '/under-construction',
    '/newsletter',
    '/aboutus',
    '/my-builds',
  ])('%s highlights nothing', (pathname) => {
    expect(highlighted(pathname)).toEqual([]);
  });
});
