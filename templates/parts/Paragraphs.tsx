import { telHref } from '../../src/shared/links.ts';
import { textBlocks, textRuns } from '../../src/shared/textBlocks.ts';
import { EmailText } from './AddressText.tsx';
import { SiteLink } from './SiteLink.tsx';

/**
 * Text with the links written inside it ([words](/Page)), each resolved and checked by the resolver like any link, and
 * each e-mail address and phone number it gives a link to write to it or call it (a number kept on one line).
 */
function Runs({ text }: { text: string }) {
  return (
    <>
      {textRuns(text).map((run, i) =>
        typeof run === 'string' ? (
          run
        ) : 'email' in run ? (
          <a key={i} href={`mailto:${run.email}`}>
            <EmailText address={run.email} />
          </a>
        ) : 'phone' in run ? (
          <a key={i} href={telHref(run.phone)}>
            <span className="nobr">{run.phone}</span>
          </a>
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
