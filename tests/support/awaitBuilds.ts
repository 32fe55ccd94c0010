// The setup of every test file that reads build output (the "site" project of vitest.config.ts): it waits until the
// run's builds, which tests/global-setup.ts started in the background, have ended, and fails the file with what a
// build printed when one failed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { BUILDS_DONE } from './builds.ts';

const done = path.join(inject('runDir'), BUILDS_DONE);
const LIMIT_MS = 20 * 60_000;
const started = Date.now();
while (!existsSync(done)) {
  if (Date.now() - started > LIMIT_MS)
    throw new Error(`the test run's builds did not end within ${LIMIT_MS / 60_000} minutes`);
  await sleep(200);
}
const { failures } = JSON.parse(readFileSync(done, 'utf8')) as { failures: string };
if (failures) throw new Error(failures);
