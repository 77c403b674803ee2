// @ts-check
/**
 * What a first screen loads (`npm run lint:first-screen`): the entry and each page module with
 * their static imports. A cruise of its own, as it must skip `import()` and type-only imports,
 * which the cycle rule in .dependency-cruiser.mjs has to see.
 */
import { existsSync } from 'node:fs';
import { pageModuleOf } from './src/app/pageModules.ts';
import { PAGE_ROUTES } from './src/app/routes.ts';

/** @param {string} path */
const exactly = (path) => `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
const roots = ['src/app/main.tsx', ...new Set(PAGE_ROUTES.map(pageModuleOf))];
// A root that matches no file would pass silently.
for (const root of roots) if (!existsSync(root)) throw new Error(`No first-screen root ${root}.`);
/** @param {string[]} names */
const packages = (names) => `^node_modules/(${names.join('|')})/`;

/** The heavy parts a page loads where it needs them, each with why. */
const heavy = [
  {
    name: 'zod',
    why: 'building its schemas is tens of milliseconds of a phone main thread before the page answers',
    path: packages(['zod']),
  },
  {
    name: 'markdown',
    why: "the guide's parser and renderer, which only a shown guide needs",
    path: packages([
      'react-markdown',
      'remark-[^/]+',
      'rehype-[^/]+',
      'micromark[^/]*',
      'mdast-[^/]+',
      'unified',
    ]),
  },
  {
    name: 'graph',
    why: 'React Flow and ELK, which only a mounted live tree needs (the trees mount after the first paint)',
    path: packages(['@xyflow/[^/]+', 'elkjs']),
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...heavy.map(({ name, why, path }) => ({
      name: `no-${name}-on-first-screen`,
      severity: 'error',
      comment: `A page's first screen (the entry or a page module of src/app/routes.ts, with their static imports) loads ${name}: ${why}. Load it with import() where it is needed.`,
      from: { path: roots.map(exactly) },
      to: { path, reachable: true },
    })),
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import this cruise cannot follow: what it loads would go unchecked.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // What the browser fetches before the page renders: no import() and no type-only imports.
    exclude: { dynamic: true },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.d.ts', '.mjs', '.js', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'browser', 'default'],
      mainFields: ['browser', 'module', 'main'],
    },
    skipAnalysisNotInRules: true,
  },
};
