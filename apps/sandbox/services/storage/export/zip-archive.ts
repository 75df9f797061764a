// A ZIP archive of named entries, deflated unless storing is asked for: what the Office Open XML,
// OpenDocument and EPUB exports are made of (EPUB and OpenDocument need their `mimetype` entry first and
// stored, so entries keep their order). fflate writes the archive.
import { zipSync, type Zippable } from 'fflate';

export interface ZipEntry {
  name: string;
  data: string | Buffer;
  store?: boolean;
}

/** The archives' content does not depend on when they are made. */
const MTIME = new Date(1980, 0, 1);

export function zipArchive(entries: ZipEntry[]): Buffer {
  const files: Zippable = {};
  for (const entry of entries) {
    const bytes = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
    files[entry.name] = [new Uint8Array(bytes), { level: entry.store ? 0 : 6, mtime: MTIME }];
  }
  return Buffer.from(zipSync(files));
}
