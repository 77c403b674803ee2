import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The graph benchmark's two pages (ours and a bare React Flow baseline), built in production
 * mode like the real app and served by bench/graph/run.mjs.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('./pages'),
  base: '/',
  publicDir: here('../../public'),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: here('../../dist/bench-graph'),
    emptyOutDir: true,
    target: 'es2022',
    // One page bundles React, React Flow, the engine and the game data: size is not measured here.
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      input: {
        ours: here('./pages/ours.html'),
        baseline: here('./pages/baseline.html'),
      },
    },
  },
  worker: { format: 'es' },
});
