import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * Where Verity keeps its state: VERITY_DATA_DIR, or the folder Electron
 * would use as userData for "Verity", so both shells share one database.
 */
export function resolveDataDir(
  env: Record<string, string | undefined> = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  if (env.VERITY_DATA_DIR) return env.VERITY_DATA_DIR;
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'Verity');
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), 'Verity');
  return join(env.XDG_CONFIG_HOME ?? join(home, '.config'), 'Verity');
}
