import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Electron executable, found without loading the `electron` package:
 * since electron 42, requiring it downloads the binary when missing, which
 * hangs or throws where there is no network.
 */
export function findElectronBinary(
  root: string,
  env: Record<string, string | undefined> = process.env,
): string | null {
  if (env.ELECTRON_PATH) return existsSync(env.ELECTRON_PATH) ? env.ELECTRON_PATH : null;
  const dir = join(root, 'node_modules', 'electron');
  try {
    const relative = readFileSync(join(dir, 'path.txt'), 'utf8').trim();
    const binary = join(dir, 'dist', relative);
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

/** Whether a desktop window could be shown at all (Linux needs an X or Wayland display). */
export function hasDisplay(
  env: Record<string, string | undefined> = process.env,
  platform = process.platform,
): boolean {
  return platform !== 'linux' || Boolean(env.DISPLAY || env.WAYLAND_DISPLAY);
}
