// npm run build: loads and checks site.yaml once, then builds the site into a staging folder and swaps it into place
// only when it is complete. A mistake in site.yaml writes nothing; a build that is stopped or fails at any moment leaves
// the last good site exactly as it was. SITE_YAML and SITE_OUT build another site file into another folder (tests,
// benchmarks); FORMS_ENDPOINT_BASE sends the forms to the local receiver.
import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  cachedBytes,
  diskFullMessage,
  diskFullOr,
  DiskFullError,
  readCached,
  writeCached,
} from '../core/writeWhole.ts';
import type { InlineConfig } from 'vite';
import type { PageDescriptor } from '../contract/descriptorTypes.ts';
import { loadSite, shownNameOf, type LoadedSite } from '../contract/loadSite.ts';
import { CACHE_DIR, PROJECT_ROOT } from '../core/paths.ts';
import { leaveOutOfVikeCrawl } from '../core/config.ts';
import { hostFiles, otherLanguages } from './outputs/hostFiles.ts';
import { NGINX_TEMPLATE, nginxConf } from './outputs/nginxConf.ts';
import { encodePictures, pictureColourCss, writePictures } from '../media/pictures/encode.ts';
import { encodeVideos, extractPosterFrames, writeVideos } from '../media/videos/encode.ts';
import { formatProblems, formatWarnings, type Problem } from '../core/problems.ts';
import { siteStyles, type SiteStyles } from '../render/siteCss.ts';
import { siteFonts } from '../media/fonts.ts';
import { makeShareCards } from './outputs/shareCards.ts';
import { appIcons } from './outputs/appIcons.ts';
import { searchablePages, writeSearchIndex } from './outputs/searchIndex.ts';
import { SiteProblemsError } from './vitePlugin.ts';
import { withPrerenderSite, type PrerenderSite } from '../render/prerenderSite.ts';
import { builtCode, placeBuiltCode, withVike } from './codeBuild.ts';
import { routedPages } from '../contract/ids.ts';
import { precompress } from './precompress.ts';
import { withBuildLock } from './buildLock.ts';
import { watchPeakMemory } from '../core/peakMemory.ts';
import { filesIn, keyOf, LastBuild, linkOrCopy } from './lastBuild.ts';
import { SEARCH_DIR } from '../shared/outputNames.ts';

export interface BuildOptions {
  siteFile: string;
  /** The site goes to <outDir>/client, what hosts serve, and nginx's configuration to <outDir>/nginx.conf. */
  outDir: string;
  /** Send the two forms to the local form receiver at this address (FORMS_ENDPOINT_BASE). */
  formsEndpointBase?: string;
  /** With formsEndpointBase: the origin the site is served at locally (FORMS_RETURN_BASE). */
  formsReturnBase?: string;
  /** Write a .br and .gz copy of every text file (default); the build benchmark leaves it out, as its peers do. */
  precompress?: boolean;
}

/**
 * The folders a build swaps: the built one, the one it replaces while the swap runs, the one being built; and the one
 * it replaced, left for the next build to remove.
 */
const folders = (outDir: string) => ({
  live: path.join(outDir, 'client'),
  previous: path.join(outDir, '.previous-client'),
  staging: path.join(outDir, '.staging'),
  replaced: path.join(outDir, '.replaced-client'),
});

/** A site being removed (a replaced one, renamed so that no later build takes it for its own). */
const REMOVING = '.removing-';

/**
 * Removes the site the last build replaced, with `rm` in a process of its own while this build runs: at 3,000 pages
 * (15,000 files and folders) removing it took the build's own thread 1.0 s at its end, and takes `rm` 0.4 s of a core
 * that is mostly idle meanwhile. Most of its files are links to the live site's, so it costs little room until then.
 * One left by a build that was stopped is removed too. A removal that fails is said and changes nothing else.
 */
