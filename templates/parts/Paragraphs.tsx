import { textBlocks } from '../../src/shared/textBlocks';

/**
 * YAML block text as paragraphs: a blank line starts a new one, and lines that start with a bullet or a number (a
 * list pasted from Word) are a list (src/shared/textBlocks.ts). Text only, never HTML.
 */
export function Paragraphs({ text, className }: { text?: string; className?: string }) {
  if (!text) return null;
  return (
    <>
      {textBlocks(text).map((block, i) => {
        if (block.type === 'p') return <p key={i} className={className}>{block.text}</p>;
        const List = block.type;
        return <List key={i} className={['pasted-list', className].filter(Boolean).join(' ')}>{block.items.map((item, j) => <li key={j}>{item}</li>)}</List>;
      })}
    </>
  );
}
