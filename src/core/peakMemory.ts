// The most memory a command and the programs it runs (ffmpeg, Pagefind) held at once. Their resident memory is read
// from /proc and summed every quarter second (Linux); this process's own peak is the kernel's exact figure. Elsewhere
// (no /proc) only this process's own peak is known.
import { readdirSync, readFileSync } from 'node:fs';

/** A process's parent, from /proc/PID/stat (its name, in brackets, may hold spaces or brackets of its own). */
function parentOf(pid: string): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
  } catch {
    return undefined; // gone meanwhile
  }
}

/** A process's resident memory in bytes, from /proc/PID/status; 0 once it is gone. */
function residentBytes(pid: string): number {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kb ? Number(kb[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The resident memory of this process and all that descend from it, or undefined without /proc. */
function treeBytes(): number | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const children = new Map<string, string[]>();
  for (const pid of pids) {
    const parent = parentOf(pid);
    if (parent) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  let bytes = 0;
  const queue = [String(process.pid)];
  while (queue.length) {
    const pid = queue.pop()!;
    bytes += residentBytes(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return bytes;
}

/** Starts watching; `stop()` ends it and returns the peak in bytes. */
export function watchPeakMemory(): { stop: () => number } {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, treeBytes() ?? 0);
  };
  const timer = setInterval(sample, 250);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      return Math.max(peak, process.resourceUsage().maxRSS * 1024);
    },
  };
}
