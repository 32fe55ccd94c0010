// The real site.yaml, loaded and checked once per test worker instead of once per test file (about 1.3 s of a core
// each, in 18 files): the files a worker runs share their modules (vitest.config.ts, isolate: false). Frozen, as the
// files share it: a test that would change it fails at once instead of changing what the next file reads.
import { frozen } from '../../src/core/frozen.ts';
import { loadSiteFile } from '../../src/contract/loadSite.ts';

let loaded: ReturnType<typeof loadSiteFile> | undefined;

/** The real site as `loadSiteFile()` loads it (site.yaml at the project's root), loaded once. */
export const realSite = (): ReturnType<typeof loadSiteFile> => (loaded ??= frozen(loadSiteFile()));
