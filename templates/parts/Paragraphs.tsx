/** YAML block text as paragraphs: a blank line starts a new one. Text only, never HTML. */
export function Paragraphs({ text, className }: { text?: string; className?: string }) {
  if (!text) return null;
  return (
    <>
      {text.split(/\n\s*\n/).map((p, i) => <p key={i} className={className}>{p.trim()}</p>)}
    </>
  );
}
