import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkSchema } from '../content/schemaCheck.ts';
import { checkText } from './checkedText.ts';
import { resolveSite, type ResolvedSite, type ResolveOptions } from './resolve/index.ts';
import { config } from '../core/config.ts';
import { DEFAULT_SITE_FILE } from '../core/paths.ts';
import { formatProblems, problem, type Problem } from '../core/problems.ts';
import { applyFormEndpointOverride } from './formEndpoints.ts';
import type { SiteConfig } from '../generated/site-types.ts';
import {
  captionsIn,
  readTranslations,
  textKey,
  translatedData,
  translationFileOf,
  uiTextOf,
  type CaptionsRef,
  type SiteTranslations,
} from './translations.ts';
import { setAt } from '../content/dataPath.ts';
import { linkAlternates, localize } from './resolve/language.ts';
import type { DataPath } from '../content/yamlSource.ts';

export type { ResolvedSite };

export interface LoadResult {
  problems: Problem[];
  /** What builds but looks worse than it could (a picture too small for its place), each at its line. */
  warnings?: Problem[];
  resolved?: ResolvedSite;
  /** The site's other languages, matched against it (when the site file's name is known: they are files beside it). */
  translations?: SiteTranslations;
}

export interface LoadOptions extends ResolveOptions {
  /** The site file the text is from: its translations (site.<code>.yaml) are read beside it. */
  siteFile?: string;
  /** A file beside the site file as it is to be read (the editor's pending translation files), else as it is on disk. */
  readFile?: (file: string) => string | undefined;
  /** Take the text's data from the cache when the same text was read before, and keep it there (src/contract/checkedText.ts). */
  keepChecked?: boolean;
}

const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

/** site.yaml text → page descriptors, or every problem found, each with its line and column. */
export function loadSiteText(text: string, options: LoadOptions = {}): LoadResult {
  const checked = checkText(text, { keep: options.keepChecked });
  if ('problems' in checked) return checked;
  const { source, refs } = checked;
  const site = checked.data as SiteConfig;
  const result = resolveSite(site, refs, source, options);
  if (!options.siteFile || !result.resolved) return result;
  const translations = readTranslations(
    options.siteFile,
    site,
    result.resolved.texts,
    result.resolved.textsByPage,
    (at) => source.positionOf(at),
    options.readFile ?? readIfThere,
  );
  const all = {
    ...result,
    problems: [...result.problems, ...translations.problems],
    warnings: [...(result.warnings ?? []), ...translations.warnings],
    translations,
  };
  if (all.problems.length) return all;
  // Each other language's pages: the site resolved again from its translated text, then put at its own addresses.
  const english = result.resolved;
  const allPaths = new Set(english.pages.map((p) => p.path));
  for (const check of translations.checks) {
    const { code, name: languageName } = check.language;
    // A video's captions in this language are a file of their own beside the English (x.mr.vtt); until it is there, the
    // language's pages show the English captions, labelled as English (templates/parts/VideoPlayer.tsx).
    const captionsThere = (ref: CaptionsRef) =>
      options.publicDir !== undefined && existsSync(path.join(options.publicDir, captionsIn(ref.file, code)));
    for (const ref of new Map([...english.captionsByPage.values()].flat().map((c) => [c.file, c])).values()) {
      if (!captionsThere(ref))
        all.warnings.push({
          ...source.positionOf(ref.path),
          ...problem('TRANS010', { language: languageName, translated: captionsIn(ref.file, code), english: ref.file }),
        });
    }
    const published = translations.published.get(code);
    if (!published?.size) continue;
    const name = path.basename(translationFileOf(options.siteFile, check.language.code));
    // A problem with a translated text is shown at its line in the language's file, any other at site.yaml's.
    const positionOf = (at: DataPath, o?: { key?: boolean }) => {
      const translated = check.translated.get(textKey(at));
      return translated && !o?.key
        ? { file: name, line: translated.line, col: translated.col }
        : source.positionOf(at, o);
    };
    const data = translatedData(site, english.texts, check);
    for (const ref of [...english.captionsByPage.values()].flat())
      if (captionsThere(ref)) setAt(data, ref.path, captionsIn(ref.file, code));
    const checked = checkSchema(data);
    if (checked.problems.length) {
      all.problems.push(
        ...checked.problems.map(({ path: at, key, ...coded }) => ({ ...positionOf(at, { key }), ...coded })),
      );
      continue;
    }
    const other = resolveSite(data, checked.refs, { positionOf }, { ...options, ui: uiTextOf(check) });
    all.problems.push(...other.problems);
    if (!other.resolved) continue;
    const { pages, layout } = localize(
      other.resolved,
      {
        language: check.language,
        published: new Set(published.keys()),
        englishTexts: new Map([...published].map(([page, texts]) => [page, texts.map((t) => t.english)])),
      },
      allPaths,
      translations.languages,
    );
    english.pages.push(...pages);
    english.layouts[check.language.code] = check.searchWords.length
      ? { ...layout, searchWords: check.searchWords }
      : layout;
    // Its videos are the same, but for captions of its own: those versions are made and published too.
    const made = new Set(english.videos.map((job) => job.captions?.name));
    english.videos.push(...other.resolved.videos.filter((job) => job.captions && !made.has(job.captions.name)));
  }
  linkAlternates(english.pages, translations.languages);
  // Every layout knows how each language says that a page is in English only (its language switcher shows it).
  const notes = Object.fromEntries(
    Object.entries(english.layouts).map(([code, l]) => [
      code,
      { note: l.ui.onlyInEnglish, short: l.ui.onlyInEnglishShort },
    ]),
  );
  for (const l of Object.values(english.layouts)) l.onlyInOwnLanguage = notes;
  return all;
}

