// Lighthouse runs in Debian's Chromium (mobile emulation, simulated throttling), shared by npm run bench:lighthouse,
// bench:images and bench:videos: each page measured several times, summed up as Lighthouse's documentation says
// (docs/variability.md, "Run Lighthouse multiple times"): its own median run, and the median LCP.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { config } from '../core/config.ts';
import { QUIET_CHROMIUM_FLAGS, type Scheme } from './screens.ts';

/**
 * Debian's Chromium, headless, for Lighthouse to drive; in the dark scheme, every page it opens is told the device
 * prefers dark (`--force-dark-mode`: Lighthouse's own emulation sets the screen and the network, not the scheme).
 */
export function launchLighthouseChrome(scheme: Scheme = 'light') {
  return chromeLauncher.launch({
    chromePath: config.chromiumPath ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...QUIET_CHROMIUM_FLAGS, ...(scheme === 'dark' ? ['--force-dark-mode'] : [])],
  });
}

/** Lighthouse's audits about pictures (some are insights without a score in this version). */
const PICTURE_AUDITS = [
  'uses-responsive-images',
  'modern-image-formats',
  'uses-optimized-images',
  'offscreen-images',
  'unsized-images',
  'image-size-responsive',
  'image-aspect-ratio',
  'lcp-lazy-loaded',
  'prioritize-lcp-image',
  'total-byte-weight',
  'image-delivery-insight',
  'lcp-discovery-insight',
];

export interface Row {
  page: string;
  perf: string;
  /** The performance score and TBT of every run, lowest to highest: how far a single run can be from the median. */
  perfRuns: number[];
  tbtRuns: number[];
  /**
   * Lighthouse's measure of this machine's speed in each run ("CPU/Memory Power", lowest to highest): its 4× CPU
   * slowdown stands for a mid-tier phone on a high-end desktop of 1,500–2,000 (Lighthouse's docs/throttling.md), and
   * makes a slower machine's blocking time longer than that phone's.
   */
  benchmarkRuns: number[];
  a11y: string;
  best: string;
  seo: string;
  /** The median of the runs' LCP; every other figure is the median run's. */
  lcp: number;
  tbt: number;
  cls: number;
  total: number;
  js: number;
  jsFiles: number;
  lcpElement: string;
  failing: string[];
  pictureAudits: string[];
  /** Lighthouse's main-thread breakdown: milliseconds by kind of work (script, style and layout, rendering, other…), largest first. */
  mainThread: { work: string; ms: number }[];
  /** The page as Lighthouse last drew it (its final screenshot, a JPEG), to tell which colour scheme it was drawn in. */
  finalScreenshot?: Buffer;
}

/** The browser Lighthouse drives, as it names itself ("Chrome/156.0.7578.0"), from its DevTools endpoint. */
export async function browserVersion(port: number): Promise<string> {
  const answer = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser?: string };
  return answer.Browser ?? 'unknown';
}

/**
 * Each page is measured RUNS times (5 unless LIGHTHOUSE_RUNS says otherwise: Lighthouse's documentation finds the
 * median of 5 twice as stable as one run, and single runs vary by ±15 % in LCP here, by up to 200 ms in TBT). The row
 * is the run Lighthouse's own computeMedianRun picks (closest to the median first paint and time to interactive),
 * with the median LCP, and every run's performance score and TBT beside it.
 */
export const RUNS = config.lighthouseRuns;
export async function measureMedian(port: number, url: string, page: string): Promise<Row> {
  const runs: RunnerResult['lhr'][] = [];
  // A run Lighthouse could not finish (its runtimeError is printed) is run again, up to RUNS more times.
  for (let tries = 0; runs.length < RUNS && tries < 2 * RUNS; tries++) {
    const run = await measureOnce(port, url, page);
    if (run) runs.push(run);
  }
  if (!runs.length) throw new Error(`Lighthouse could not measure ${url}`);
  const ascending = (values: number[]) => values.sort((a, b) => a - b);
  const lcps = ascending(runs.map((lhr) => lhr.audits['largest-contentful-paint'].numericValue!));
  return {
    ...rowOf(page, computeMedianRun(runs)),
    lcp: lcps[Math.floor(lcps.length / 2)],
    perfRuns: ascending(runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100))),
    tbtRuns: ascending(runs.map((lhr) => Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN))),
    benchmarkRuns: ascending(runs.map((lhr) => Math.round(lhr.environment.benchmarkIndex))),
  };
}

async function measureOnce(port: number, url: string, page: string): Promise<RunnerResult['lhr'] | undefined> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', formFactor: 'mobile' });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  // computeMedianRun needs a first paint and a time to interactive.
  const measured = ['largest-contentful-paint', 'first-contentful-paint', 'interactive'].every((id) =>
    Number.isFinite(lhr.audits[id]?.numericValue),
  );
  if (lhr.runtimeError || !measured) {
    console.error(
      `${page}: a run failed (${lhr.runtimeError?.code ?? 'no LCP, first paint or time to interactive'}: ${lhr.runtimeError?.message ?? ''}); running it again`,
    );
    return undefined;
  }
  return lhr;
}

function rowOf(page: string, lhr: RunnerResult['lhr']): Omit<Row, 'perfRuns' | 'tbtRuns' | 'benchmarkRuns'> {
  const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100));
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary =
    (
      lhr.audits['resource-summary']?.details as
        | { items?: { resourceType: string; transferSize: number; requestCount: number }[] }
        | undefined
    )?.items ?? [];
  const item = (type: string) => summary.find((i) => i.resourceType === type);
  const lcpItems = (
    lhr.audits['largest-contentful-paint-element']?.details as
      | { items?: { items?: { node?: { selector?: string } }[] }[] }
      | undefined
  )?.items;
  return {
    page,
    perf: score('performance'),
    a11y: score('accessibility'),
    best: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    total: item('total')?.transferSize ?? 0,
    js: item('script')?.transferSize ?? 0,
    jsFiles: item('script')?.requestCount ?? 0,
    lcpElement: lcpItems?.[0]?.items?.[0]?.node?.selector ?? '',
    pictureAudits: PICTURE_AUDITS.filter((id) => (lhr.audits[id]?.score ?? 1) < 0.9).map(
      (id) => `${id} (${lhr.audits[id].score})`,
    ),
    mainThread: (
      (
        lhr.audits['mainthread-work-breakdown']?.details as
          | { items?: { groupLabel?: string; group: string; duration: number }[] }
          | undefined
      )?.items ?? []
    )
      .map((i) => ({ work: i.groupLabel ?? i.group, ms: i.duration }))
      .sort((a, b) => b.ms - a.ms),
    finalScreenshot: (() => {
      const data = (lhr.audits['final-screenshot']?.details as { data?: string } | undefined)?.data;
      return data ? Buffer.from(data.replace(/^data:image\/\w+;base64,/, ''), 'base64') : undefined;
    })(),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}
