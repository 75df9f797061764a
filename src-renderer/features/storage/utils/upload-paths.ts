// Where each file of a folder upload goes. A folder picked with <input webkitdirectory> names each file's place
// in `webkitRelativePath` ("album/2024/a.jpg"); a dropped folder's files carry it as `relativePath`
// ("/album/2024/a.jpg", from the drop's directory entries); a file given alone has neither, or "./a.jpg".

/** The file's path inside what was given, without a leading "/" or "./" ("a.jpg" for a file given alone). */
export function relativePathOf(file: File): string {
  const dropped = (file as File & { relativePath?: unknown }).relativePath;
  const path =
    file.webkitRelativePath || (typeof dropped === 'string' && dropped.length > 0 ? dropped : file.name);
  return path.replace(/^(\.\/|\/)+/, '');
}

/** The folder path a file goes into below the folder shown: "" for a file given alone. */
export function folderPathOf(file: File): string {
  const path = relativePathOf(file);
  const cut = path.lastIndexOf('/');
  return cut < 0 ? '' : path.slice(0, cut);
}

/** The folders a set of files needs, each once ("" left out: that is the folder shown). */
export function folderPathsOf(files: readonly File[]): string[] {
  return [...new Set(files.map(folderPathOf).filter((path) => path !== ''))];
}
