// The documents of a run: FILE arguments, folders (every file below them, in name order) and --files-from
// lists (a file or stdin, newline- or NUL-separated as `find -print0` writes them). Reading is bounded so that
// tens of thousands of paths never hold more than a few dozen files open at once.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CliInputError, readInput } from './load-trust';

/** Files read at once: enough to keep the disk busy, far below any open-files limit. */
const READ_CONCURRENCY = 32;

export interface InputFile {
  path: string;
  /** Found by walking a folder argument (so it may be an artifact of this run rather than evidence). */
  fromFolder: boolean;
}

/** The paths of a --files-from list: NUL-separated when it holds a NUL, else one per line; blank lines skipped. */
function splitFileList(text: string): string[] {
  const parts = text.includes('\0') ? text.split('\0') : text.split(/\r?\n/);
  return parts.filter((part) => part.length > 0);
}

async function readFileList(list: string, readStdin: () => Promise<Buffer>): Promise<string[]> {
  const bytes = list === '-' ? await readStdin() : await readInput(list, '--files-from list');
  return splitFileList(bytes.toString('utf8'));
}

/** Every regular file below `folder`, sorted by path (symbolic links are not followed, as find does by default). */
async function walkFolder(folder: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(folder, { recursive: true, withFileTypes: true });
  } catch (error) {
    throw new CliInputError(`cannot read folder ${folder}: ${(error as NodeJS.ErrnoException).code}`);
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The run's documents in the order given, each folder replaced by the files below it. */
export async function collectInputFiles(
  files: readonly string[],
  filesFrom: string | null,
  readStdin: () => Promise<Buffer>,
): Promise<InputFile[]> {
  const paths = [...files, ...(filesFrom === null ? [] : await readFileList(filesFrom, readStdin))];
  const collected: InputFile[] = [];
  for (const path of paths) {
    const isFolder = await stat(path).then(
      (stats) => stats.isDirectory(),
      () => false, // unreadable paths are reported when read, as unusable files
    );
    if (!isFolder) collected.push({ path, fromFolder: false });
    else for (const file of await walkFolder(path)) collected.push({ path: file, fromFolder: true });
  }
  return collected;
}

/** Each file's text, or why it could not be read; at most READ_CONCURRENCY files are open at a time. */
export async function readDocuments(
  paths: readonly string[],
): Promise<Array<{ text: string } | { error: string }>> {
  const results: Array<{ text: string } | { error: string }> = new Array(paths.length);
  let next = 0;
  const reader = async () => {
    while (next < paths.length) {
      const index = next++;
      try {
        results[index] = { text: new TextDecoder().decode(await readFile(paths[index]!)) };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
        results[index] = { error: `cannot read file ${paths[index]}: ${code}` };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, paths.length) }, reader));
  return results;
}
