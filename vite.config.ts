import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * Workers have no `document`: micromark's entity decoder (decode-named-character-reference) is
 * resolved to its DOM build under the `browser` condition, which fails in the guide's parsing
 * worker (src/builds/guide/guideTree.worker.ts); its Node build decodes from a table instead.
 */
function workerEntityDecoder(): Plugin {
  const name = 'decode-named-character-reference';
  return {
    name: 'worker-entity-decoder',
    enforce: 'pre',
    resolveId(source) {
      return source === name ? require.resolve(name) : null;
    },
  };
}

/** Lazy chunks whose imports Vite's loader preloads with them (see `modulePreload`). */
const PRELOADED_LAZY_CHUNK =
  /\/(?:[A-Za-z]+Page|bootPlanner|importBuild|graph|elkLayout)-[\w-]+\.js$/;

/** The modules besides the pages whose chunks PRELOADED_LAZY_CHUNK names. */
const PRELOADED_LAZY_MODULES = [
  'src/planner/sharing/bootPlanner.ts',
  'src/skills/importBuild.ts',
  'src/graph/index.ts',
  'src/graph/layout/elkLayout.ts',
];

/**
 * Fails the site's build when one of PRELOADED_LAZY_MODULES is no longer a chunk the pattern
 * names (a file renamed or merged): a shared build's address would wait for its imports level by
 * level again, which no test would notice. Only the site's own build (index.html) is checked.
 */
function preloadedLazyChunksNamed(): Plugin {
  return {
    name: 'preloaded-lazy-chunks-named',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [output] : [],
      );
      if (!chunks.some((chunk) => chunk.facadeModuleId?.endsWith('/index.html'))) return;
      // A module's own chunk, or the shared chunk it went into (importBuild's).
      const unnamed = PRELOADED_LAZY_MODULES.filter((module) => {
        const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${module}`)));
        return !chunk || !PRELOADED_LAZY_CHUNK.test(`/${chunk.fileName}`);
      });
      if (unnamed.length > 0) {
        this.error(`No chunk of ${unnamed.join(', ')} matches PRELOADED_LAZY_CHUNK.`);
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), preloadedLazyChunksNamed()],
  build: isSsrBuild
    ? {
        // `npm run build:ssr`: the server's renderer of first screens (src/app/serverEntry.tsx),
        // for Node; the public files and the manifest belong to the client's build.
        outDir: 'dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node22',
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        // The manifest lets bench/bundle.ts and the server (page preload hints) follow each route's chunk graph.
        manifest: true,
        target: 'es2022',
        // Vite's loader preloads a lazy chunk's imports only where waiting costs a player (a page's
        // chunk, PRELOADED_LAZY_MODULES); for the rest it added every link in one long task.
        modulePreload: {
          resolveDependencies: (file, deps, { hostType }) =>
            hostType === 'html' || PRELOADED_LAZY_CHUNK.test(file) ? deps : [],
        },
      },
  worker: { format: 'es', plugins: () => [workerEntityDecoder()] },
  // Pre-bundled up front so the story runner never reloads mid-run when a lazy chunk first
  // pulls one of them in.
  optimizeDeps: {
    include: [
      'react-markdown',
      // The guide's parser and rules, imported by its worker (src/builds/guide/guideTree.ts).
      'unified',
      'remark-parse',
      'remark-rehype',
      'hast-util-to-jsx-runtime',
      'html-url-attributes',
      'unist-util-visit',
      '@xyflow/react',
      'zustand',
      'zustand/middleware/immer',
      'immer',
      'sonner',
      '@headlessui/react',
      'altcha/lib',
      'swr/infinite',
    ],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
