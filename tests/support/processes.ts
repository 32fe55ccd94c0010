// The project's own servers as the commands start them (`npm run serve`, `npm run forms:receive`, `npm run dev`), each
// a process of its own, so a request that would end the process is seen ending it.
import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT } from './fixture.ts';

export interface Started {
  /** The address it printed, without a trailing slash. */
  base: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Still running: not ended by anything it was sent. */
  alive(): boolean;
  stop(): Promise<void>;
}

/**
 * Runs `node <script> [args]` (what the npm scripts run) in its own process group, and waits until it
 * prints an address matching `printed` (its first group is the address).
 */
export function startScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  printed: RegExp,
  ms = 90_000,
): Promise<Started> {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const alive = () => child.exitCode === null && child.signalCode === null;
  const stop = (): Promise<void> => {
    if (!alive()) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        resolve();
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* gone */
        }
      }, 5000).unref();
    });
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${script} printed no address within ${ms / 1000} s:\n${output}`));
    }, ms);
    const read = (chunk: Buffer) => {
      output += chunk;
      const address = printed.exec(output.replace(/\x1b\[[0-9;]*m/g, ''))?.[1];
      if (!address) return;
      clearTimeout(timer);
      child.stdout!.off('data', read);
      child.stdout!.on('data', (more: Buffer) => {
        output += more;
      });
      resolve({ base: address.replace(/\/$/, ''), child, output: () => output, alive, stop });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script} stopped (${code ?? signal}) before it printed an address:\n${output}`));
    });
  });
}
