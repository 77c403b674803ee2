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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? {
        // `npm run build:ssr`: the server's renderer of first screens (src/app/serverEntry.tsx),
        // for Node; the public files and the manifest belong to the client's build.
        outDir: 'dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        // The manifest lets bench/bundle.ts and the server (page preload hints) follow each route's chunk graph.
        manifest: true,
        target: 'es2022',
      },
  worker: { format: 'es', plugins: () => [workerEntityDecoder()] },
  // Pre-bundled up front so the story runner never reloads mid-run when a lazy chunk first
  // pulls one of them in.
  optimizeDeps: {
    include: [
      'react-markdown',
      // The guide's parser, imported by its worker (src/builds/guide/guideTree.worker.ts).
      'unified',
      'remark-parse',
      'remark-rehype',
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
