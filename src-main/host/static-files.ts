import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { contentTypeFor } from '../security/content-types';

/** Maps a URL path to a file under `root`, or null for anything that would escape it. */
export function resolveStaticPath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const relative = decoded === '/' ? 'index.html' : decoded.replace(/^\/+/, '');
  const full = normalize(join(root, relative));
  const base = normalize(root.endsWith(sep) ? root : root + sep);
  return full.startsWith(base) ? full : null;
}

export async function loadStaticFile(root: string, urlPath: string) {
  const path = resolveStaticPath(root, urlPath);
  if (!path) return null;
  try {
    if (!(await stat(path)).isFile()) return null;
    return {
      body: await readFile(path),
      contentType: contentTypeFor(path),
      immutable: path.includes(`${sep}assets${sep}`),
    };
  } catch {
    return null;
  }
}
