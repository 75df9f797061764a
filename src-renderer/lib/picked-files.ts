/**
 * What the person picked or dropped, folders included, each file with its path under what was chosen
 * ("release/linux/app.sigstore.json"): two files of one name in different folders stay apart. A folder or
 * file the browser cannot read is kept with why, never left out.
 */
export type PickedFile = { path: string; file: File } | { path: string; problem: string };

/** A picker's relative path (a folder picker sets it), else the file's own name. */
export function pickedPath(file: File): string {
  return file.webkitRelativePath || file.name || 'unnamed';
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Every entry of a folder: the browser hands them out a hundred or so per readEntries call. */
async function folderEntries(folder: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = folder.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

async function walk(entry: FileSystemEntry, out: PickedFile[]): Promise<void> {
  const path = entry.fullPath.replace(/^\/+/, '') || entry.name;
  if (entry.isDirectory) {
    let entries: FileSystemEntry[];
    try {
      entries = await folderEntries(entry as FileSystemDirectoryEntry);
    } catch (error) {
      out.push({ path: `${path}/`, problem: `Could not read this folder: ${errorText(error)}` });
      return;
    }
    for (const child of entries) await walk(child, out);
    return;
  }
  try {
    const file = await new Promise<File>((resolve, reject) =>
      (entry as FileSystemFileEntry).file(resolve, reject),
    );
    out.push({ path, file });
  } catch (error) {
    out.push({ path, problem: `Could not read it: ${errorText(error)}` });
  }
}

/**
 * Everything dropped, every folder walked to its files, in path order (as verity-audit walks a folder).
 * The entries are taken at once: a drop's items can only be read while the drop event runs.
 */
export function pickedFromDrop(data: DataTransfer): Promise<PickedFile[]> {
  const items = Array.from(data.items ?? []).filter((item) => item.kind === 'file');
  const entries = items.map((item) => item.webkitGetAsEntry?.() ?? null);
  // Without entries (an older browser, a synthetic drop), the flat file list is all there is.
  if (entries.length === 0 || entries.some((entry) => entry === null)) {
    return Promise.resolve(Array.from(data.files, (file) => ({ path: pickedPath(file), file })));
  }
  return (async () => {
    const out: PickedFile[] = [];
    for (const entry of entries) await walk(entry!, out);
    return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  })();
}
