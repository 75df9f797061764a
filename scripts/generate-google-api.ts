/**
 * Writes the Google-style APIs' method tables and body types (src-main/services/google/generated/) from the
 * discovery documents in tests/fixtures/google/. Run after changing a document, the generator or its
 * rename table; a unit test fails while the committed output is stale.
 *
 *   npm run generate:google
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DiscoveryDocument } from './google-api/method-table';
import { DISCOVERY_DIR, DISCOVERY_FILES, GENERATED_DIR, generateGoogleApi } from './google-api/generate';

const root = join(import.meta.dirname, '..');
const documents = DISCOVERY_FILES.map((file) => ({
  file,
  document: JSON.parse(readFileSync(join(root, DISCOVERY_DIR, file), 'utf8')) as DiscoveryDocument,
}));
const outDir = join(root, GENERATED_DIR);
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const { name, text } of generateGoogleApi(documents)) {
  writeFileSync(join(outDir, name), text);
  console.log(`wrote ${GENERATED_DIR}/${name}`);
}