async function removeReplacedSites(outDir: string): Promise<void> {
  const { replaced } = folders(outDir);
  if (existsSync(replaced)) renameSync(replaced, path.join(outDir, `${REMOVING}${randomUUID()}`));
  const removing = existsSync(outDir)
    ? readdirSync(outDir)
        .filter((name) => name.startsWith(REMOVING))
        .map((name) => path.join(outDir, name))
    : [];
  if (!removing.length) return;
  try {
    await promisify(execFile)('rm', ['-rf', '--', ...removing]);
  } catch (error) {
    console.warn(
      `Could not remove the site the last build replaced (${removing.join(', ')}): ${(error as Error).message}`,
    );
  }
}

/**
 * A build stopped between the two renames of a swap leaves the last good site as .previous-client: put it back.
 * Run before each build, and by npm run serve.
 */
export function recoverInterruptedSwap(outDir: string): void {
  const { live, previous } = folders(outDir);
  if (!existsSync(live) && existsSync(previous)) renameSync(previous, live);
  rmSync(previous, { recursive: true, force: true });
}

/**
 * The Vite configuration of a prerender: the built code is already in `outDir` (src/build/codeBuild.ts); Vike's API
 * adds Vike's own plugin.
 */
function prerenderConfig(outDir: string): InlineConfig {
  return {
    configFile: false,
    root: PROJECT_ROOT,
    mode: 'production',
    logLevel: 'warn',
    // Relative to the project: Vike misplaces its output when given an absolute folder outside the project.
    build: { outDir: path.relative(PROJECT_ROOT, outDir) },
  };
}

/**
 * The files of public/ that the site uses (those site.yaml names) and those at its top (favicon, robots), copied as
 * they are: a file in public/ that nothing names is not published.
 */
function publishPublicFiles(site: LoadedSite, client: string): void {
  for (const file of site.files) {
    const target = path.join(client, file);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(path.join(site.publicDir, file), target);
  }
}

/** Brochures, host files: the files of the site that are made from the loaded site rather than by Vite. */
async function writeSiteFiles(site: LoadedSite, files: Record<string, string>, client: string): Promise<void> {
  for (const page of site.pages.filter((p) => p.brochureHref)) {
    const file = path.join(client, page.brochureHref!);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await cachedBrochure(page, site.layouts[page.lang] ?? site.layout));
  }
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(client, name), text);
}

const BROCHURE_CACHE = path.join(CACHE_DIR, 'brochures');
/** What a brochure is made with besides its page: the code that lays it out and the versions of the PDF packages and font. */
const BROCHURE_MAKERS = [
  'src/build/outputs/brochure.ts',
  'src/media/brochureFont.ts',
  ...['pdf-lib', '@pdf-lib/fontkit', '@expo-google-fonts/noto-sans-devanagari'].map(
    (p) => `node_modules/${p}/package.json`,
  ),
];

/**
 * A product's brochure, made again only when its page, the layout or what makes brochures has changed: the PDF code
 * (pdf-lib, fontkit and a font) is loaded only when one is made.
 */
let brochureMakersHash: string | undefined;
async function cachedBrochure(page: PageDescriptor, layout: LoadedSite['layout']): Promise<Uint8Array> {
  if (!brochureMakersHash) {
    // once per build, not once per product
    const makers = createHash('sha256');
    for (const file of BROCHURE_MAKERS) makers.update(readFileSync(path.join(PROJECT_ROOT, file)));
    brochureMakersHash = makers.digest('hex');
  }
  const key = createHash('sha256')
    .update(brochureMakersHash)
    .update(JSON.stringify([page, layout]));
  const cached = path.join(BROCHURE_CACHE, `${key.digest('hex')}.pdf`);
  const kept = readCached(cached);
  if (kept) return kept;
  const { brochurePdf } = await import('./outputs/brochure.ts');
  const pdf = await brochurePdf(page, layout);
  writeCached(cached, pdf);
  return pdf;
}

