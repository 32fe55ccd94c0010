// A WebVTT captions file, checked as browsers read it (the WebVTT parser of the HTML standard) and stricter where a
// browser would silently drop a caption: the WEBVTT line, each cue's timing line, cues in order, within the video's
// length, with text. Each mistake is reported at its own line of the .vtt file. The cues' text also makes the
// transcript shown under a testimonial.
import { problem, type Problem } from '../../core/problems.ts';

/** A caption: its times in the video file, its words, and as written (settings after the times, text lines with tags). */
export interface Cue {
  start: number;
  end: number;
  text: string;
  settings: string;
  payload: string;
}

const TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const seconds = (m: RegExpMatchArray) =>
  Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
const clock = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${(s % 60).toFixed(3).padStart(6, '0')}`;

/** Cue text as words: tags (<v Speaker>, <i>, timestamps) out, the few character references read. */
const plain = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Checks a captions file for a video `duration` seconds long. `problems` are at lines of the .vtt file (its `file`
 * set by the caller); `cues` are the captions read, in order.
 */
export function checkCaptions(text: string, duration: number): { cues: Cue[]; problems: Omit<Problem, 'file'>[] } {
  const problems: Omit<Problem, 'file'>[] = [];
  const cues: Cue[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) {
    const srt = /^\d+$/.test(lines[0]?.trim() ?? '')
      ? ' (this looks like an SRT file: save it as WebVTT, or add that line and write the times with a dot, 00:00:01.500)'
      : '';
    problems.push({ line: 1, col: 1, ...problem('VIDEO001', { srt }) });
    return { cues, problems };
  }
  let i = 1;
  // The header's own lines run to the first blank line.
  while (i < lines.length && lines[i].trim() !== '') i++;
  while (i < lines.length) {
    while (i < lines.length && lines[i].trim() === '') i++;
    if (i >= lines.length) break;
    const blockStart = i;
    const block: string[] = [];
    while (i < lines.length && lines[i].trim() !== '') block.push(lines[i++]);
    if (/^(NOTE|STYLE|REGION)(\s|$)/.test(block[0])) continue;
    // An identifier line may come before the timing line.
    const timingAt = block[0].includes('-->') ? 0 : 1;
    const timing = block[timingAt];
    const line = blockStart + timingAt + 1;
    if (timing === undefined || !timing.includes('-->')) {
      problems.push({ line: blockStart + 1, col: 1, ...problem('VIDEO002') });
      continue;
    }
    const [left, right = ''] = timing.split('-->');
    const startText = left.trim();
    const [endText = '', ...settings] = right.trim().split(/\s+/);
    const start = startText.match(TIME);
    const end = endText.match(TIME);
    if (!start || !end) {
      const bad = !start ? startText : endText;
      const col = (!start ? timing.indexOf(startText) : timing.indexOf(endText, timing.indexOf('-->'))) + 1;
      const comma = bad.includes(',') ? ': write the milliseconds after a dot, not a comma' : '';
      problems.push({ line, col, ...problem('VIDEO003', { bad, comma }) });
      continue;
    }
    const from = seconds(start);
    const to = seconds(end);
    const payload = block.slice(timingAt + 1).join('\n');
    const text = plain(payload);
    if (to <= from)
      problems.push({ line, col: timing.indexOf('-->') + 1, ...problem('VIDEO004', { endText, startText }) });
    else if (cues.length && from < cues.at(-1)!.start)
      problems.push({ line, col: 1, ...problem('VIDEO005', { startText, previous: clock(cues.at(-1)!.start) }) });
    else if (from >= duration)
      problems.push({ line, col: 1, ...problem('VIDEO006', { startText, duration: clock(duration) }) });
    else if (to > duration + 0.5)
      problems.push({
        line,
        col: timing.indexOf(endText, timing.indexOf('-->')) + 1,
        ...problem('VIDEO007', { endText, duration: clock(duration) }),
      });
    else if (!text) problems.push({ line, col: 1, ...problem('VIDEO008') });
    else cues.push({ start: from, end: to, text, settings: settings.join(' '), payload });
  }
  if (!problems.length && !cues.length) problems.push({ line: lines.length, col: 1, ...problem('VIDEO009') });
  return { cues, problems };
}

/** The transcript: the captions' text in paragraphs, a new one where the speaker pauses for two seconds or more. */
export function transcriptOf(cues: Cue[]): string[] {
  const paragraphs: string[] = [];
  let last: Cue | undefined;
  for (const cue of cues) {
    if (last && cue.start - last.end < 2 && paragraphs.length) paragraphs[paragraphs.length - 1] += ` ${cue.text}`;
    else paragraphs.push(cue.text);
    last = cue;
  }
  return paragraphs;
}

/** A WebVTT file of the cues for the part of the video from `start`, `duration` long, timed from that part's start. */
export function captionsFor(cues: Cue[], start: number, duration: number): string {
  const stamp = (s: number) => `${String(Math.floor(s / 3600)).padStart(2, '0')}:${clock(s % 3600)}`;
  const kept = cues.filter((c) => c.end > start && c.start < start + duration);
  return (
    [
      'WEBVTT',
      ...kept.map(
        (c) =>
          `${stamp(Math.max(0, c.start - start))} --> ${stamp(Math.min(duration, c.end - start))}${c.settings ? ` ${c.settings}` : ''}\n${c.payload}`,
      ),
    ].join('\n\n') + '\n'
  );
}
