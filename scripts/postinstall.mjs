// After `npm ci`: try to fetch the Electron binary so `npm start` can open the
// desktop window, then build better-sqlite3 for Electron beside its Node build.
// Whatever cannot be done here is said in one line, with what `npm start` will do.
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const modules = join(import.meta.dirname, '..', 'node_modules');
const electronDir = join(modules, 'electron');
const installer = join(electronDir, 'install.js');
const fallback =
  '`npm start` will serve Verity to your browser through the headless host instead of a desktop window.';

/** Electron's own test for its binary (node_modules/electron/index.js): path.txt names it under dist/. */
function electronBinaryInstalled() {
  const pathFile = join(electronDir, 'path.txt');
  return existsSync(pathFile) && existsSync(join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim()));
}

/**
 * The Node build of better-sqlite3 stays in node_modules (tests and the headless host load it); a
 * copy of the package is rebuilt against Electron's headers in a folder of its own, and its module
 * lands where src-main/electron/sqlite-binding.ts looks for it.
 */
async function buildSqliteForElectron() {
  const { version } = JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8'));
  const target = join(modules, '.verity-electron');
  const work = join(target, 'build');
  const source = join(modules, 'better-sqlite3');
  rmSync(work, { recursive: true, force: true });
  try {
    cpSync(source, join(work, 'node_modules', 'better-sqlite3'), {
      recursive: true,
      filter: (path) => !path.startsWith(join(source, 'build')),
    });
    writeFileSync(
      join(work, 'package.json'),
      JSON.stringify({ private: true, dependencies: { 'better-sqlite3': '*' } }),
    );
    const { rebuild } = await import('@electron/rebuild');
    await rebuild({
      buildPath: work,
      electronVersion: version,
      onlyModules: ['better-sqlite3'],
      force: true,
    });
    copyFileSync(
      join(work, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'),
      join(target, 'better_sqlite3.node'),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (!existsSync(installer)) process.exit(0);
if (process.env.ELECTRON_SKIP_BINARY_DOWNLOAD === '1') {
  console.log(`Electron binary not downloaded (ELECTRON_SKIP_BINARY_DOWNLOAD=1): ${fallback}`);
} else {
  const result = spawnSync(process.execPath, [installer], { stdio: 'ignore', timeout: 180_000 });
  if (result.status !== 0) console.log(`Electron binary could not be downloaded: ${fallback}`);
}

if (!electronBinaryInstalled()) {
  console.log(
    'better-sqlite3 not built for Electron (no Electron binary): only its Node build is installed.',
  );
} else {
  try {
    await buildSqliteForElectron();
  } catch (error) {
    console.log(
      `better-sqlite3 could not be built for Electron (${error instanceof Error ? error.message : error}): ` +
        'the desktop window cannot open its database (`npm start -- --headless` still works). ' +
        'Run `node scripts/postinstall.mjs` to try again.',
    );
  }
}
