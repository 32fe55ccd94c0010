// Every environment variable the project's code reads, in one place: read once, when this module is first imported,
// into a frozen object, each with its meaning and default. Nothing else in src/ reads process.env (the editor's
// preview passes the whole environment on to the dev server it starts, src/edit/preview.ts).

const text = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

export function readConfig(env: Record<string, string | undefined> = process.env) {
  return Object.freeze({
    /** SITE_YAML: the site file to read instead of the project's site.yaml (tests, benchmarks, the editor's preview). */
    siteYaml: env.SITE_YAML,
    /** SITE_OUT: the folder `npm run build` writes instead of dist/, relative to the project. */
    siteOut: env.SITE_OUT,
    /** SITE_DIST: the built site that serve, check and screens read instead of dist/client, relative to where they run. */
    siteDist: env.SITE_DIST,
    /** SITE_CACHE: where the build keeps what it can reuse instead of node_modules/.cache/site (src/core/paths.ts). */
    siteCache: text(env.SITE_CACHE),
    /** PICTURE_CACHE: the picture pipeline's cache instead of <cache>/pictures. */
    pictureCache: env.PICTURE_CACHE,
    /** FORMS_ENDPOINT_BASE: send both forms to <base>/contact and <base>/apply (the local receiver) instead of site.forms. */
    formsEndpointBase: env.FORMS_ENDPOINT_BASE,
    /** FORMS_RETURN_BASE: with FORMS_ENDPOINT_BASE, the origin the site is served at locally (e.g. http://127.0.0.1:4173), where a service sends a visitor without JavaScript back to. */
    formsReturnBase: text(env.FORMS_RETURN_BASE),
    /** FORMS_DIR: where the local form receiver stores what it receives. */
    formsDir: env.FORMS_DIR ?? '.forms-inbox',
    /** FORMS_PORT: the local form receiver's port. */
    formsPort: Number(env.FORMS_PORT ?? 4319),
    /** FORMS_MAX_BYTES: the most a form may send the local receiver, instead of its own limit. */
    formsMaxBytes: env.FORMS_MAX_BYTES ? Number(env.FORMS_MAX_BYTES) : undefined,
    /** FORMS_FAIL: an HTTP status the local receiver answers every form with (to try the pages' error path); 0 for none. */
    formsFail: Number(env.FORMS_FAIL ?? 0),
    /** FORMS_SITE_ORIGIN: the origin whose pages may post to the local receiver, instead of site.yaml's site.origin. */
    formsSiteOrigin: text(env.FORMS_SITE_ORIGIN),
    /** FORMS_PROVIDER: the service the local form receiver answers as (formspree, basin, netlify, own; custom by default). */
    formsProvider: text(env.FORMS_PROVIDER),
    /** FORMS_REDIRECT: where the local receiver sends a visitor without JavaScript when the form names no return page (Basin's redirect setting). */
    formsRedirect: text(env.FORMS_REDIRECT),
    /** DEV_FORMS_DIR: the inbox of the receiver inside the dev server, which scripts/dev.ts sets for vite.config.ts. */
    devFormsDir: env.DEV_FORMS_DIR,
    /** PORT and HOST: where `npm run serve` listens (HOST for `npm run edit` too). */
    port: Number(env.PORT ?? 4173),
    host: env.HOST ?? '127.0.0.1',
    /** EDIT_PORT: where `npm run edit` listens. */
    editPort: Number(env.EDIT_PORT ?? 4322),
    /** EDIT_PREVIEW_PORT: where the preview of `npm run edit` listens (on 127.0.0.1); 0, the default, for any free port. */
    editPreviewPort: Number(env.EDIT_PREVIEW_PORT ?? 0),
    /** FFMPEG and FFPROBE: the programs the video pipeline runs, instead of those on the PATH (src/media/videos/tools.ts). */
    ffmpeg: text(env.FFMPEG),
    ffprobe: text(env.FFPROBE),
    /** PATH: where ffmpeg and ffprobe are looked for when not named. */
    searchPath: env.PATH ?? '',
    /** CHROMIUM_PATH: the Chromium that screens and Lighthouse run, instead of Debian's. */
    chromiumPath: env.CHROMIUM_PATH,
    /** LIGHTHOUSE_RUNS: how many times Lighthouse measures each page (its median run is kept). */
    lighthouseRuns: Number(env.LIGHTHOUSE_RUNS ?? 5),
    /** LIGHTHOUSE_SCHEMES: the colour schemes npm run bench:lighthouse measures each page in (comma-separated; light,dark). */
    lighthouseSchemes: (env.LIGHTHOUSE_SCHEMES ?? 'light,dark').split(',').filter(Boolean),
    /** SCREENS_DIR and SCREENS_ONLY: where `npm run screens` writes, and the pages it takes (comma-separated). */
    screensDir: env.SCREENS_DIR,
    screensOnly: env.SCREENS_ONLY?.split(',').filter(Boolean),
    /** VIKE_CRAWL: Vike's own setting of how it lists the project's files (vikejs/vike#2228); see leaveOutOfVikeCrawl. */
    vikeCrawl: text(env.VIKE_CRAWL),
  });
}

export type Config = ReturnType<typeof readConfig>;

/** The environment as the command started with it. */
export const config: Config = readConfig();

/**
 * Vike finds its `+` files by listing the project: `git ls-files` in a Git checkout, and elsewhere (a copy of the
 * project, as the build benchmark makes) by walking every folder but node_modules, the site folders the build writes
 * included. Each of the build's prerenders starts with that walk: beside earlier builds of 3,000 and 10,000 pages it
 * took 2.1 of the 3.4 s a prerender of two changed pages took. The folder is left out of the walk through Vike's
 * VIKE_CRAWL setting, unless the command was started with one of its own. The one place the project writes to the
 * environment, which Vike reads at each walk.
 */
export function leaveOutOfVikeCrawl(folderInProject: string): void {
  if (!config.vikeCrawl) process.env.VIKE_CRAWL = JSON.stringify({ ignore: `${folderInProject}/**` });
}

/**
 * VIDEO_CACHE: the video pipeline's cache instead of <cache>/videos, read at each call rather than once: a test points
 * a dev server at a cache of its own while the process runs (tests/videos.test.ts).
 */
export const videoCacheFromEnv = (): string | undefined => process.env.VIDEO_CACHE;
