/**
 * `npm run bench`: every benchmark, each next to its anchor in the same run,
 * written into docs/benchmarks.md between its markers.
 */
import { join } from 'node:path';
import { buildIfStale } from '../scripts/lib/build-if-stale';
import { benchColdStart } from './cold-start';
import { benchContractRoundTrip } from './contract-round-trip';
import { describeMachine } from './lib/machine';
import { writeSection } from './lib/results-file';

const root = join(import.meta.dirname, '..');
const doc = join(root, 'docs', 'benchmarks.md');
const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.includes(name);

buildIfStale(root, (line) => console.error(line));
const machine = `Measured ${new Date().toISOString().slice(0, 10)} on ${describeMachine()}.`;

if (wanted('contract')) {
  console.error('contract round trip…');
  const result = await benchContractRoundTrip(root);
  writeSection(doc, 'contract', `${machine}\n\n${result.markdown}`);
  console.log(result.markdown);
}
if (wanted('cold-start')) {
  console.error('headless cold start…');
  const result = await benchColdStart(root);
  writeSection(doc, 'cold-start', `${machine}\n\n${result.markdown}`);
  console.log(result.markdown);
}
