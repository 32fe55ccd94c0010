// Writes docs/reference/problems.md from the problem catalogue (src/core/problems/catalogue.ts):
//   node scripts/gen-problems-doc.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { problemsReference } from '../src/core/problems/reference.ts';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/reference/problems.md');
writeFileSync(file, problemsReference());
console.log(`wrote ${path.relative(process.cwd(), file)}`);