/** A page's file in the site: /WhoWeAre as WhoWeAre/index.html, / as index.html. */
const pageFile = (page: PageDescriptor) => path.join(`.${page.path}`, 'index.html');

/**
 * Every page in both layouts the hosts look for: Vike writes /WhoWeAre as WhoWeAre/index.html, and WhoWeAre.html is the
 * same file (a hard link, with its .br and .gz; a copy where links are not possible). Cloudflare Pages then serves
 * /WhoWeAre itself instead of redirecting it to /WhoWeAre/ (which `_redirects` sends back: the loop of a folder-only
 * layout), Netlify and nginx find either, and a plain static host that maps /X to X.html or /X/ to X/index.html
 * serves both addresses. docs/deploy.md has the table of what each host does with them.
 */
function addFlatPageFiles(site: LoadedSite, client: string): void {
  for (const page of site.pages) {
    if (page.path.endsWith('/')) continue; // a home page (/, /mr/) is its folder's index.html
    const folderFile = path.join(client, pageFile(page));
    for (const suffix of ['', '.br', '.gz']) {
      if (!existsSync(folderFile + suffix)) continue;
      linkOrCopy(folderFile + suffix, path.join(client, `${page.path}.html${suffix}`));
    }
  }
}

/**
 * A full garbage collection, where `npm run build` allows it (node --expose-gc), on a site of thousands of pages:
 * called between the build's phases, it hands the heap that loading site.yaml and Vite's bundling left behind back
 * before the next phase grows it again. At 10,000 pages the build's peak memory went from 995 to 905 MB (without
 * precompression); a smaller site's heap stays small, and there each collection only cost 0.1 to 0.3 s.
 */
const collectGarbage = (site: LoadedSite) => {
  if (site.pages.length >= 2000) (globalThis as { gc?: () => void }).gc?.();
};

/**
 * Vike's prerender of `pages` and every language's not-found page into `<outDir>/client`, from the built code placed
 * there. A language's not-found page (/mr/404), which Vike writes as mr/404/index.html, is then its folder's 404.html,
 * which hosts answer its unknown addresses with.
 */
async function prerenderPages(
  site: LoadedSite,
  pages: PageDescriptor[],
  styles: SiteStyles,
  outDir: string,
  rendered: PrerenderSite['rendered'],
): Promise<void> {
  const { prerender } = await import('vike/api');
  const client = path.join(outDir, 'client');
  // The build's folder (the staging folder's), when it is inside the project, is no place for Vike to look for its files.
  const siteFolder = path.relative(PROJECT_ROOT, path.dirname(outDir));
  if (siteFolder && !siteFolder.startsWith('..') && !path.isAbsolute(siteFolder))
    leaveOutOfVikeCrawl(siteFolder.split(path.sep).join('/'));
  const otherNotFound = Object.values(site.layouts)
    .filter((l) => l !== site.layout)
    .map((l) => l.notFound.path);
  // A few thousand pages a prerender: Vike keeps the HTML of every page it wrote until its prerender ends.
  const size = pages.length <= ONE_PRERENDER ? Math.max(pages.length, 1) : PRERENDER_BATCH;
  for (let first = 0; first === 0 || first < pages.length; first += size) {
    const batch = pages.slice(first, first + size);
    await withPrerenderSite({ pages: batch, layout: site.layout, layouts: site.layouts, styles, rendered }, () =>
      withVike(() => prerender({ viteConfig: prerenderConfig(outDir) })),
    );
    for (const notFound of otherNotFound) {
      const folder = path.join(client, notFound);
      renameSync(path.join(folder, 'index.html'), `${folder}.html`);
      rmSync(folder, { recursive: true });
    }
    collectGarbage(site);
  }
}

