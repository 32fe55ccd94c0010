// npm run bench:videos: the video pipeline on the real site with an owner's videos, as the video issue measures it: a
// 30-second 4K HEVC portrait .mov from a phone (its location, make and model in it) as the hero's video, looping 10 s
// of it, and a 60-second 1080p H.264 clip with speech and captions as the first home testimonial, both generated with
// the real encoders (tests/support/clips.ts). Prints the video bytes a 390 px phone and a 1366 px desktop fetch on /
// before any input (motion allowed; reduced motion) and after playing the testimonial, Lighthouse (mobile) on / beside
// a bare page, the encode time of the first build and of an unchanged rebuild beside a video-free build, and any
// served byte of the clips' metadata. A benchmark, not a test: it prints figures only.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { NPM_BUILD_ENV, NPM_BUILD_NODE_OPTIONS } from '../src/check/npmBuildEnv.ts';
import { launchChromium } from '../src/check/screens.ts';
import { DEFAULT_SITE_FILE, PROJECT_ROOT, TMP_DIR } from '../src/core/paths.ts';
import { captionsText, CLIP_LOCATION, CLIP_SECRET, writeClip } from '../tests/support/clips.ts';
import { launchLighthouseChrome, measureMedian, RUNS } from '../src/check/lighthouseRuns.ts';
import { serveStatic } from '../src/serve/staticServer.ts';
import { printTable } from '../src/check/printTable.ts';

const WORK = path.join(TMP_DIR, 'bench-videos');
const CACHES = { VIDEO_CACHE: path.join(WORK, 'video-cache'), PICTURE_CACHE: path.join(WORK, 'picture-cache') };
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function copySite(dir: string): string {
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(PROJECT_ROOT, 'public'), path.join(dir, 'public'), { recursive: true });
  return readFileSync(DEFAULT_SITE_FILE, 'utf8');
}
const replaceOnce = (text: string, find: RegExp, replace: string) => {
  if (!find.test(text)) throw new Error(`site.yaml has no ${find}`);
  return text.replace(find, replace);
};

rmSync(WORK, { recursive: true, force: true });
mkdirSync(WORK, { recursive: true });

// The video-free site: the real one with its illustrations where the videos are.
const plainDir = path.join(WORK, 'plain');
let plain = copySite(plainDir);
plain = replaceOnce(
  plain,
  /        video: \{ src: \/videos\/hero-city\.mp4[^\n]*\n/,
  '        image: { src: /images/home/hero-backdrop.svg, alt: Illustrated city skyline }\n',
);
plain = replaceOnce(
  plain,
  /        video:\n          src: \/videos\/testimonial-grievance\.mp4\n[^\n]*\n[^\n]*\n/,
  '        image: { src: /images/home/testimonial-grievance.svg, alt: A grievance dashboard }\n',
);
plain = replaceOnce(
  plain,
  /        video:\n          src: \/videos\/testimonial-etapal\.mp4\n[^\n]*\n[^\n]*\n/,
  '        image: { src: /images/home/testimonial-etapal.svg, alt: Letters moving through an office }\n',
);
writeFileSync(path.join(plainDir, 'site.yaml'), plain);

// The site with the owner's videos.
const videoDir = path.join(WORK, 'videos');
let site = copySite(videoDir);
const made = performance.now();
writeClip(path.join(videoDir, 'public/videos/IMG_4127.MOV'), {
  width: 3840,
  height: 2160,
  seconds: 30,
  codec: 'hevc',
  rotate: 90,
  phoneMetadata: true,
  audio: 'tone',
});
writeClip(path.join(videoDir, 'public/videos/commissioner.mp4'), {
  width: 1920,
  height: 1080,
  seconds: 60,
  codec: 'h264',
  audio: 'speech',
  phoneMetadata: true,
});
writeFileSync(path.join(videoDir, 'public/videos/commissioner.vtt'), captionsText(60));
console.log(
  `made a 30 s 4K HEVC portrait .mov and a 60 s 1080p H.264 clip with speech in ${sec(performance.now() - made)}`,
);
site = replaceOnce(
  site,
  /video: \{ src: \/videos\/hero-city\.mp4, (title: "[^"]+"), duration: 10 \}/,
  'video: { src: /videos/IMG_4127.MOV, $1, start: 5, duration: 10 }',
);
site = replaceOnce(
  site,
  /src: \/videos\/testimonial-grievance\.mp4\n(\s+title: [^\n]+\n\s+)captions: \/videos\/testimonial-grievance\.vtt/,
  'src: /videos/commissioner.mp4\n$1captions: /videos/commissioner.vtt',
);
writeFileSync(path.join(videoDir, 'site.yaml'), site);

function build(dir: string, name: string): { ms: number; log: string } {
  const started = performance.now();
  const run = spawnSync(process.execPath, [...NPM_BUILD_NODE_OPTIONS, 'scripts/build.ts'], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      ...NPM_BUILD_ENV,
      NODE_ENV: 'production',
      SITE_YAML: path.join(dir, 'site.yaml'),
      SITE_OUT: path.join(WORK, `out-${name}`),
      ...CACHES,
    },
  });
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`building ${name} failed:\n${run.stdout}\n${run.stderr}`);
  return { ms, log: run.stdout + run.stderr };
}
const videosLine = (log: string) => log.match(/videos: \d+ videos.*/)?.[0] ?? '(no videos line)';

