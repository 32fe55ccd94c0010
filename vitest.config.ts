import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sitePlugin } from './src/site/vitePlugin.ts';

export default defineConfig({
  // The same plugin as the build, so templates rendered in tests import what they import in the build.
  plugins: [sitePlugin(), react()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Each fixture site is built once per run, before the test files start.
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Browser test files each start Chromium; running files one at a time keeps a 2-core machine responsive.
    fileParallelism: false,
    // it.concurrent tests (one browser visit per route) run three at a time.
    maxConcurrency: 3,
  },
});
