// After `npm ci`: try to fetch the Electron binary so `npm start` can open the
// desktop window. Where it cannot be fetched (no network, or
// ELECTRON_SKIP_BINARY_DOWNLOAD=1) say in one line what `npm start` will do.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const installer = join(import.meta.dirname, '..', 'node_modules', 'electron', 'install.js');
const fallback =
  '`npm start` will serve Verity to your browser through the headless host instead of a desktop window.';

if (!existsSync(installer)) {
  process.exit(0);
} else if (process.env.ELECTRON_SKIP_BINARY_DOWNLOAD === '1') {
  console.log(`Electron binary not downloaded (ELECTRON_SKIP_BINARY_DOWNLOAD=1): ${fallback}`);
} else {
  const result = spawnSync(process.execPath, [installer], { stdio: 'ignore', timeout: 180_000 });
  if (result.status !== 0) console.log(`Electron binary could not be downloaded: ${fallback}`);
}
