// Where a download's bytes go on disk: a name the service gave made safe for any file system, the folder
// path a folder download keeps, a name not yet taken, and the partial file the bytes collect in until they
// are checked and renamed into place.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';

const UNSAFE = /[<>:"/\\|?*\p{Cc}]/gu;
/** Windows refuses these as names, with or without an extension. */
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;
const MAX_NAME = 200;

/** The partial file's suffix: a finished download never ends in it. */
const PARTIAL_SUFFIX = '.verity-partial';

/** A service name as one safe path segment: no separators, no control characters, never `.` or `..`. */
export function safeName(name: string): string {
  let safe = name
    .replace(UNSAFE, '_')
    .trim()
    .replace(/[. ]+$/, '');
  if (RESERVED.test(safe)) safe = `_${safe}`;
  if (safe === '' || /^\.+$/.test(safe)) safe = 'untitled';
  if (safe.length <= MAX_NAME) return safe;
  const extension = extname(safe).slice(0, 20);
  return safe.slice(0, MAX_NAME - extension.length) + extension;
}

/** `name` ending in `.extension` (an exported file's type), unless it already does or there is none. */
export function withExtension(name: string, extension: string): string {
  if (!extension || name.toLowerCase().endsWith(`.${extension}`)) return name;
  return `${name}.${extension}`;
}

/** Folder names below the downloaded folder, each made safe, joined to `dir`. */
export function nestedDir(dir: string, folders: readonly string[]): string {
  return join(dir, ...folders.map(safeName));
}

/** `dir/name`, or `dir/name (1).ext`, `(2)`… for the first not taken (by a file or another partial file). */
export function freePath(dir: string, name: string, taken: (path: string) => boolean = onDisk): string {
  const extension = extname(name);
  const stem = extension ? name.slice(0, -extension.length) : name;
  for (let n = 0; ; n++) {
    const path = join(dir, n === 0 ? name : `${stem} (${n})${extension}`);
    if (!taken(path)) return path;
  }
}

export const partialPath = (target: string): string => target + PARTIAL_SUFFIX;

/** Whether a file, or a download's partial file, is at `path`. */
export const onDisk = (path: string): boolean => existsSync(path) || existsSync(partialPath(path));

/**
 * What finished downloads leave once they leave the list: a partial file always goes (it is the queue's own);
 * a finished file goes only from the console's own downloads folder (the headless host, where the page has saved
 * its copy), never from a folder the person picked.
 */
export async function removeLeftovers(
  downloads: ReadonlyArray<{ target: string; state: string }>,
  consoleDir: string | null,
): Promise<void> {
  for (const { target, state } of downloads) {
    await rm(partialPath(target), { force: true });
    if (consoleDir && state === 'done' && target.startsWith(consoleDir + sep))
      await rm(target, { force: true });
  }
}
