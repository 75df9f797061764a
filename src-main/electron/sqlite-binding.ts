import { join } from 'node:path';

/**
 * better-sqlite3 built for Electron's ABI by scripts/postinstall.mjs, beside the package's own
 * Node build (which tests and the headless host load), relative to the app folder.
 */
export const ELECTRON_SQLITE_BINDING = 'node_modules/.verity-electron/better_sqlite3.node';

/**
 * The native module the database loads in this process: under Electron its own build (in a
 * packaged app, from the folder electron-builder unpacks beside app.asar, since a native module
 * cannot be loaded from inside an archive); under plain Node, undefined (the package's default).
 */
export function sqliteBinding(runtime: {
  electronVersion: string | undefined;
  appPath: string;
  isPackaged: boolean;
}): string | undefined {
  if (runtime.electronVersion === undefined) return undefined;
  const root = runtime.isPackaged ? `${runtime.appPath}.unpacked` : runtime.appPath;
  return join(root, ELECTRON_SQLITE_BINDING);
}
