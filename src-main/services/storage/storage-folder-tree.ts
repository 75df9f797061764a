// A folder upload's tree, made in the storage service before any of its files is queued: every folder path of
// the upload ("photos", "photos/2024", …) is made once under the folder shown, parents before children, each a
// journaled create-folder (storage.createFolder; Undo trashes it). The service allows two folders of one name,
// so an upload of a folder already there makes a new one beside it, as the service's own web page does.
import { VerityError } from '../../../src-shared/contract/result';
import type { StorageFile } from '../../../src-shared/contract/schemas/storage';

/** The most folders one upload makes. */
const MAX_TREE_FOLDERS = 1000;

type CreateFolder = (
  profileId: string,
  parentId: string,
  name: string,
) => Promise<{ file: StorageFile; opId: string }>;

/** Each folder path's segments, checked: no empty, "." or ".." segment. */
function segmentsOf(path: string): string[] {
  const segments = path.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..'))
    throw new VerityError(
      'VALIDATION',
      `"${path}" is not a folder path of the upload: give names joined by "/", without empty, "." or ".." parts`,
    );
  return segments;
}

/** The paths with every folder above them, each once, parents before children. */
export function withParents(paths: readonly string[]): string[] {
  const all = new Set<string>();
  for (const path of paths) {
    const segments = segmentsOf(path);
    for (let depth = 1; depth <= segments.length; depth++) all.add(segments.slice(0, depth).join('/'));
  }
  const depth = (path: string) => path.split('/').length;
  return [...all].sort((a, b) => depth(a) - depth(b) || a.localeCompare(b));
}

/** Makes the folders under `parentId`; answers each path's folder ID, parents first. */
export async function makeFolderTree(
  createFolder: CreateFolder,
  profileId: string,
  parentId: string,
  paths: readonly string[],
): Promise<Array<{ path: string; id: string; opId: string }>> {
  const ordered = withParents(paths);
  if (ordered.length > MAX_TREE_FOLDERS)
    throw new VerityError(
      'VALIDATION',
      `The upload holds ${ordered.length} folders; one upload makes at most ${MAX_TREE_FOLDERS}: upload its parts one by one`,
    );
  const made: Array<{ path: string; id: string; opId: string }> = [];
  const idOf = new Map<string, string>([['', parentId]]);
  for (const path of ordered) {
    const cut = path.lastIndexOf('/');
    const parent = idOf.get(cut < 0 ? '' : path.slice(0, cut))!;
    try {
      const { file, opId } = await createFolder(profileId, parent, path.slice(cut + 1));
      idOf.set(path, file.id);
      made.push({ path, id: file.id, opId });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new VerityError(
        error instanceof VerityError ? error.code : 'INTERNAL',
        `Making folder "${path}" failed (${why}); ${made.length} of the upload's ${ordered.length} folders were made (each in the journal) and no file was queued: trash them and upload the folder again`,
      );
    }
  }
  return made;
}