/**
 * The pages of one of Vike's prerenders: all of a site's up to ONE_PRERENDER, else PRERENDER_BATCH at a time. Vike keeps
 * every page's HTML it wrote until the prerender ends: at 10,000 pages in one prerender that was about 580 MB more
 * memory, and prerenders of 3,500 pages there peaked 185 MB higher and took 3.5 s longer than prerenders of 2,000. Each
 * prerender starts Vike again (0.4 to 0.8 s): 3,000 pages are rendered in one, 0.8 s sooner than in two.
 */
const PRERENDER_BATCH = 2000;
const ONE_PRERENDER = 3500;

/**
 * Each page's HTML, for the search index to read in the pages' order while the prerender renders them: a page taken
 * from the last build at once (its file), a page to render as soon as its render hook has made it (`rendered`, which
 * src/pages/+onRenderHtml.ts calls), or from its file when the prerender has ended without telling it.
 */
class PageHtml {
  private readonly client: string;
  /** The pages to render whose HTML has not been both told and asked for yet: then it is not kept to the end. */
  private readonly waiting = new Map<string, PageWait>();

  constructor(client: string, toRender: PageDescriptor[]) {
    this.client = client;
    for (const page of toRender) {
      const wait = { page, told: false, asked: false } as PageWait;
      wait.html = new Promise((resolve, reject) => Object.assign(wait, { resolve, reject }));
      wait.html.catch(() => {}); // a prerender that fails rejects them all; only those read are awaited
      this.waiting.set(page.path, wait);
    }
  }

  private readonly file = (page: PageDescriptor) => readFile(path.join(this.client, pageFile(page)), 'utf8');

  /** A page's HTML (asked for once a page). */
  of = (page: PageDescriptor): Promise<string> => {
    const wait = this.waiting.get(page.path);
    if (!wait) return this.file(page);
    wait.asked = true;
    if (wait.told) this.waiting.delete(page.path);
    return wait.html;
  };

  rendered = (page: PageDescriptor, html: string): void => {
    const wait = this.waiting.get(page.path);
    if (!wait) return; // a not-found page, which no search reads
    wait.told = true;
    wait.resolve(html);
    if (wait.asked) this.waiting.delete(page.path);
  };

  /** The prerender has ended (with `error` when it failed): every page not told yet is read from its file. */
  ended(error?: unknown): void {
    for (const wait of this.waiting.values()) {
      if (error) wait.reject(error);
      else if (!wait.told) wait.resolve(this.file(wait.page));
    }
    this.waiting.clear();
  }
}

interface PageWait {
  page: PageDescriptor;
  html: Promise<string>;
  told: boolean;
  asked: boolean;
  resolve: (html: string | Promise<string>) => void;
  reject: (error: unknown) => void;
}

/** A page's HTML as the build writes it: the page, its file in the site, and its key. */
interface PageDocument {
  page: PageDescriptor;
  file: string;
  /**
   * A hash of all its render reads (src/pages/+onRenderHtml.ts): the built code, its descriptor, its language's
   * layout and the site's styles. The same key renders the same bytes.
   */
  key: string;
}

/** Every page's HTML, and each language's not-found page (/404 as 404.html, /mr/404 as mr/404.html). */
function pageDocuments(
  site: LoadedSite,
  styles: SiteStyles,
  codeKey: string,
): { pages: PageDocument[]; notFound: PageDocument[] } {
  const shared = new Map<unknown, string>();
  const document = (page: PageDescriptor, file: string): PageDocument => {
    const layout = site.layouts[page.lang] ?? site.layout;
    let sharedKey = shared.get(layout);
    if (!sharedKey) shared.set(layout, (sharedKey = keyOf(codeKey, JSON.stringify(styles), JSON.stringify(layout))));
    return { page, file, key: keyOf(sharedKey, JSON.stringify(page)) };
  };
  return {
    pages: routedPages(site.pages).map((page) => document(page, pageFile(page))),
    notFound: Object.values(site.layouts).map(({ notFound }) =>
      document(notFound, path.join(`.${notFound.path}.html`)),
    ),
  };
}