/** The site file a command was told to read: SITE_YAML (tests, benchmarks), else the project's site.yaml. */
export function siteFileFromEnv(): string {
  return path.resolve(config.siteYaml ?? DEFAULT_SITE_FILE);
}

/** A site file's pictures and files live in the `public/` folder beside it. */
export const publicDirOf = (siteFile: string) => path.join(path.dirname(siteFile), 'public');

/** The site file's name as problems show it: relative to where the command runs. */
export const shownNameOf = (siteFile: string) => path.relative(process.cwd(), siteFile) || siteFile;

/** Reads a site file; its pictures and files live in the `public/` folder beside it. */
export function loadSiteFile(file = DEFAULT_SITE_FILE, publicDir = publicDirOf(file)): LoadResult & { file: string } {
  const text = readFileSync(file, 'utf8');
  return { file, ...loadSiteText(text, { publicDir, siteFile: file, keepChecked: true }) };
}

/** A site file read and checked once, with everything the build derives from where it lives. */
export interface LoadedSite extends ResolvedSite {
  file: string;
  publicDir: string;
  /** What builds but looks worse than it could (a picture too small for its place), each at its line. */
  warnings: Problem[];
}

export interface LoadSiteOptions {
  /** Send the two forms to `<base>/contact` and `<base>/apply` (the local form receiver) instead of site.forms. */
  formsEndpointBase?: string;
  /** With formsEndpointBase: the origin the site is served at locally, where a service sends a visitor back to. */
  formsReturnBase?: string;
}

/**
 * What a command loads, once: the site, or its problems as printed (`site.yaml:LINE:COL  CODE  words`), and each as
 * data (`list`: its code, values and fix) for a caller that shows them otherwise. The build, the Vite plugin, the host
 * files, the brochures, nginx.conf and the checker all take this one result.
 */
export function loadSite(
  file = DEFAULT_SITE_FILE,
  options: LoadSiteOptions = {},
):
  | { site: LoadedSite; problems?: undefined; list?: undefined }
  | { site?: undefined; problems: string; list: Problem[] } {
  const publicDir = publicDirOf(file);
  const { problems, warnings = [], resolved } = loadSiteFile(file, publicDir);
  if (problems.length || !resolved) return { problems: formatProblems(shownNameOf(file), problems), list: problems };
  const layouts = Object.fromEntries(
    Object.entries(resolved.layouts).map(([code, l]) => [
      code,
      applyFormEndpointOverride(l, options.formsEndpointBase, options.formsReturnBase),
    ]),
  );
  return { site: { ...resolved, layout: layouts[resolved.layout.language.code], layouts, file, publicDir, warnings } };
}
