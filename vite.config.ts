import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { siteFileFromEnv } from './src/site/loadSite.ts';
import { sitePlugin } from './src/site/vitePlugin.ts';

// The dev server's configuration (npm run dev). `npm run build` does not read this file: scripts/build.ts loads the
// site once and gives the site plugin the site it loaded. @vitejs/plugin-react is here for Fast Refresh while editing
// an island; the build does without it.
export default defineConfig({
  plugins: [sitePlugin({ siteFile: siteFileFromEnv(), formsEndpointBase: process.env.FORMS_ENDPOINT_BASE }), react(), vike()],
  build: { target: 'es2022', reportCompressedSize: false },
  // Only this computer reaches the dev server, unless HOST names an interface (HOST=0.0.0.0 for a phone on the network).
  server: { host: process.env.HOST ?? '127.0.0.1' },
});
