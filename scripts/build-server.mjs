// Bundles the server (server/main.ts and what it imports from src/skills and src/api) into
// dist/server/main.js, and the preview images' drawing thread into preview-render-worker.js
// beside it (server/previews/renderQueue.ts starts it from there), the SQLite reading thread
// into sqlite-read-thread.js (server/db/sqliteReads.ts) and its search index's fold into
// sqlite-search-fold-thread.js (server/db/sqliteSearchFold.ts), with the options every
// server bundle shares (serverBundle.mjs).
// Only dist/server is replaced: dist/client (Vite, Storybook) is another build's output.
// `node scripts/build-server.mjs dist-x/server` writes a second bundle beside the first, so a
// before/after comparison (bench:lighthouse's --server) needs no second checkout; it must stay
// inside the checkout for node_modules to resolve.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';
import { SERVER_BUNDLE_OPTIONS } from './serverBundle.mjs';

const outdir = process.argv[2] ?? 'dist/server';
const started = Date.now();

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: {
    main: 'server/main.ts',
    'preview-render-worker': 'server/previews/renderWorker.ts',
    'sqlite-read-thread': 'server/db/sqliteReadThread.ts',
    'sqlite-search-fold-thread': 'server/db/sqliteSearchFoldThread.ts',
  },
  outdir,
  ...SERVER_BUNDLE_OPTIONS,
  sourcemap: true,
  // Stack traces in logs then point at server/*.ts lines.
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});

const bytes =
  Object.values(result.metafile.outputs).find((o) => o.entryPoint === 'server/main.ts')?.bytes ?? 0;
console.log(
  `Built ${outdir}/main.js (${(bytes / 1024).toFixed(0)} kB) in ${Date.now() - started} ms`,
);
