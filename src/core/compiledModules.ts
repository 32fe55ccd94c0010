// Node keeps each module it compiles (its TypeScript stripped, V8's compiled code) in a folder, by the module's content,
// and a later process loads it from there: an unchanged build of 3,000 pages starts about 0.15 s sooner. Only modules
// imported after the call are kept, so a command calls it before it imports the rest of its code.
import { enableCompileCache } from 'node:module';
import path from 'node:path';
import { PROJECT_ROOT } from './paths.ts';

export function keepCompiledModules(): void {
  enableCompileCache(path.join(PROJECT_ROOT, 'node_modules/.cache/node-modules-compiled'));
}
