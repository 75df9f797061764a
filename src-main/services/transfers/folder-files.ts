// The files of a folder picked for upload in the desktop shell: every regular file below it, each with the folder
// path it goes into. The folder picked is itself the top folder made (picking "album" uploads "album/…"), and
// every folder below it is made too, empty ones included. Links and other special files are left out.
import { readdir, stat } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';

export interface FolderFile {
  /** Where main reads it. */
  path: string;
  /** The folder it goes into, from the folder picked down ("album/2024"). */
  folderPath: string;
  size: number;
}

export async function filesOfFolder(root: string): Promise<{ folders: string[]; files: FolderFile[] }> {
  const top = basename(root);
  const folderPathOf = (dir: string) => [top, ...relative(root, dir).split(sep).filter(Boolean)].join('/');
  const folders = [top];
  const files: FolderFile[] = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) folders.push(folderPathOf(path));
    else if (entry.isFile())
      files.push({ path, folderPath: folderPathOf(entry.parentPath), size: (await stat(path)).size });
  }
  files.sort((a, b) => a.path.localeCompare(b.path));
  return { folders, files };
}