/**
 * Builds a site that has been loaded and checked: Vike prerenders every page into a staging folder, the site files
 * and nginx.conf are written beside them, and the staging folder is swapped in. Call it with loadSite()'s result.
 */
export function buildLoadedSite(
  site: LoadedSite,
  options: Omit<BuildOptions, 'siteFile' | 'formsEndpointBase' | 'formsReturnBase'>,
): Promise<void> {
  // One build at a time per output folder: a second one waits for the first (src/build/buildLock.ts).
  return withBuildLock(options.outDir, () => buildUnlocked(site, options));
}

async function buildUnlocked(
  site: LoadedSite,
  options: Omit<BuildOptions, 'siteFile' | 'formsEndpointBase' | 'formsReturnBase'>,
): Promise<void> {
  const { staging } = folders(options.outDir);
  const removal = removeReplacedSites(options.outDir);
  try {
    await buildIntoStaging(site, options);
  } catch (error) {
    // A build that fails (a full disk above all) leaves nothing half-written behind: its staging folder goes.
    rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    await removal;
  }
}

async function buildIntoStaging(
  site: LoadedSite,
  { outDir, precompress: compress = true }: Omit<BuildOptions, 'siteFile' | 'formsEndpointBase' | 'formsReturnBase'>,
): Promise<void> {
  const { live, previous, staging, replaced } = folders(outDir);
  recoverInterruptedSwap(outDir);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // The pictures' versions, into their cache (only what is not there yet): a file that cannot be decoded stops the
  // build here, at its site.yaml line. Their colours go into the stylesheet; the versions are copied in after Vite.
  const pictureProblems: Problem[] = [];
  // A video's poster frames first: the picture pipeline encodes them like photos.
  const videosStarted = performance.now();
  extractPosterFrames(site.videos, (p) => pictureProblems.push(p));
  const encodingStarted = performance.now();
  const encoded = await encodePictures(site.pictures, (p) => pictureProblems.push(p));
  if (site.pictures.length) {
    const versions = site.pictures.reduce((n, job) => n + job.outputs.length, 0);
    console.log(
      `pictures: ${site.pictures.length} files, ${versions} versions, ${encoded} encoded in ${((performance.now() - encodingStarted) / 1000).toFixed(2)} s, the rest from the cache`,
    );
  }
  if (!pictureProblems.length && site.videos.length) {
    const videosEncodingStarted = performance.now();
    const made = await encodeVideos(site.videos, (p) => pictureProblems.push(p));
    const versions = site.videos.reduce((n, job) => n + job.outputs.length, 0);
    const spent = (performance.now() - videosEncodingStarted + (encodingStarted - videosStarted)) / 1000;
    console.log(
      `videos: ${site.videos.length} videos, ${versions} versions, ${made} encoded in ${spent.toFixed(2)} s, the rest from the cache`,
    );
  }
  if (pictureProblems.length) throw new SiteProblemsError(formatProblems(shownNameOf(site.file), pictureProblems));
  // A typeface for the Devanagari pages, cut to their characters (src/media/fonts.ts): its rules go into the
  // stylesheet, its files in with the pictures, and each such page preloads it.
  const fonts = await siteFonts(site.pages, site.layouts);
  for (const [code, files] of Object.entries(fonts.preload)) site.layouts[code].fonts = files;
  const styles = siteStyles(pictureColourCss(site.pictures) + fonts.css, fonts.switcher);
  const client = path.join(staging, 'client');
  // What is unchanged since the last build of this folder is taken from it (src/build/lastBuild.ts), not made again:
  // a share card still the file it was (its name says what it is made from), each page whose key is the same, with
  // its compressed copies when this build compresses, and the search index when all its pages are.
  const last = new LastBuild(outDir, live, client, compress);
  const cardOutput = (name: string) => `card ${name}`;
  // Each page's share card (a JPEG: the apps that preview links show no SVG), named in its head by the prerender and
  // drawn meanwhile (awaited where the cards are placed, where a failure stops the build).
  const shareCards = makeShareCards(
    site.pages,
    (page) => (site.layouts[page.lang] ?? site.layout).site,
    site.publicDir,
    (name) => !!last.unchanged(cardOutput(name), name),
  );
  shareCards.drawn.catch(() => {});
  // The code, built once per change of code; a change of content runs no Vite build.
  const code = await builtCode();
  console.log(
    code.built ? 'code: built by Vite (the code changed)' : 'code: unchanged since its last build, no Vite build',
  );
  placeBuiltCode(code, staging);
  const { pages, notFound } = pageDocuments(site, styles, code.key);
  const taken: string[] = [];
  const take = (document: PageDocument) => {
    const files = last.take(`page ${document.page.path}`, document.key);
    taken.push(...(files ?? []));
    return !!files;
  };
  const toRender = pages.filter((d) => !take(d)).map((d) => d.page);
  console.log(
    `pages: ${toRender.length} to render, ${pages.length - toRender.length} unchanged since the last build and kept`,
  );
  // The search index, read from the pages (Pagefind, in a process of its own) while they are rendered and the rest is
  // copied in; kept when every page it reads and the search words are unchanged.
  const searchWords = Object.fromEntries(
    Object.entries(site.layouts).map(([code, layout]) => [code, layout.searchWords ?? []]),
  );
  const keyOfPage = new Map(pages.map((d) => [d.page, d.key]));
  const searchKey = keyOf(
    code.key,
    JSON.stringify(searchWords),
    ...searchablePages(site.pages).map((page) => `${page.path} ${keyOfPage.get(page)}`),
  );
  const searchTaken = last.take('search', searchKey);
  if (searchTaken) {
    taken.push(...searchTaken);
    console.log('search: its pages are unchanged since the last build, index kept');
  }
  const html = new PageHtml(client, toRender);
  const searchIndex = searchTaken ? Promise.resolve() : writeSearchIndex(site.pages, searchWords, html.of, client);
  searchIndex.catch(() => {}); // awaited below, where a failure stops the build
  // Every prerender renders the not-found pages too: they are taken only when no page is rendered, and no prerender runs.
  try {
    if (!toRender.length && notFound.every((d) => last.unchanged(`page ${d.page.path}`, d.key))) {
      for (const document of notFound) take(document);
    } else await prerenderPages(site, toRender, styles, staging, html.rendered);
  } catch (error) {
    html.ended(error);
    throw error;
  }
  html.ended();
  collectGarbage(site);
  publishPublicFiles(site, client);
  writePictures(site.pictures, client);
  for (const [name, bytes] of fonts.files) {
    mkdirSync(path.dirname(path.join(client, name)), { recursive: true });
    writeFileSync(path.join(client, name), bytes);
  }
  writeVideos(site.videos, client);
  for (const [name, bytes] of Object.entries(await appIcons(site.publicDir, site.layout.site)))
    writeFileSync(path.join(client, name), bytes);
  await shareCards.drawn;
  for (const [name, cached] of shareCards.files) {
    last.made(cardOutput(name), name, [name.slice(1)]);
    if (last.take(cardOutput(name), name)) continue;
    mkdirSync(path.dirname(path.join(client, name)), { recursive: true });
    writeFileSync(path.join(client, name), cachedBytes(cached));
  }
  const files = hostFiles(site, styles);
  await writeSiteFiles(site, files, client);
  // nginx's equivalent of the host files, beside the site (not in it): src/build/outputs/nginx.conf filled from them.
  writeFileSync(
    path.join(staging, 'nginx.conf'),
    nginxConf(readFileSync(NGINX_TEMPLATE, 'utf8'), files._headers, files._redirects, otherLanguages(site)),
  );
  // Precompression of every file but the search index's while Pagefind makes it, then of the index's. A file taken
  // with both its compressed copies needs no new ones.
  const takenFiles = new Set(taken);
  const kept = new Set(taken.filter((f) => takenFiles.has(`${f}.br`) && takenFiles.has(`${f}.gz`)));
  const inSearchIndex = (file: string) => file.startsWith(`${SEARCH_DIR}${path.sep}`);
  const [siteCompressed] = await Promise.all([
    compress && precompress(client, { previous: live, kept, only: (file) => !inSearchIndex(file) }),
    searchIndex,
  ]);
  const searchCompressed = compress && (await precompress(client, { previous: live, kept, only: inSearchIndex }));
  const compressed = siteCompressed &&
    searchCompressed && {
      files: siteCompressed.files + searchCompressed.files,
      reused: siteCompressed.reused + searchCompressed.reused,
    };
  for (const { page, file, key } of [...pages, ...notFound])
    last.made(`page ${page.path}`, key, [file, `${file}.br`, `${file}.gz`]);
  last.made('search', searchKey, filesIn(client, SEARCH_DIR));
  addFlatPageFiles(site, client);
  // The swap: two renames, the second of which is the moment the new site is there. Vike's other by-products (the
  // server build, assets.json) stay in staging and go with it.
  last.forget();
  if (existsSync(live)) renameSync(live, previous);
  renameSync(client, live);
  renameSync(path.join(staging, 'nginx.conf'), path.join(outDir, 'nginx.conf'));
  last.record();
  if (existsSync(previous)) renameSync(previous, replaced); // removed by the next build, beside its work
  rmSync(staging, { recursive: true, force: true });
  console.log(
    `built ${pages.length + notFound.length} pages into ${path.relative(process.cwd(), live) || live}${compressed ? ` (${compressed.files} files precompressed, ${compressed.reused} of them unchanged and reused)` : ''}`,
  );
}

