import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import { contentTypeFor } from '../security/content-types';
import { APP_HOST, APP_SCHEME } from './app-origin';

export type AppRequestMapping =
  { status: 200; filePath: string; contentType: string } | { status: 400 | 404 | 405; reason: string };

const INDEX = 'index.html';

/**
 * Maps an `app://verity/...` request to a file under `rootDir`, or refuses it.
 * Refused: other schemes or hosts, methods other than GET/HEAD, encoded or
 * plain `..` segments, backslashes, NUL bytes, and anything that resolves
 * outside `rootDir`. Paths without an extension are client-side routes and get
 * index.html, so a reload on a deep link still works.
 */
export function mapAppRequest(requestUrl: string, rootDir: string, method = 'GET'): AppRequestMapping {
  if (method !== 'GET' && method !== 'HEAD') return { status: 405, reason: 'method not allowed' };
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return { status: 400, reason: 'malformed URL' };
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host.toLowerCase() !== APP_HOST) {
    return { status: 404, reason: 'unknown host' };
  }

  // Decode each segment on its own so an encoded slash cannot join two segments into "..".
  const segments: string[] = [];
  for (const raw of url.pathname.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { status: 400, reason: 'bad percent-encoding' };
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment) || segment.includes(':')) {
      return { status: 404, reason: 'path traversal refused' };
    }
    segments.push(segment);
  }
  if (segments.length === 0) segments.push(INDEX);
  else if (extname(segments[segments.length - 1]!) === '') segments.splice(0, segments.length, INDEX);

  const root = resolve(rootDir);
  const filePath = resolve(root, ...segments);
  const rel = relative(root, filePath);
  if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) {
    return { status: 404, reason: 'outside the app folder' };
  }
  return { status: 200, filePath, contentType: contentTypeFor(filePath) };
}
