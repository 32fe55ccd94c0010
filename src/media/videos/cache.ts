// Where the video pipeline keeps what it made, by content (beside the pictures, under the build's CACHE_DIR): each
// version and poster frame named by its key, so a rebuild, the dev server and the tests encode only what changed.
import path from 'node:path';
import { videoCacheFromEnv } from '../../core/config.ts';
import { CACHE_DIR } from '../../core/paths.ts';

/** A function, not a constant: the configuration may name another folder (VIDEO_CACHE). */
export const videoCache = () => videoCacheFromEnv() ?? path.join(CACHE_DIR, 'videos');

/** A poster frame, as extracted from the video (a JPEG of nearly no loss, which the picture pipeline encodes). */
export const posterFrameFile = (key: string) => path.join(videoCache(), `${key}.jpg`);
