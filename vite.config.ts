import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  worker: { format: 'es' },
  // Pre-bundled up front so the story runner never reloads mid-run when a lazy chunk first
  // pulls one of them in.
  optimizeDeps: {
    include: [
      'react-markdown',
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
