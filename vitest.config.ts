import { defineConfig } from 'vitest/config';

/**
 * The test files that read no build output: content and contract on YAML snippets, templates rendered from
 * descriptors, the servers and the editor on sites of their own. They run first, while the run's builds go on in the
 * background (tests/global-setup.ts); every other file waits for the builds (tests/support/awaitBuilds.ts). A file put
 * here that reads the build fails on a fresh clone, where there is none yet.
 */
const NO_BUILD_OUTPUT = [
  'brochure',
  'build-lock',
  'cache-safety',
  'check-menu-sitemap',
  'checked-text',
  'dev-server-network',
  'dev-server',
  'editor-languages',
  'editor-patch',
  'forms-receiver',
  'host-files',
  'hostile-names',
  'hostile-videos',
  'illustration-dark-scheme',
  'incremental-build',
  'loadChunk',
  'owner-mistakes',
  'peak-memory',
  'precompress',
  'problems-catalogue',
  'public-files',
  'reserved-names',
  'resolve-passes',
  'resolve',
  'static-server-files',
  'svg-safety',
  'outlines',
  'translations',
  'validate',
  'yaml-encoding',
  'yaml-folding',
  'yaml-syntax',
  'content',
  'templates',
].map((name) => `tests/${name}.test.{ts,tsx}`);

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two test files at a time, even on 2 cores: a browser test spends much of its time waiting on Chromium, the
    // server or a timer, and the other file uses the core meanwhile.
    maxWorkers: 2,
    // One module graph per worker, shared by the files it runs: no test mocks modules or changes process.env (a mock
    // would not reach a module an earlier file of the worker has loaded).
    isolate: false,
    // it.concurrent tests (one browser visit per route or per screen) run three at a time.
    maxConcurrency: 3,
    projects: [
      {
        extends: true,
        // Group 0 runs before group 1.
        test: { name: 'no-build', include: NO_BUILD_OUTPUT, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: 'built',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: NO_BUILD_OUTPUT,
          // The real site and each fixture site are built once per run, starting before any test file.
          globalSetup: ['tests/global-setup.ts'],
          setupFiles: ['tests/support/awaitBuilds.ts'],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
