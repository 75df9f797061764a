import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

const root = import.meta.dirname;

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // Dependencies bundled too (all but the native better-sqlite3): loading them as many files from
      // node_modules was a large part of the time `npm start` takes to print its line.
      externalizeDeps: false,
      rollupOptions: {
        external: ['better-sqlite3'],
        input: {
          index: resolve(root, 'src-main/electron/main.ts'),
          // Run beside it, each as a process of its own: the sandbox (src-main/services/sandbox/sandbox-process.ts)
          // and `npm start`'s launcher (scripts/start.mjs runs it built, with no TypeScript loader).
          sandbox: resolve(root, 'apps/sandbox/cli.ts'),
          start: resolve(root, 'scripts/start.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload cannot require() packages: bundle everything and emit CommonJS.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(root, 'src-preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'src-renderer'),
    resolve: { alias: { '@': resolve(root, 'src-renderer') } },
    plugins: [react()],
    build: {
      outDir: resolve(root, 'out/renderer'),
      minify: true,
      // One bundle loaded from local disk (app:// or loopback): size matters less than on the web.
      chunkSizeWarningLimit: 2500,
      rollupOptions: { input: { index: resolve(root, 'src-renderer/index.html') } },
    },
  },
});
