// docs/reference/problems.md, made from the catalogue: every code with its title, an example of its words, its hint
// and its fix. scripts/gen-problems-doc.ts writes it; tests/problems-catalogue.test.ts holds the committed file to it.
import { CATALOGUE, problem, type Code, type Fix } from './catalogue.ts';

const AREAS: Record<string, string> = {
  YAML: 'The file as text: encoding, invisible characters, YAML syntax, indentation',
  SCHEMA: 'Fields and values (schemas/site.schema.json)',
  TRANS: 'Translation files (site.<code>.yaml)',
  ADDR: 'Addresses published before',
  FILE: 'Files and pictures in public/',
  VIDEO: 'Videos, captions and YouTube addresses',
  LINK: 'Links and anchors',
  PAGE: 'Pages, kinds, blocks, menus and lists',
  FACT: "The site's facts, registrations and vacancies",
  BROCHURE: 'Brochures',
  CHECK: 'The built site (npm run check)',
  EDIT: 'What the editor refuses (npm run edit)',
};

const inline = (s: string) => (s.includes('`') ? `\`\` ${s} \`\`` : `\`${s}\``);
const describeFix = (fix: Fix): string => {
  if ('replace' in fix) return `replace ${inline(fix.replace.text)} with ${inline(fix.replace.with)}`;
  if ('delete' in fix) return `delete ${inline(JSON.stringify(fix.delete.text).slice(1, -1))}`;
  if ('insert' in fix) return `insert ${inline(fix.insert.text)} at the column`;
  if ('indent' in fix)
    return `move the line ${Math.abs(fix.indent.by)} ${Math.abs(fix.indent.by) === 1 ? 'space' : 'spaces'} to the ${fix.indent.by < 0 ? 'left' : 'right'}`;
  if ('joinLineAbove' in fix) return 'join the line to the one above';
  if ('insertLine' in fix) return `add the line ${inline(fix.insertLine.text)} below`;
  if ('splitLine' in fix) return `break the line at the column, the rest starting at column ${fix.splitLine.col}`;
  if ('value' in fix) return `write ${inline(fix.value.with)} in place of the value at the column`;
  return 'put the value in double quotes';
};
/** Markdown for a message: one paragraph, its line breaks kept. */
const quoteBlock = (text: string) =>
  text
    .split('\n')
    .map((l) => `> ${l.replace(/([\\`*_[\]<>|])/g, '\\$1')}`)
    .join('  \n');

export function problemsReference(): string {
  const codes = (Object.keys(CATALOGUE) as Code[]).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const out = [
    '# Problems',
    '',
    '<!-- Generated from src/core/problems/catalogue.ts by `node scripts/gen-problems-doc.ts`; do not edit. -->',
    '',
    'Every problem `npm run validate`, the build, the editor and `npm run check` can report has a permanent code, printed',
    'after its place: `site.yaml:12:5  LINK003  the link "/Contct" leads nowhere …`. A code never changes meaning.',
    `There are ${codes.length} codes. The example messages are made from example values.`,
    '',
  ];
  let area = '';
  for (const code of codes) {
    const prefix = code.replace(/\d+$/, '');
    if (prefix !== area) {
      area = prefix;
      out.push(`## ${prefix}: ${AREAS[prefix] ?? prefix}`, '');
    }
    const entry = CATALOGUE[code] as { title: string; hint?: string; warning?: true; example: unknown };
    const made = (problem as (c: Code, v?: unknown) => ReturnType<typeof problem>)(code, entry.example);
    out.push(`### ${code}: ${entry.title}${entry.warning ? ' (warning)' : ''}`, '', quoteBlock(made.message), '');
    if (entry.hint) out.push(`Hint: ${entry.hint}`, '');
    if (made.fix) out.push(`Fix: ${describeFix(made.fix)}.`, '');
  }
  return out.join('\n');
}
