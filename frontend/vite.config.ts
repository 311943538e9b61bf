import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { adminChunkGuard } from './scripts/admin-chunk-check';
import { landingBudget } from './scripts/bundle-budget';
import { precompress } from './scripts/precompress';
import { slimAdminRouter } from './scripts/slim-admin-router';

export default defineConfig({
  // landingBudget fails the build when the landing page's scripts exceed 150 kB brotli (issue 20).
  plugins: [react(), slimAdminRouter(), adminChunkGuard(), landingBudget(), precompress()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Shared rules are consumed as TypeScript source, not the CommonJS build in libs/dist.
      '@pt/libs': fileURLToPath(new URL('../libs/src', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/prod/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets a test prove the entry never statically imports the portal chunk.
    manifest: true,
    // The eager entry is React, MUI, the router and i18next (~505 kB raw, ~140 kB brotli); the budget above is the
    // real limit, this only keeps Vite's generic warning for the portal's large chunk.
    chunkSizeWarningLimit: 650,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    css: false,
    // Under Node, react-router-dom's CommonJS build loads a second react-router instance, so
    // react-admin would not see the app's router. Resolving react-admin through Vite and pointing
    // its react-router-dom imports at react-router (which v7 re-exports entirely) keeps one instance.
    server: { deps: { inline: [/[\\/]node_modules[\\/](react-admin|ra-[\w-]+)[\\/]/] } },
    alias: [{ find: /^react-router-dom$/, replacement: 'react-router' }],
  },
});
