// The mini fixture in two languages: English and a stand-in Marathi (each Latin letter written as a Devanagari one, so
// no English word is left and every text's shape is kept), with one product page left untranslated.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isSeq, parseDocument, Scalar } from 'yaml';
import { addMissing } from '../../scripts/translate.ts';
import { loadSiteText } from '../../src/contract/loadSite.ts';
import { parseYamlSource } from '../../src/content/yamlSource.ts';
import { FIXTURE_PUBLIC, fixtureText, mutate } from './fixture.ts';

export const LANGUAGES =
  '  languages:\n    - { code: en, name: English, locale: en_IN }\n    - { code: mr, name: मराठी, locale: mr_IN }\n';
export const withLanguages = (text: string) =>
  mutate(
    text,
    '  copyrightOwner: Fixture Software Pvt. Ltd.\n',
    `  copyrightOwner: Fixture Software Pvt. Ltd.\n${LANGUAGES}`,
  );
/** The page the bilingual fixture leaves in English only. */
export const ENGLISH_ONLY = '/Sopi';

const LETTERS = 'अबकदएफगहइजकलमनओपकरसतउववक्षयझ';
/** A text in stand-in Devanagari: every Latin letter a Devanagari one, {names} and everything else kept. */
export const standIn = (english: string) =>
  english
    .split(/(\{\w+\})/)
    .map((part) =>
      /^\{\w+\}$/.test(part) ? part : part.replace(/[a-z]/gi, (c) => LETTERS[c.toLowerCase().charCodeAt(0) - 97] ?? c),
    )
    .join('');

/** site.mr.yaml for `site` (beside `siteFile`): every text in stand-in Marathi, but the pages in `leaveOut`, which it leaves out. */
export function standInTranslation(site: string, siteFile: string, leaveOut: string[] = []): string {
  writeFileSync(siteFile, site);
  const loaded = loadSiteText(site, { publicDir: path.join(path.dirname(siteFile), 'public'), siteFile });
  const data = parseYamlSource(site).data;
  const doc = parseDocument(addMissing('', data, loaded.translations!.checks[0].missing, 'mr', ''));
  const fill = (node: unknown) => {
    if (isMap(node)) {
      if (node.has('en')) {
        const english = String(node.get('en'));
        const text = new Scalar(standIn(english));
        if (english.includes('\n')) text.type = Scalar.BLOCK_LITERAL;
        node.set('mr', text);
        return;
      }
      for (const pair of node.items) fill(pair.value);
    } else if (isSeq(node)) node.items.forEach((item) => fill(item));
  };
  fill(doc.contents);
  for (const page of leaveOut) doc.deleteIn(['pages', page]);
  return doc.toString({ lineWidth: 0 });
}

/** Writes the bilingual fixture (site.yaml, site.mr.yaml and public/) into `dir`. */
export function prepareBilingualSite(dir: string): { siteFile: string } {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(FIXTURE_PUBLIC, path.join(dir, 'public'), { recursive: true });
  const siteFile = path.join(dir, 'site.yaml');
  const site = withLanguages(fixtureText());
  writeFileSync(path.join(dir, 'site.mr.yaml'), standInTranslation(site, siteFile, [ENGLISH_ONLY]));
  return { siteFile };
}

export const readText = (file: string) => readFileSync(file, 'utf8');
