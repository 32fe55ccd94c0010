// The dev server's answer for /_videos/: a version from the cache, encoded on first use (the page shows the poster
// meanwhile), with Range requests answered as hosts answer them; the captions as the build publishes them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { byteRange } from './byteRange.ts';
import type { Problem } from '../core/problems.ts';
import { readCached } from '../core/writeWhole.ts';
import { encodeVideos, videoJobOf } from '../media/videos/encode.ts';
import { cachedVideoFile, type VideoJob } from '../media/videos/plan.ts';

const encoding = new Map<VideoJob, Promise<number>>();

/** Answers `name` (a path under /_videos/) from `jobs`; false when no job has it. */
export async function serveVideo(
  jobs: VideoJob[],
  name: string,
  req: IncomingMessage,
  res: ServerResponse,
  report: (p: Problem) => void,
): Promise<boolean> {
  const found = videoJobOf(jobs, name);
  if (!found) return false;
  const { job, output } = found;
  if (!output) {
    res.setHeader('Content-Type', 'text/vtt; charset=utf-8');
    res.end(job.captions!.text);
    return true;
  }
  if (!encoding.has(job))
    encoding.set(
      job,
      encodeVideos([job], report).finally(() => encoding.delete(job)),
    );
  await encoding.get(job);
  // Checked as the build checks it: a cache entry that is a link, empty or changed is not served.
  const bytes = readCached(cachedVideoFile(output));
  if (!bytes) {
    res.statusCode = 500;
    res.end('the video could not be encoded: see the terminal\n');
    return true;
  }
  const size = bytes.length;
  res.setHeader('Content-Type', output.format === 'av1' ? 'video/webm' : 'video/mp4');
  res.setHeader('Accept-Ranges', 'bytes');
  const range = req.headers.range ? byteRange(req.headers.range, size) : 'ignore';
  if (range === 'unsatisfiable') {
    res.writeHead(416, { 'Content-Range': `bytes */${size}` });
    res.end();
  } else if (range === 'ignore') {
    res.setHeader('Content-Length', size);
    res.end(bytes);
  } else {
    res.writeHead(206, {
      'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
      'Content-Length': range.end - range.start + 1,
    });
    res.end(bytes.subarray(range.start, range.end + 1));
  }
  return true;
}
