import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { sitePlugin } from './src/site/vitePlugin.ts';

// SITE_YAML and SITE_OUT let scripts build another site file into another folder (tests, benchmarks).
export default defineConfig(({ command }) => {
  // A build is always the production build, even when started from a test runner that sets NODE_ENV=test.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [sitePlugin({ siteFile: process.env.SITE_YAML }), react(), vike()],
    // No gzip sizes in the build log: precompression (scripts/precompress.ts) and the benchmarks measure what is sent.
    build: { target: 'es2022', outDir: process.env.SITE_OUT ?? 'dist', reportCompressedSize: false },
  };
});
