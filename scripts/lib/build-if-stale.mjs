// @ts-check
// Plain JavaScript: `npm start` runs this before anything is built, with no TypeScript loader.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'apps/sandbox',
  'scripts',
  'src-main',
  'src-preload',
  'src-renderer',
  'src-shared',
  'electron.vite.config.ts',
  'package.json',
];
const OUTPUTS = [
  'out/renderer/index.html',
  'out/main/index.js',
  'out/main/sandbox.js',
  'out/main/start.js',
  'out/preload/index.cjs',
];

/** @param {string} path */
function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * Runs `electron-vite build` when an output is missing or older than any source.
 * @param {string} root
 * @param {(line: string) => void} log
 */
export function buildIfStale(root, log) {
  const sourceTime = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  const outputTimes = OUTPUTS.map((o) => statSync(join(root, o), { throwIfNoEntry: false })?.mtimeMs ?? 0);
  if (outputTimes.every((t) => t >= sourceTime)) return;
  log('Building Verity (electron-vite build)…');
  const bin = join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  const result = spawnSync(process.execPath, [bin, 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('The build failed; run `npm run build` to see why.');
}
