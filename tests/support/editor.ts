// A copy of the real site for the editor's tests: site.yaml (and its translation files) copied, public/'s files hard
// linked (the editor only reads them; a symbolic link in public/ is refused by validate), with a folder of the copy's
// own for pictures a test adds.
import { cpSync, linkSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startEditor, type Editor } from '../../src/edit/server.ts';
import { ROOT } from './fixture.ts';

export const EDITOR_SITES = path.join(ROOT, '.tmp/editor-sites');

/** A copy of the site in `.tmp/editor-sites/<name>`, and the editor started on it. */
export async function editorOnCopy(
  name: string,
  { preview = false, previewPort = 0 } = {},
): Promise<{ dir: string; siteFile: string; editor: Editor }> {
  const dir = path.join(EDITOR_SITES, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'public/test-pictures'), { recursive: true });
  for (const file of readdirSync(ROOT).filter((f) => /^site(\.[a-z]{2,3})?\.yaml$/.test(f)))
    cpSync(path.join(ROOT, file), path.join(dir, file));
  const link = (from: string, to: string) => {
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        mkdirSync(path.join(to, entry.name), { recursive: true });
        link(path.join(from, entry.name), path.join(to, entry.name));
      } else linkSync(path.join(from, entry.name), path.join(to, entry.name));
    }
  };
  link(path.join(ROOT, 'public'), path.join(dir, 'public'));
  const siteFile = path.join(dir, 'site.yaml');
  return { dir, siteFile, editor: await startEditor({ siteFile, preview, previewPort }) };
}
