// A bullet typed or pasted at the start of a list entry ("• Medical officers", "1. Skills"): the list draws its own
// bullets, so the page would show two. Refused at the entry, with the characters to delete.
import { problem, type Coded } from '../../core/problems.ts';
import { listMarker } from '../../shared/textBlocks.ts';
import type { Ref } from '../../content/schemaCheck.ts';
import type { DataPath } from '../../content/yamlSource.ts';

export function checkListEntries(refs: Ref[], report: (at: DataPath, problem: Coded) => void): void {
  for (const ref of refs) {
    if (ref.kind !== 'text' || typeof ref.path.at(-1) !== 'number') continue;
    const found = listMarker(ref.value);
    if (found) report(ref.path, problem('PAGE020', { marker: found.marker }));
  }
}
