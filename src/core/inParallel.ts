// Work done a few tasks at a time (pictures, share cards, precompression): p-limit keeps the limit.
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';

/** Runs the tasks, `limit` at a time (by default one per core), and returns their results in the tasks' order. */
export function inParallel<T>(tasks: (() => Promise<T>)[], limit = availableParallelism()): Promise<T[]> {
  const run = pLimit(Math.max(1, limit));
  return Promise.all(tasks.map((task) => run(task)));
}
