// npm run dev: the development server (vike dev, with vite.config.ts), which receives the two forms itself: the local
// form receiver (src/serve/formsReceiver.ts) runs inside it, at /__forms/contact and /__forms/apply on the dev server's
// own address, so it listens wherever the dev server does (HOST) and the pages post to the address they were loaded
// from. FORMS_ENDPOINT_BASE sends the forms elsewhere instead; FORMS_DIR, FORMS_MAX_BYTES and FORMS_FAIL as for
// npm run forms:receive.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEV_FORMS_PATH } from '../src/contract/formEndpoints.ts';
import { config } from '../src/core/config.ts';

if (!config.formsEndpointBase) {
  // Set for the dev server this starts, whose vite.config.ts reads it (src/core/config.ts).
  process.env.DEV_FORMS_DIR = path.resolve(config.formsDir);
  console.log(
    `Forms are received by the dev server itself (${DEV_FORMS_PATH}/contact and ${DEV_FORMS_PATH}/apply); submissions are stored in ${process.env.DEV_FORMS_DIR}, which it never serves`,
  );
}

const vike = spawn(path.join('node_modules', '.bin', 'vike'), ['dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: process.env,
});
const stop = () => vike.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vike.on('exit', (code) => process.exit(code ?? 0));
