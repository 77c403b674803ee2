// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import boundaries of DESIGN.md, as errors. They match the import specifiers themselves
 * (no resolver needed, so nothing is skipped silently). Features are src/<feature>/ folders;
 * they share code only through src/skills, src/graph, src/api, src/ui and src/builds.
 * src/builds is the build layer the planner and the viewer both show a build with (its views,
 * dialogs and parsers): it sits above src/skills, src/graph, src/api and src/ui, below every
 * feature; its boundary is checked on resolved paths in .dependency-cruiser.mjs, like src/api's.
 * Import cycles (type-only imports included) are checked there too (`npm run lint:deps`).
 */
const features = [
  ...['site', 'planner', 'viewer', 'community', 'collections', 'account', 'news', 'feedback'],
  ...['admin', 'notifications'],
];
// The folder right after the leading ../ steps: `../../api/contract/feedback` is src/api's, not
// the feedback feature's.
const relativeInto = (folders) => `^(\\.{1,2}/)+(${folders.join('|')})(/|$)`;
const serverImport = {
  regex: '^\\.{1,2}/(.*/)?server(/|$)',
  message: 'Client code never imports the server.',
};
const appImport = { regex: relativeInto(['app']), message: 'Only the app imports the app.' };

/** `no-restricted-imports` for files matching `files`, with the given patterns. */
const boundary = (files, patterns, paths = []) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns, paths }] },
});

/**
 * The server's layers: routes/ → services/ → repositories/ → db/, with http/ the transport
 * plumbing and keys/ the pure key functions every layer may use. A later `no-restricted-imports`
 * replaces an earlier one for the same file, so each zone repeats the server-wide patterns.
 */
const serverSrcImport = {
  // The page table, its matcher and its module paths: the server reads the rows and never runs
  // their lazy imports (scripts/build-server.mjs leaves them unbundled).
  regex: '^\\.\\./.*src/(?!skills/|api/contract(/|$)|app/(routes|routeMatch|pageModules)$)',
  message:
    'The server imports src/skills, the src/api contract and the page table (src/app/routes, routeMatch, pageModules) only, never React code.',
};
const serverReact = [
  { name: 'react', message: 'The server never imports React code.' },
  { name: 'react-dom', message: 'The server never imports React code.' },
];
const migrationImport = {
  regex: '(^|/)migrations(/|$)',
  message:
    'Migrations are frozen once shipped: live code never imports one (key functions live in server/keys).',
};
// server/'s folders and top-level modules, for a zone that may import none of them.
const serverFolders = [
  ...['admin', 'auth', 'cluster', 'counters', 'db', 'game', 'http', 'keys', 'previews'],
  ...['pages', 'repositories', 'routes', 'services', 'app', 'config', 'main', 'startupNotes'],
];
const serverInto = (folders, message) => ({ regex: relativeInto(folders), message });
const serverBoundary = (files, patterns) =>
  boundary(files, [serverSrcImport, migrationImport, ...patterns], serverReact);

const serverBoundaries = [
  serverBoundary(['server/**'], []),
  // Only the migrations and their runner import migrations.
  boundary(['server/db/migrations/**', 'server/db/migrate.ts'], [serverSrcImport], serverReact),
  serverBoundary(
    ['server/services/**'],
    [
      serverInto(
        ['http', 'routes'],
        'Services return outcomes or throw domain errors: no HTTP, no routes.',
      ),
    ],
  ),
  serverBoundary(
    ['server/repositories/**'],
    [
      serverInto(
        ['services', 'routes', 'http'],
        'Repositories hold Kysely queries only: they never import services, routes or http/.',
      ),
    ],
  ),
  serverBoundary(
    ['server/http/**'],
    [serverInto(['routes'], 'http/ is transport plumbing: it never imports routes/.')],
  ),
  serverBoundary(
    ['server/keys/**'],
    [
      serverInto(
        serverFolders.filter((folder) => folder !== 'keys'),
        'server/keys holds pure key functions below every layer: it imports nothing else of the server.',
      ),
    ],
  ),
];

// requestJson is the browser's one HTTP client: the URL rule, the cookies and the CSRF header
// live in one place.
const fetchMessage = 'Call the API through requestJson (src/api/requestJson.ts), not fetch.';
const oneHttpClient = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/api/requestJson.ts'],
  rules: {
    'no-restricted-globals': ['error', { name: 'fetch', message: fetchMessage }],
    'no-restricted-properties': [
      'error',
      ...['window', 'globalThis', 'self'].map((object) => ({
        object,
        property: 'fetch',
        message: fetchMessage,
      })),
    ],
  },
};

const boundaries = [
  boundary(
    ['src/skills/**'],
    [
      { regex: '^\\.\\./', message: 'src/skills is the pure domain: it imports nothing of ours.' },
      {
        regex: '^(react|react-dom|@xyflow/.*|swr|zustand.*)$',
        message: 'src/skills is pure TypeScript: no React, no store, no fetch.',
      },
    ],
  ),
  boundary(
    ['src/graph/**'],
    [
      {
        regex: relativeInto(['api', 'app', 'builds', ...features]),
        message: 'src/graph knows no store or HTTP: only src/skills (types) and src/ui.',
      },
      serverImport,
    ],
  ),
  // src/api's own folders (src/api/account) share names with features (src/account), which a
  // pattern on the import text cannot tell apart: its boundary is checked on resolved paths in
  // .dependency-cruiser.mjs.
  boundary(['src/api/**'], [serverImport]),
  // src/builds imports src/api's folders too (src/api/account …): same resolved-path check.
  boundary(['src/builds/**'], [serverImport]),
  boundary(
    ['src/ui/**'],
    [
      {
        regex: relativeInto(['app', 'graph', 'api', 'builds', ...features]),
        message: 'src/ui holds shared presentational pieces: no features, no app.',
      },
      serverImport,
    ],
  ),
  ...features.map((feature) =>
    boundary(
      [`src/${feature}/**`],
      [
        {
          regex: relativeInto(features.filter((f) => f !== feature)),
          message: 'Features do not import each other: move shared code down.',
        },
        appImport,
        serverImport,
      ],
    ),
  ),
  ...serverBoundaries,
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.cache',
      'var',
      'coverage',
      'test-results',
      'playwright-report',
      'storybook-static',
      'scripts/**/*.d.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Under verbatimModuleSyntax `import { type X } from 'm'` still loads m at run time; only
    // `import type` is erased.
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: { '@typescript-eslint/no-import-type-side-effects': 'error' },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.tsx', 'stories/**/*.tsx', 'tests/components/**/*.tsx', '.storybook/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...storybook.configs['flat/recommended'],
  ...boundaries,
  oneHttpClient,
);
