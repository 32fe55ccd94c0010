// site.yaml (validated) → one descriptor per page and the shared layout, in small passes, each checking what a
// schema cannot: the site facts put where texts refer to them → expand kinds, skeletons and blocks → reserved paths → YouTube addresses → files and picture sizes (the map's picture against the address) → videos and their
// captions → vacancy positions (closed ones left off) → anchors → links → lists made from the pages → assemble → the video and picture plans.
// Every problem is reported at its site.yaml position (a captions file's at its own line).
import type { SiteConfig } from '../../generated/site-types.ts';
import type { PageDescriptor, SiteLayout } from '../descriptorTypes.ts';
import type { Coded, Problem } from '../../core/problems.ts';
import type { Ref } from '../../content/schemaCheck.ts';
import type { DataPath } from '../../content/yamlSource.ts';
import { collectAnchors } from './anchors.ts';
import { assemble } from './assemble.ts';
import { expand } from './expand.ts';
import { applyFacts } from './facts.ts';
import { checkRegistrations } from './registrations.ts';
import { checkListEntries } from './listEntries.ts';
import { checkBrochureText } from './brochureText.ts';
import { checkFiles, checkPublicLinks, checkTopPictures, filesToPublish } from './files.ts';
import { resolveLinks } from './links.ts';
import { downloadProblem } from './downloads.ts';
import { generateLists } from './lists.ts';
import { checkForms, checkPositions } from './positions.ts';
import { warnPastedMarks } from './pastedMarks.ts';
import { warnCopiedItems, warnNearDuplicates } from './duplicates.ts';
import { checkNamedTitles } from './titles.ts';
import { checkReservedPaths } from './reservedPaths.ts';
import { planPictures, type PictureJob } from '../../media/pictures/plan.ts';
import { planVideos, type VideoJob } from '../../media/videos/plan.ts';
import { posterFrameFile } from '../../media/videos/cache.ts';
import { checkVideos } from './videos.ts';
import { checkMapPicture } from './mapPicture.ts';
import { resolveYouTube } from './youtube.ts';
import { embedsYouTube } from '../../shared/youtube.ts';
import {
  captionsByPage,
  languagesOf,
  siteTexts,
  textsByPage,
  type CaptionsRef,
  type SiteText,
} from '../translations.ts';
import type { UiText } from '../../shared/uiText.ts';

export interface ResolvedSite {
  /** Every page in every language (each says its own, `lang`). */
  pages: PageDescriptor[];
  /** The layout of the site's own language, and of every language by its code. */
  layout: SiteLayout;
  layouts: Record<string, SiteLayout>;
  /** The raster pictures to encode (src/media/pictures/); the descriptors' pictures already name their versions. */
  pictures: PictureJob[];
  /** The videos to encode (src/media/videos/), their poster frames among the pictures; the descriptors name their versions. */
  videos: VideoJob[];
  /** The files of public/ the build publishes, by their site paths: what site.yaml names, and public/'s top files. */
  files: string[];
  /**
   * Every text a translation replaces (src/contract/translations.ts), and the ones each page shows, by its path: none
   * in a site of one language, which has no translation.
   */
  texts: SiteText[];
  textsByPage: Map<string, SiteText[]>;
  /** The captions files each page's videos name, by its path: another language needs its own (x.mr.vtt beside x.vtt). */
  captionsByPage: Map<string, CaptionsRef[]>;
  /** The paths of pages kept in site.yaml as drafts (draft: true): not published, on purpose. */
  drafts?: string[];
}

export interface ResolveOptions {
  /** The templates' own words in the language being resolved: the site's own (src/shared/uiText.ts) unless given. */
  ui?: UiText;
  /** Folder that holds the files pictures and videos point to; when unset, files are not checked. */
  publicDir?: string;
  /** The characters the brochure's fonts draw (src/media/brochureFont.ts); when set, every text a brochure prints is checked. */
  brochureCharacters?: ReadonlySet<number>;
}

