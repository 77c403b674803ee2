// The esbuild options every bundle of the server shares (scripts/build-server.mjs, the suites'
// server processes in scripts/serverProcess.ts). npm packages stay external: they are resolved
// from node_modules at run time, which keeps pino's dynamic requires working.

/**
 * The page table's lazy imports are the browser's pages: the server reads the table's rows
 * (paths, what each page loads) and never runs them, so they stay as they are written.
 * @type {import('esbuild').Plugin}
 */
const pagesStayLazy = {
  name: 'pages-stay-lazy',
  setup(build) {
    build.onResolve({ filter: /\.tsx$/ }, ({ kind, path }) =>
      kind === 'dynamic-import' ? { path, external: true } : undefined,
    );
  },
};

/** @type {import('esbuild').BuildOptions} */
export const SERVER_BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  plugins: [pagesStayLazy],
};
