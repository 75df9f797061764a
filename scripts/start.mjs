// `npm start`: rebuild what is stale, then run the launcher (scripts/start.ts) as built into
// out/main/start.js, with plain Node: compiling its TypeScript at every start cost more than the rest of
// the start up to the first paint.
import { join } from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';

try {
  buildIfStale(join(import.meta.dirname, '..'), (line) => console.error(line));
} catch (error) {
  console.error(`Verity could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
await import('../out/main/start.js');
