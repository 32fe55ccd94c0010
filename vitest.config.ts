import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Each fixture site is built once per run, before the test files start.
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two test files at a time, even on 2 cores: a browser test spends much of its time waiting on Chromium, the
    // server or a timer, and the other file uses the core meanwhile.
    maxWorkers: 2,
    // One module graph per worker, shared by the files it runs: no test mocks modules or changes process.env.
    isolate: false,
    // it.concurrent tests (one browser visit per route or per screen) run three at a time.
    maxConcurrency: 3,
  },
});
