// A build that only holds the lock of the folder it is given (tests/build-lock.test.ts): it says when it has the lock,
// then waits to be stopped. `node tests/support/lockChild.ts <outDir>`
import { withBuildLock } from '../../src/build/buildLock.ts';

await withBuildLock(process.argv[2], async () => {
  console.log('holding the lock');
  await new Promise(() => setInterval(() => {}, 60_000));
});
