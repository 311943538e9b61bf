import { defineConfig } from 'vitest/config';

/**
 * Browser tests (npm run test:browser): real Chromium against the real product (backend/dist/main.js serving the
 * built frontend), started once by the global setup. Files run one after the other, in one worker.
 */
export default defineConfig({
  test: {
    include: ['browser-tests/**/*.browser.test.ts'],
    environment: 'node',
    globalSetup: ['browser-tests/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    fileParallelism: false,
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
    sequence: { concurrent: false, shuffle: false },
  },
});
