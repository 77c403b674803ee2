import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadablePageModules } from '../../../src/app/pageLoaders';
import { SITE_PAGE_TABLE } from '../../../src/app/pages';

const root = join(import.meta.dirname, '../../..');

describe('the page table', () => {
  it('names only modules the router can load lazily', () => {
    const loadable = new Set(loadablePageModules());
    for (const page of SITE_PAGE_TABLE) expect(loadable, page.route).toContain(page.module);
  });

  it('has every route of the spec once, the 404 page last', () => {
    const routes = SITE_PAGE_TABLE.map((page) => page.route);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes.at(-1)).toBe('*');
    for (const route of [
      '/login',
      '/register',
      '/forgot-password',
      '/forgot-username',
      '/reset-password',
      '/undo-email-change',
      '/profile',
      '/settings',
      '/account',
      '/my-builds',
    ]) {
      expect(routes).toContain(route);
    }
  });

  it('requires login exactly on /profile, /settings, /account, /my-builds and /admin', () => {
    expect(SITE_PAGE_TABLE.filter((page) => page.loginRequired).map((page) => page.route)).toEqual([
      '/profile',
      '/settings',
      '/account',
      '/my-builds',
      '/admin',
    ]);
  });

  it('gives each page the title its module sets (or the section it is given)', () => {
    for (const page of SITE_PAGE_TABLE) {
      const source = readFileSync(join(root, page.module), 'utf8');
      const titled =
        page.props?.section === page.title ||
        new RegExp(`usePageMeta\\(\\s*'${page.title}'`).test(source) ||
        source.includes(`'${page.title}'`);
      expect(titled, `${page.route}: ${page.title}`).toBe(true);
    }
  });
});
