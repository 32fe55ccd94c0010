// One fixture build in a worker thread of the test run (tests/support/builds.ts): the build as `npm run build` does
// it, in this process, with an environment of its own (NODE_ENV=production) and its own copy of Vike's state.
// Node loads the build's TypeScript itself, as it runs the npm scripts.
import { parentPort, workerData } from 'node:worker_threads';

let problems = '';
try {
  const { buildCommand } = await import('../../src/build/build.ts');
  const status = await buildCommand(workerData, (text) => {
    problems += text;
  });
  parentPort.postMessage({ status, problems });
} catch (error) {
  parentPort.postMessage({ status: 1, problems: error?.stack ?? String(error) });
}
