// Pass 1b: a page path or an old address (alias) must be an address the site can have. A page may not take a name
// the build writes itself (src/shared/outputNames.ts: the host files, /assets, /brochures, /_pictures…), the folder of
// another language's pages (/mr) or a name of public/ (/images), where its index.html would land inside that folder or
// clash with a file; nor a name Windows reserves for a device, which no Windows checkout or build could write. An
// alias is one literal address: hosts read * and :name in _redirects as patterns.
import { existsSync, readdirSync } from 'node:fs';
import { languagesOf } from '../translations.ts';
import { BUILD_NAMES } from '../../shared/outputNames.ts';
import { aliasAddress } from '../ids.ts';
import { problem } from '../../core/problems.ts';
import type { Resolving } from './parts.ts';

/** CON, PRN, AUX, NUL, COM1–COM9 and LPT1–LPT9, in any letter case: Windows opens the device, never a file so named. */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i;

/** The first step of a path, in lower case: hosts and disks that ignore letter case see /Assets as /assets. */
const topName = (address: string) => address.split('/')[1]?.toLowerCase() ?? '';

export function checkReservedPaths(r: Resolving, publicDir?: string): void {
  const taken = new Map<string, string>(
    BUILD_NAMES.map((name) => [name.toLowerCase(), `the build writes /${name} itself`]),
  );
  for (const { code, name } of languagesOf(r.site).slice(1)) {
    if (!taken.has(code.toLowerCase())) taken.set(code.toLowerCase(), `the site's pages in ${name} are at /${code}/…`);
  }
  if (publicDir && existsSync(publicDir)) {
    for (const entry of readdirSync(publicDir, { withFileTypes: true })) {
      if (!taken.has(entry.name.toLowerCase()))
        taken.set(
          entry.name.toLowerCase(),
          `public/${entry.name} ${entry.isDirectory() ? "is a folder of the site's files" : 'is a file of the site'}`,
        );
    }
  }
  r.site.pages.forEach((page, index) => {
    const name = topName(page.path);
    const why = taken.get(name);
    if (why) r.report(['pages', index, 'path'], problem('PAGE026', { path: page.path, why }));
    else if (WINDOWS_DEVICE.test(name)) {
      r.report(['pages', index, 'path'], problem('PAGE027', { path: page.path }));
    }
    (page.aliases ?? []).forEach((alias, n) => {
      const at = ['pages', index, 'aliases', n];
      if (aliasAddress(alias) === undefined) {
        r.report(at, problem('PAGE028', { alias }));
      } else if (/[*?#]|\/:/.test(alias)) {
        r.report(at, problem('PAGE029', { alias }));
      } else if (taken.has(topName(alias))) {
        r.report(at, problem('PAGE030', { alias, owner: taken.get(topName(alias)) }));
      }
    });
  });
}