export function resolveSite(
  site: SiteConfig,
  refs: Ref[],
  source: { positionOf(path: DataPath, options?: { key?: boolean }): { line: number; col: number; file?: string } },
  options: ResolveOptions = {},
): { problems: Problem[]; warnings?: Problem[]; resolved?: ResolvedSite } {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  // Each problem and warning once: a block shared by several pages (`use:`) is checked on each of them.
  const said = new Set<string>();
  const sayOnce = (list: Problem[], found: Problem) => {
    const id = `${list === problems ? 'problem' : 'warning'}:${found.line}:${found.col}:${found.message}`;
    if (said.has(id)) return;
    said.add(id);
    list.push(found);
  };
  const report = (at: DataPath, found: Coded, key = false) =>
    sayOnce(problems, { ...source.positionOf(at, { key }), ...found });
  const warn = (at: DataPath, found: Coded) => sayOnce(warnings, { ...source.positionOf(at), ...found });
  // Facts first: every text that refers to one ($address, $phone:office) has its value before anything reads it.
  site = applyFacts(site, refs, report, warn);
  // What is shown of the registrations and certificates: filled in, of the right form, still valid.
  checkRegistrations(site.site, report, warn);
  checkListEntries(refs, report);
  const r = expand(site, refs, report, options.ui);
  checkReservedPaths(r, options.publicDir);
  resolveYouTube(r);
  const named = new Set<string>();
  const mentioned = new Set<string>();
  const pictureFiles = options.publicDir ? checkFiles(r, options.publicDir, named, mentioned, warn) : new Map();
  if (options.publicDir)
    problems.push(...checkPublicLinks(options.publicDir, mentioned), ...checkTopPictures(options.publicDir));
  if (options.publicDir) checkMapPicture(site, options.publicDir, warn);
  const {
    videos: videoFiles,
    captions,
    unpublished,
  } = options.publicDir
    ? checkVideos(r, options.publicDir, named, problems)
    : { videos: new Map(), captions: new Map(), unpublished: [] };
  for (const file of unpublished) named.delete(file);
  // Vacancies first: a closed one's card (and its id) is left off before the anchors are counted.
  checkPositions(r, warn);
  checkForms(r, warn, report);
  const anchors = collectAnchors(r);
  warnNearDuplicates(r, warn);
  warnCopiedItems(r, warn);
  checkNamedTitles(r);
  warnPastedMarks(r, warn);
  resolveLinks(r, anchors, warn, (to) => {
    const problem = options.publicDir ? downloadProblem(options.publicDir, to) : undefined;
    if (!problem) named.add(to);
    return problem;
  });
  generateLists(r);
  if (options.brochureCharacters) checkBrochureText(r, options.brochureCharacters);
  // Assembling checks things of its own (menu ids, templates' needs, aliases): it runs even after problems above,
  // so one edit shows every independent mistake at once.
  const assembled = assemble(r, anchors);
  if (problems.length || !assembled) return { problems };
  assembled.layout.embedsYouTube = assembled.pages.some(embedsYouTube);
  // Videos first: their poster frames are pictures too.
  const videos = planVideos(assembled.pages, videoFiles, captions, pictureFiles, posterFrameFile, (at) =>
    source.positionOf(at),
  );
  const pictures = planPictures(
    assembled.pages,
    assembled.layout,
    pictureFiles,
    (at) => source.positionOf(at),
    (warning) => warnings.push(warning),
  );
  const files = options.publicDir ? filesToPublish(options.publicDir, named) : [];
  // Only a site in more than one language reads them (its translation files, npm run translate): at 3,000 products
  // they were 0.3 s of every build of a site in one.
  const texts = languagesOf(site).length > 1 ? siteTexts(refs, r) : [];
  return {
    problems,
    warnings,
    resolved: {
      ...assembled,
      layouts: { [assembled.layout.language.code]: assembled.layout },
      pictures,
      videos,
      files,
      texts,
      textsByPage: texts.length ? textsByPage(texts, r) : new Map(),
      captionsByPage: captionsByPage(r),
      drafts: [...r.drafts],
    },
  };
}
