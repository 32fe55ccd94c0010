// The build's peak memory (src/core/peakMemory.ts) counts the programs it runs (ffmpeg, Pagefind) with itself.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { watchPeakMemory } from '../src/core/peakMemory.ts';

describe('peak memory', () => {
  it("counts a child process's memory while it runs, with this process's own", async () => {
    const own = process.memoryUsage().rss;
    const watch = watchPeakMemory();
    // A child that holds 300 MB (filled, so resident) for a second.
    const child = spawn(process.execPath, [
      '-e',
      'const b = Buffer.alloc(300 * 2 ** 20, 1); setTimeout(() => b, 1000)',
    ]);
    await new Promise((resolve) => child.on('exit', resolve));
    const peak = watch.stop();
    // The child's 300 MB (and its own Node) on top of this process's memory, which may have shrunk a little meanwhile.
    expect(peak).toBeGreaterThan(own + 250 * 2 ** 20);
  });
});
