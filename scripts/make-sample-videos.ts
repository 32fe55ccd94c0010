// Makes the site's sample videos (public/videos/), which docs/guide/media.md lists as samples for the owner to replace: the
// hero's loop, an animated rendering of the hero illustration (public/images/home/hero-backdrop.svg, its motions made
// periodic so 10 s loop without a seam), and the two home testimonials, each its illustration slowly zooming, with
// the words spoken by a speech synthesizer (Debian's espeak-ng) and captions timed to them; every word in their frames is
// drawn in the site's typeface (the illustrations' outlines, the speaker's name outlined here). Run by hand when they
// should change (node scripts/make-sample-videos.ts); the build never runs it. It needs ffmpeg,
// espeak-ng and Chromium's headless shell.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../src/check/screens.ts';
import { PROJECT_ROOT, TMP_DIR } from '../src/core/paths.ts';
import { videoTools, type VideoTools } from '../src/media/videos/tools.ts';
import { Outliner } from '../src/media/outlines.ts';

const OUT = path.join(PROJECT_ROOT, 'public/videos');
const WORK = path.join(TMP_DIR, 'sample-videos');
const FPS = 25;

const found = videoTools();
if ('problem' in found) throw new Error(found.problem.message);
const tools: VideoTools = found;
const run = (cmd: string, args: string[], input?: Buffer) => {
  const r = spawnSync(cmd, args, { input, maxBuffer: 1 << 30, encoding: input ? undefined : 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr}`);
  return r.stdout;
};
if (spawnSync('espeak-ng', ['--version']).status !== 0)
  throw new Error('the testimonials are spoken by espeak-ng: apt-get install espeak-ng');

/** The hero illustration with its motions made endless, each repeating within 10 s. */
function loopingHero(): string {
  const svg = readFileSync(path.join(PROJECT_ROOT, 'public/images/home/hero-backdrop.svg'), 'utf8');
  const style = `
      .p{animation:pulse 2.5s ease-in-out infinite;transform-box:fill-box;transform-origin:center}
      .p2{animation-delay:-.8s}.p3{animation-delay:-1.7s}
      .f{animation:flow 5s linear infinite}
      .b{animation:grow 2.5s ease-in-out infinite alternate;transform-box:fill-box;transform-origin:bottom}
      .d{animation:drift 5s ease-in-out infinite alternate}
      .w rect{animation:lit 5s steps(1) infinite}.w rect:nth-child(3n){animation-delay:-1.25s}.w rect:nth-child(3n+1){animation-delay:-3.75s}
      @keyframes pulse{0%,100%{opacity:.35;transform:scale(.8)}50%{opacity:1;transform:scale(1.25)}}
      @keyframes flow{to{stroke-dashoffset:-120}}
      @keyframes grow{from{transform:scaleY(.55)}to{transform:scaleY(1)}}
      @keyframes drift{to{transform:translate(-40px,12px)}}
      @keyframes lit{0%{opacity:1}60%{opacity:.35}}
    `;
  return svg
    .replace(/<style>[\s\S]*?<\/style>/, `<style>${style}</style>`)
    .replace('<g fill="#f2a33a" opacity=".55">', '<g class="w" fill="#f2a33a" opacity=".55">');
}

/** Frames of an HTML page whose CSS animations are set to each moment in turn, as PNGs. */
async function frames(
  html: string,
  width: number,
  height: number,
  seconds: number,
  at?: (t: number) => string,
): Promise<Buffer[]> {
  const browser = await launchChromium();
  const page = await (await browser.newContext({ viewport: { width, height } })).newPage();
  await page.setContent(html);
  const shots: Buffer[] = [];
  for (let i = 0; i < Math.round(seconds * FPS); i++) {
    const t = i / FPS;
    await page.evaluate(
      ([ms, transform]) => {
        for (const a of document.getAnimations()) {
          a.pause();
          a.currentTime = ms;
        }
        const zoom = document.querySelector<HTMLElement>('[data-zoom]');
        if (zoom && transform) zoom.style.transform = transform;
      },
      [t * 1000, at?.(t) ?? ''] as const,
    );
    shots.push(await page.screenshot({ type: 'png' }));
  }
  await browser.close();
  return shots;
}

/** PNG frames (and a sound file) → an H.264 master of high quality, no metadata. */
function master(shots: Buffer[], file: string, audio?: string) {
  const args = [
    '-v',
    'error',
    '-y',
    '-f',
    'image2pipe',
    '-framerate',
    String(FPS),
    '-i',
    '-',
    ...(audio ? ['-i', audio] : []),
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-tune',
    'animation',
    '-crf',
    '20',
    '-pix_fmt',
    'yuv420p',
    '-colorspace',
    'bt709',
    '-color_primaries',
    'bt709',
    '-color_trc',
    'bt709',
    ...(audio ? ['-c:a', 'aac', '-b:a', '96k', '-shortest'] : []),
    '-map_metadata',
    '-1',
    '-movflags',
    '+faststart',
    file,
  ];
  run(tools.ffmpeg, args, Buffer.concat(shots));
}

const seconds = (file: string) =>
  Number(
    String(run(tools.ffprobe, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file])).trim(),
  );
const stamp = (s: number) =>
  `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${(s % 60).toFixed(3).padStart(6, '0')}`;

/** Speaks the sentences (a pause between them) into one WAV; returns their times, for the captions. */
function speak(sentences: string[], file: string): { start: number; end: number; text: string }[] {
  const cues: { start: number; end: number; text: string }[] = [];
  const parts: string[] = [];
  let t = 0.6; // a breath before the first words
  const silence = (s: number, name: string) => {
    run(tools.ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', `anullsrc=r=22050:cl=mono:d=${s}`, name]);
    parts.push(name);
  };
  silence(t, `${file}.lead.wav`);
  sentences.forEach((text, i) => {
    const wav = `${file}.${i}.wav`;
    run('espeak-ng', ['-v', 'en-gb', '-s', '150', '-p', '40', '-w', wav, text]);
    const d = seconds(wav);
    cues.push({ start: t, end: t + d, text });
    parts.push(wav);
    silence(0.5, `${wav}.gap.wav`);
    t += d + 0.5;
  });
  silence(1, `${file}.tail.wav`);
  writeFileSync(`${file}.list`, parts.map((p) => `file '${p}'`).join('\n'));
  run(tools.ffmpeg, [
    '-v',
    'error',
    '-y',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    `${file}.list`,
    '-ar',
    '48000',
    '-ac',
    '1',
    file,
  ]);
  return cues;
}

async function heroVideo() {
  // 10.5 s of a 10 s period: the site shows 10 s (duration: 10), and the loop's fade blends its last half second with
  // the half second after it, which is its first again.
  const html = `<!doctype html><style>body{margin:0}svg{display:block;width:1920px;height:1080px}</style>${loopingHero()}`;
  master(await frames(html, 1920, 1080, 10.5), path.join(OUT, 'hero-city.mp4'));
}

async function testimonialVideo(name: string, illustration: string, who: string, sentences: string[]) {
  const wav = path.join(WORK, `${name}.wav`);
  const cues = speak(sentences, wav);
  const total = seconds(wav);
  const svg = readFileSync(path.join(PROJECT_ROOT, illustration), 'utf8');
  // The speaker's name in the site's typeface, as outlines (as the illustration's words are): not the browser's own face.
  const outliner = await Outliner.load();
  const width = Math.ceil(outliner.width(who, { 'font-size': '30', 'font-weight': '600' }));
  const label = outliner.outline(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="39" viewBox="0 0 ${width} 39"><text x="0" y="30" font-size="30" font-weight="600" fill="#fff">${who}</text></svg>`,
  );
  const html = `<!doctype html><style>body{margin:0;overflow:hidden}
    .zoom{width:1280px;height:720px;transform-origin:60% 45%}.zoom svg{width:1280px;height:720px;display:block}
    .who{position:absolute;left:48px;bottom:44px;padding:12px 22px;border-radius:10px;background:rgb(10 30 55 / 88%);line-height:0}</style>
    <div class="zoom" data-zoom>${svg}</div><div class="who">${label}</div>`;
  const shots = await frames(html, 1280, 720, total, (t) => `scale(${(1 + 0.08 * (t / total)).toFixed(4)})`);
  master(shots, path.join(OUT, `${name}.mp4`), wav);
  writeFileSync(
    path.join(OUT, `${name}.vtt`),
    ['WEBVTT', ...cues.map((c) => `${stamp(c.start)} --> ${stamp(c.end)}\n${c.text}`)].join('\n\n') + '\n',
  );
}

rmSync(WORK, { recursive: true, force: true });
mkdirSync(WORK, { recursive: true });
mkdirSync(OUT, { recursive: true });
await heroVideo();
await testimonialVideo(
  'testimonial-grievance',
  'public/images/home/testimonial-grievance.svg',
  'Municipal Commissioner',
  [
    'Complaints used to reach us on paper, by telephone and at ward offices.',
    'Now every complaint gets a number, and goes to the right zone officer automatically.',
    'Citizens follow their complaints on the mobile app, which has crossed thirty thousand downloads.',
    'And I review the pending cases, ward by ward, every week.',
  ],
);
await testimonialVideo(
  'testimonial-etapal',
  'public/images/home/testimonial-etapal.svg',
  'District Superintendent of Police',
  [
    'e-Tapal replaced our inward registers.',
    'Every letter is registered once, numbered, and sent to the right branch.',
    'I can see where any file is, and how long it has been waiting.',
    'Urgent letters now reach senior officers the same day.',
  ],
);
rmSync(WORK, { recursive: true, force: true });
console.log(`made the sample videos in ${path.relative(process.cwd(), OUT)}`);
