// @ts-check
/**
 * The import rules that need resolved paths (`npm run lint:deps`); those on import text are in
 * eslint.config.js. Type-only imports count: a cycle through types still tangles the layers.
 */
const features = [
  ...['site', 'planner', 'viewer', 'community', 'collections', 'account', 'news', 'feedback'],
  ...['admin', 'notifications'],
];
const folders = (names) => `^src/(${names.join('|')})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle makes module start-up order matter (a value read before its module ran is undefined) and defeats the layering: move the shared code down.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'api-uses-skills-only',
      severity: 'error',
      comment: 'src/api is the HTTP client and contract: it may use src/skills only.',
      from: { path: '^src/api/' },
      to: { path: folders(['app', 'graph', 'ui', 'builds', ...features]) },
    },
    {
      name: 'builds-below-features',
      severity: 'error',
      comment:
        'src/builds is shared by the features: it may use src/skills, src/graph, src/api and src/ui, never a feature or the app.',
      from: { path: '^src/builds/' },
      to: { path: folders(['app', ...features]) },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import nothing on disk answers: a rule above would miss it silently.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Packages are not followed: a cycle through node_modules is not ours to fix.
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.d.ts', '.mjs', '.js', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
