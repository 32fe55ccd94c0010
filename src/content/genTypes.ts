// Writes src/generated/site-types.ts from schemas/site.schema.json, so the types cannot drift from the schema.
import { mkdirSync, readFileSync, statSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const schemaFile = path.join(root, 'schemas/site.schema.json');
export const TYPES_FILE = path.join(root, 'src/generated/site-types.ts');

export async function generateTypes(): Promise<boolean> {
  const { compile } = await import('json-schema-to-typescript');
  const schema = JSON.parse(readFileSync(schemaFile, 'utf8'));
  const ts = await compile(schema, 'SiteConfig', {
    bannerComment: '/* Generated from schemas/site.schema.json by src/content/genTypes.ts. Do not edit. */',
    unreachableDefinitions: true,
    additionalProperties: false,
    strictIndexSignatures: true,
    cwd: path.dirname(schemaFile),
    style: { singleQuote: true },
  });
  const previous = existsSync(TYPES_FILE) ? readFileSync(TYPES_FILE, 'utf8') : '';
  if (previous === ts) return false;
  mkdirSync(path.dirname(TYPES_FILE), { recursive: true });
  writeFileSync(TYPES_FILE, ts);
  return true;
}

/** Writes the types again only when the schema is newer than them: what the build and validate do on every run. */
export async function generateTypesIfStale(): Promise<void> {
  if (existsSync(TYPES_FILE) && statSync(TYPES_FILE).mtimeMs >= statSync(schemaFile).mtimeMs) return;
  // Unchanged types are marked as checked, so the next run does not compile the schema again.
  if (!(await generateTypes())) utimesSync(TYPES_FILE, new Date(), new Date());
}