const first = build(videoDir, 'videos');
const plainRuns: number[] = [];
const rebuilds: number[] = [];
let rebuildLog = '';
for (let round = 0; round < 3; round++) {
  plainRuns.push(build(plainDir, 'plain').ms);
  const again = build(videoDir, 'videos');
  rebuilds.push(again.ms);
  rebuildLog = again.log;
}
const client = path.join(WORK, 'out-videos/client');

// Bytes of video a visitor's browser fetches (every response of a .webm or .mp4, ranges included).
const served = await serveStatic(client, 0);
const base = served.url.replace(/\/$/, '');
const browser = await launchChromium();
const devices = {
  'phone 390 px (DPR 3)': {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  },
  'desktop 1366 px (DPR 1)': { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 },
};
function countVideoBytes(page: Page) {
  const seen: { path: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    const { pathname } = new URL(request.url());
    if (!/\.(webm|mp4)$/.test(pathname)) return;
    const sizes = await request.sizes().catch(() => undefined);
    seen.push({ path: pathname, bytes: sizes?.responseBodySize ?? 0 });
  });
  return seen;
}
const total = (xs: { bytes: number }[]) => xs.reduce((s, x) => s + x.bytes, 0);
const files = (xs: { path: string }[]) => [...new Set(xs.map((x) => path.basename(x.path)))].join(', ') || '-';
const rows: string[][] = [];
for (const [name, device] of Object.entries(devices)) {
  for (const motion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ ...device, reducedMotion: motion });
    const page = await context.newPage();
    const bytes = countVideoBytes(page);
    await page.goto(base + '/', { waitUntil: 'load' });
    // The loop is fetched whole and played for a while (12 s: longer than the loop), with no input.
    await page.waitForTimeout(12_000);
    const beforeInput = total(bytes);
    const shown = bytes.length ? files(bytes) : '-';
    // Then the first testimonial, played from its button, for 10 s.
    const testimonial = page.locator('.testimonial').first();
    await testimonial.scrollIntoViewIfNeeded();
    const count = bytes.length;
    await testimonial.locator('button[data-video-play]').click();
    await page.waitForTimeout(10_000);
    const afterPlay = bytes.slice(count);
    const drawn = await testimonial.locator('video').evaluate((v) => Math.round(v.getBoundingClientRect().width));
    rows.push([
      name,
      motion === 'reduce' ? 'reduced motion' : 'motion allowed',
      mb(beforeInput),
      shown,
      `${mb(total(afterPlay))} (${files(afterPlay)}; drawn ${drawn} px)`,
    ]);
    await context.close();
  }
}
await browser.close();

// Lighthouse (mobile) on / with the hero video, beside a bare page served the same way.
const bareDir = path.join(WORK, 'bare');
mkdirSync(bareDir, { recursive: true });
writeFileSync(
  path.join(bareDir, 'index.html'),
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Bare page</title><link rel="icon" href="data:,"><meta name="description" content="A bare static page: the floor for LCP on this machine."></head><body><main><h1>A bare static page</h1>' +
    `<p>${'Plain text with no stylesheet, no script and no picture, served by the same server as the site. '.repeat(6)}</p></main></body></html>`,
);
const bare = await serveStatic(bareDir, 0);
const chrome = await launchLighthouseChrome();
let lighthouseRows: string[][] = [];
try {
  const bareRow = await measureMedian(chrome.port, bare.url, '(bare page)');
  const home = await measureMedian(chrome.port, base + '/', '/ (hero video)');
  lighthouseRows = [bareRow, home].map((r) => [
    r.page,
    r.perf,
    `${(r.lcp / 1000).toFixed(2)} s`,
    `${(r.lcp / bareRow.lcp).toFixed(2)}×`,
    r.cls.toFixed(3),
    kb(r.total),
    r.lcpElement,
  ]);
} finally {
  await chrome.kill();
  bare.server.close();
  served.server.close();
}

// Metadata: any served byte of the clips' location, device names or recording time.
const servedFiles = readdirSync(client, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => path.join(e.parentPath, e.name));
const leaks = servedFiles.filter((f) => {
  const b = readFileSync(f);
  return b.includes(CLIP_SECRET) || b.includes(CLIP_LOCATION.slice(0, 8)) || b.includes('2024-03-08');
});

const table = (head: string[], body: string[][]) => printTable([head, ...body]);
console.log(
  '\nBuild (npm run build of a copy of the real site, own caches; medians of 3 for the video-free build and the rebuild):',
);
table(
  ['build', 'time', 'videos'],
  [
    ['video-free', sec(median(plainRuns)), '-'],
    ['with videos, first (empty cache)', sec(first.ms), videosLine(first.log)],
    ['with videos, rebuild (unchanged)', sec(median(rebuilds)), videosLine(rebuildLog)],
  ],
);
console.log(`rebuild / video-free: ${(median(rebuilds) / median(plainRuns)).toFixed(2)}×`);
console.log(
  '\nVideo bytes fetched on / (the hero loops 10 s of the 4K clip; 12 s after load with no input; then the first testimonial played 10 s):',
);
table(['device', 'motion', 'before any input', 'hero version', 'after playing the testimonial'], rows);
console.log(`\nLighthouse (mobile emulation, simulated throttling; median LCP of ${RUNS} runs):`);
table(['page', 'perf', 'LCP', 'LCP/bare', 'CLS', 'total', 'LCP element'], lighthouseRows);
console.log(
  `\nServed files holding any byte of the clips' metadata: ${leaks.length}${leaks.length ? ` (${leaks.map((f) => path.relative(client, f)).join(', ')})` : ''}`,
);
