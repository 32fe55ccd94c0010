// WhatsApp's *bold*, _italic_ and ~struck~ in a text pasted from a chat: the site has no such marks, so the page would
// show the asterisks as they are. Each is warned at its text's line, with the text without them.
import { problem, type Coded } from '../../core/problems.ts';
import type { DataPath } from '../../content/yamlSource.ts';
import { allParts, getAt, type Resolving } from './parts.ts';

/** A chat's mark around words: *words*, _words_ or ~words~, each mark against its words and apart from others. */
const CHAT_MARK = /(?<=^|[\s(“"'])([*_~])(?=\S)([^*_~\n]*?\S)\1(?=$|[\s.,;:!?)”"'])/gm;

export function warnChatMarks(r: Resolving, warn: (at: DataPath, found: Coded) => void): void {
  for (const part of allParts(r))
    for (const ref of part.refs) {
      if (ref.kind !== 'text') continue;
      const text = getAt(part.value, ref.path);
      if (typeof text !== 'string') continue;
      for (const [whole, , words] of text.matchAll(CHAT_MARK))
        warn(part.origin(ref.path), problem('PAGE031', { whole, words }));
    }
}
