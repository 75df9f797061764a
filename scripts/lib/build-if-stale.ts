import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'src-main',
  'src-preload',
  'src-renderer',
  'src-shared',
  'electron.vite.config.ts',
  'package.json',
];
const OUTPUTS = ['out/renderer/index.html', 'out/main/index.js', 'out/preload/index.cjs'];

function newestMtime(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Runs `electron-vite build` when an output is missing or older than any source. */
export function buildIfStale(root: string, log: (line: string) => void): void {
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
