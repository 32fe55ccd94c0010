// npm run gen:types: writes src/generated/site-types.ts from schemas/site.schema.json (src/content/genTypes.ts).
import path from 'node:path';
import { generateTypes, generateTypesIfStale, TYPES_FILE } from '../src/content/genTypes.ts';
import { PROJECT_ROOT } from '../src/core/paths.ts';

// --if-stale: only when the schema is newer than the types (npm run typecheck, which reads them).
if (process.argv.includes('--if-stale')) await generateTypesIfStale();
else console.log((await generateTypes()) ? `wrote ${path.relative(PROJECT_ROOT, TYPES_FILE)}` : 'types up to date');