/**
 * Loads the site file once and builds it. When it has problems, returns them as printed (site.yaml:LINE:COL  words)
 * and touches nothing.
 */
export async function buildSite(options: BuildOptions): Promise<{ problems?: string; site?: LoadedSite }> {
  const loaded = loadSite(options.siteFile, {
    formsEndpointBase: options.formsEndpointBase,
    formsReturnBase: options.formsReturnBase,
  });
  if (!loaded.site) return { problems: loaded.problems };
  collectGarbage(loaded.site);
  if (loaded.site.warnings.length) console.warn(formatWarnings(shownNameOf(loaded.site.file), loaded.site.warnings));
  try {
    await buildLoadedSite(loaded.site, options);
  } catch (error) {
    if (error instanceof SiteProblemsError) return { problems: error.message };
    const full = diskFullOr(
      error,
      (error as NodeJS.ErrnoException).path ?? path.join(options.outDir, '.staging', 'client'),
    );
    if (full instanceof DiskFullError) {
      const { live, staging } = folders(options.outDir);
      return {
        problems: diskFullMessage(
          full.folder.startsWith(staging) ? options.outDir : full.folder,
          bytesOf(live) + 100e6,
        ),
      };
    }
    throw error;
  }
  return { site: loaded.site };
}

/** The bytes of the files under `dir` (none when it is not there): what a build of the same site writes again. */
function bytesOf(dir: string): number {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .reduce((n, e) => n + statSync(path.join(e.parentPath, e.name)).size, 0);
  } catch {
    return 0;
  }
}

/** What `npm run build` does: load, check, build; on a problem prints it and returns 1, having written nothing. */
export async function buildCommand(
  options: BuildOptions,
  printProblems = (text: string) => console.error(text),
): Promise<number> {
  const memory = watchPeakMemory();
  const { problems } = await buildSite(options);
  const peak = memory.stop();
  if (problems) {
    printProblems(problems);
    return 1;
  }
  console.log(`memory: at most ${Math.round(peak / 2 ** 20)} MB at once, the build's and the programs' it ran`);
  return 0;
}
