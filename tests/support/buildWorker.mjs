// One fixture build in a worker thread of the test run (tests/support/builds.ts): the build as `npm run build` does
// it, in this process, with an environment of its own (NODE_ENV=production) and its own copy of Vike's state.
// JavaScript, as a worker's first file is loaded by Node itself; scripts/run.mjs gives it the compiled build.
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { importScript } from '../../scripts/run.mjs';

let problems = '';
try {
  const { buildCommand } = await importScript(fileURLToPath(new URL('../../src/build/build.ts', import.meta.url)));
  const status = await buildCommand(
    { ...workerData, onBundling: () => parentPort.postMessage({ bundling: true }) },
    (text) => {
      problems += text;
    },
  );
  parentPort.postMessage({ status, problems });
} catch (error) {
  parentPort.postMessage({ status: 1, problems: error?.stack ?? String(error) });
}
