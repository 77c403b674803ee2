import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageModuleOf } from '../../../src/app/pageModules';
import { PAGE_ROUTES } from '../../../src/app/routes';

const root = join(import.meta.dirname, '../../..');

describe('the page table', () => {
  it("imports each page lazily from one page module, whose path the server's preloads read", () => {
    for (const page of PAGE_ROUTES) {
      expect(pageModuleOf(page), page.path).toMatch(/^src\/[a-z]+\/[\w/]*Page\.tsx$/);
    }
  });

  it('has every route of the spec once, the 404 page last', () => {
    const routes = PAGE_ROUTES.map((page) => page.path);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes.at(-1)).toBe('*');
    for (const route of [
      '/login',
      '/register',
      '/forgot-password',
      '/forgot-username',
      '/reset-password',
      '/undo-email-change',
      '/unsubscribe',
      '/profile',
      '/settings',
      '/account',
      '/my-builds',
    ]) {
      expect(routes).toContain(route);
    }
  });

  it('requires login exactly on /profile, /settings, /account, /my-builds, /collections, /notifications and /admin', () => {
    expect(PAGE_ROUTES.filter((page) => page.loginRequired).map((page) => page.path)).toEqual([
      '/profile',
      '/settings',
      '/account',
      '/my-builds',
      '/collections',
      '/notifications',
      '/admin',
    ]);
  });

  it('renders a protected page on the server only when it draws its own frame while the session loads', () => {
    const served = PAGE_ROUTES.filter((page) => page.loginRequired && page.ssr === 'full');
    expect(served.map((page) => page.path)).toEqual(['/notifications']);
    for (const page of served) expect(page.drawnWhileSessionLoads, page.path).toBe(true);
  });

  it('gives each page the title its module sets (or the section it names)', () => {
    for (const page of PAGE_ROUTES) {
      const source = readFileSync(join(root, pageModuleOf(page)), 'utf8');
      const titled =
        source.includes(`section="${page.title}"`) ||
        new RegExp(`usePageMeta\\(\\s*'${page.title}'`).test(source) ||
        source.includes(`'${page.title}'`);
      expect(titled, `${page.path}: ${page.title}`).toBe(true);
    }
  });
});
