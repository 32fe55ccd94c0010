// npm run bench:validate: the wall time of `npm run validate` on the real site, as an owner waits for it after an
// edit (npm, Node and all), run BENCH_ROUNDS times (default 5); prints each run, the median and the machine's load,
// since a busy machine slows every run. A benchmark, not a test: it prints figures and asserts nothing.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { PROJECT_ROOT } from '../src/core/paths.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const before = load();
const times: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const started = performance.now();
  const run = spawnSync('npm', ['run', 'validate', '--silent'], { cwd: PROJECT_ROOT, encoding: 'utf8' });
  const wall = (performance.now() - started) / 1000;
  if (run.status !== 0) {
    console.error(run.stderr);
    process.exit(1);
  }
  times.push(wall);
  const own = /checked in ([\d.]+) s/.exec(run.stdout)?.[1];
  console.log(`run ${i + 1}: ${wall.toFixed(2)} s wall (validate's own process: ${own} s)`);
}
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `npm run validate: median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} s of ${ROUNDS} runs (target 1.5 s); load average before ${before}, after ${load()}`,
);
