import { textBlocks, textRuns } from '../../src/shared/textBlocks.ts';
import { SiteLink } from './SiteLink.tsx';

/** Text with the links written inside it ([words](/Page)), each resolved and checked by the resolver like any link. */
function Runs({ text }: { text: string }) {
  return (
    <>
      {textRuns(text).map((run, i) =>
        typeof run === 'string' ? (
          run
        ) : (
          <SiteLink key={i} to={run.to}>
            {run.words}
          </SiteLink>
        ),
      )}
    </>
  );
}

/**
 * YAML block text as paragraphs: a blank line starts a new one, and lines that start with a bullet or a number (a
 * list pasted from Word) are a list (src/shared/textBlocks.ts). Text only, never HTML; links only as [words](to).
 */
export function Paragraphs({ text, className }: { text?: string; className?: string }) {
  if (!text) return null;
  return (
    <>
      {textBlocks(text).map((block, i) => {
        if (block.type === 'p')
          return (
            <p key={i} className={className}>
              <Runs text={block.text} />
            </p>
          );
        const List = block.type;
        return (
          <List key={i} className={['pasted-list', className].filter(Boolean).join(' ')}>
            {block.items.map((item, j) => (
              <li key={j}>
                <Runs text={item} />
              </li>
            ))}
          </List>
        );
      })}
    </>
  );
}
