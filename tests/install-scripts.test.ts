// Install scripts on an allow-list: every package the lockfile says has an install script is reviewed in package.json's
// allowScripts (approved or denied), .npmrc makes npm refuse an unreviewed one, and npm itself,
// asked to install the project from its lockfile with one package's review taken out, refuses with that package's name.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const pkg = read('package.json') as { allowScripts: Record<string, boolean> };

/** The packages a lockfile says have an install script, by name and version. */
const withScriptsIn = (lockFile: string) =>
  Object.entries(
    (read(lockFile) as { packages: Record<string, { version?: string; hasInstallScript?: boolean }> }).packages,
  )
    .filter(([, p]) => p.hasInstallScript)
    .map(([where, p]) => ({
      name: where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length),
      version: p.version!,
    }));
const withScripts = withScriptsIn('package-lock.json');
const reviewed = (list: Record<string, boolean>, { name, version }: { name: string; version: string }) =>
  list[name] === true || list[`${name}@${version}`] === true || list[name] === false;

describe('install scripts', () => {
  it('are each reviewed in allowScripts: approved or denied', () => {
    expect(withScripts.length).toBeGreaterThan(0);
    for (const p of withScripts) expect(reviewed(pkg.allowScripts, p), `${p.name}@${p.version}`).toBe(true);
    for (const key of Object.keys(pkg.allowScripts)) {
      const name = key.replace(/(?<=.)@[^@]*$/, '');
      expect(
        withScripts.some((p) => p.name === name),
        `${key} has no install script in the lockfile`,
      ).toBe(true);
    }
  });

  it("of the hosts' runtimes the tests install are reviewed too (npm test passes the site's policy on to that install)", () => {
    const hosts = read('tests/host-runtimes/package.json') as { allowScripts: Record<string, boolean> };
    const flagged = withScriptsIn('tests/host-runtimes/package-lock.json');
    expect(flagged.length).toBeGreaterThan(0);
    for (const p of flagged) expect(reviewed(hosts.allowScripts, p), `${p.name}@${p.version}`).toBe(true);
  });

  it('stop npm, with the package named, when one is not reviewed', () => {
    expect(readFileSync('.npmrc', 'utf8')).toMatch(/^strict-allow-scripts=true$/m);
    const npmVersion = execFileSync('npm', ['--version'], { encoding: 'utf8' }).trim();
    const [major, minor] = npmVersion.split('.').map(Number);
    expect(major > 11 || (major === 11 && minor >= 16), `npm ${npmVersion} has no allowScripts`).toBe(true);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'allow-scripts-'));
    try {
      const reviewed = { ...pkg, allowScripts: { ...pkg.allowScripts } };
      const taken = Object.keys(reviewed.allowScripts).find((k) => reviewed.allowScripts[k] === true)!;
      delete reviewed.allowScripts[taken];
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify(reviewed));
      copyFileSync('package-lock.json', path.join(dir, 'package-lock.json'));
      copyFileSync('.npmrc', path.join(dir, '.npmrc'));
      // --dry-run: npm checks the policy against the lockfile's tree and installs nothing.
      const run = spawnSync('npm', ['ci', '--dry-run', '--no-audit', '--no-fund', '--offline'], {
        cwd: dir,
        encoding: 'utf8',
      });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain(taken.replace(/(?<=.)@[^@]*$/, ''));
      expect(run.stderr).toMatch(/not covered by allowScripts/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
