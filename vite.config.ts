import path from 'node:path';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { formHandler, providerFromEnvironment } from './src/serve/formsReceiver.ts';
import { DEV_FORMS_PATH } from './src/contract/formEndpoints.ts';
import { siteFileFromEnv } from './src/contract/loadSite.ts';
import { config } from './src/core/config.ts';
import { TMP_DIR } from './src/core/paths.ts';
import { devPlugin } from './src/serve/devPlugin.ts';

// The dev server's configuration (npm run dev). `npm run build` does not read this file: src/build/build.ts loads the
// site once and gives the site plugin the site it loaded. @vitejs/plugin-react is here for Fast Refresh while editing
// an island; the build does without it.

/** The inbox of the form receiver inside the dev server, which scripts/dev.ts sets unless FORMS_ENDPOINT_BASE is set. */
const formsInbox = config.devFormsDir;

/**
 * The local form receiver (src/serve/formsReceiver.ts) at DEV_FORMS_PATH on the dev server itself: wherever the dev
 * server listens, the pages post to the address they came from, and the forms' own origin may post.
 */
const formsReceiver = (dir: string): Plugin => ({
  name: 'forms-receiver',
  configureServer(server) {
    const { handle } = formHandler({
      dir,
      sameOrigin: true,
      failWith: config.formsFail,
      maxFileBytes: config.formsMaxBytes,
      provider: providerFromEnvironment(config.formsProvider),
    });
    server.middlewares.use(DEV_FORMS_PATH, handle);
  },
});

/**
 * The project's scratch folder, which the dev server does not watch: the tests and benchmarks build sites there, and
 * each page they wrote reloaded every page open on the dev server (the editor's preview among them), as the folder
 * Vite builds into is not watched either. The site file the dev server shows is watched wherever it is: the editor's
 * preview keeps its copy in the scratch folder (src/edit/preview.ts), and that copy's folder and those above it are.
 */
const siteFile = siteFileFromEnv();
const inScratch = (file: string) => file.startsWith(`${TMP_DIR}${path.sep}`);
const siteFolder = `${path.dirname(siteFile)}${path.sep}`;
const holdsSiteFile = (file: string) =>
  inScratch(siteFile) && (siteFolder.startsWith(`${file}${path.sep}`) || file.startsWith(siteFolder));
export const unwatchedScratch = (file: string) => inScratch(file) && !holdsSiteFile(file);

export default defineConfig({
  plugins: [
    devPlugin({
      siteFile,
      formsEndpointBase: formsInbox ? DEV_FORMS_PATH : config.formsEndpointBase,
    }),
    ...(formsInbox ? [formsReceiver(formsInbox)] : []),
    react(),
    vike(),
  ],
  build: { target: 'es2022', reportCompressedSize: false },
  // Only this computer reaches the dev server, unless HOST names an interface (HOST=0.0.0.0 for a phone on the network);
  // and no page of another origin reads it (no CORS: a page on another port of this computer could read the project's
  // files through /@fs/ while it runs). Vite answers only the Host names it allows (localhost and IP addresses).
  server: { host: config.host, cors: false, watch: { ignored: [unwatchedScratch] } },
});
