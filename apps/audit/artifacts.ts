// Which artifact each bundle is checked against, from the --artifact values: one FILE for every bundle,
// folders where bundle X.sigstore.json (X.sigstore, X.bundle: cosign's and sigstore-python's names) sits
// beside artifact X, and NAME=FILE pairs. An explicit pair wins over a folder, a folder over the one FILE.
import { stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { CliInputError, readInput } from './load-trust';

const BUNDLE_SUFFIXES = ['.sigstore.json', '.sigstore', '.bundle'];

interface ArtifactSources {
  single: string | null;
  folders: string[];
  /** Bundle name (path as given, or file name) → artifact file. */
  pairs: Map<string, string>;
}

/** What a document is checked against: an artifact file, or why the one it needed was not found. */
export type ArtifactChoice = { file: string } | { missing: string } | null;

async function kindOf(path: string): Promise<'file' | 'folder' | null> {
  try {
    return (await stat(path)).isDirectory() ? 'folder' : 'file';
  } catch {
    return null;
  }
}

/** Sorts the --artifact values; an existing path is taken as it is, even when its name holds '='. */
export async function artifactSources(values: readonly string[]): Promise<ArtifactSources> {
  const sources: ArtifactSources = { single: null, folders: [], pairs: new Map() };
  for (const value of values) {
    const kind = await kindOf(value);
    const equals = value.indexOf('=');
    if (kind === 'folder') sources.folders.push(value);
    else if (kind === 'file' || equals <= 0 || equals === value.length - 1) {
      if (sources.single !== null) {
        throw new CliInputError(
          `--artifact ${value}: only one artifact FILE may apply to every bundle; pair the others with their bundle as NAME=FILE, or give a folder`,
        );
      }
      sources.single = value;
    } else {
      sources.pairs.set(value.slice(0, equals), value.slice(equals + 1));
    }
  }
  return sources;
}

function bundleStem(path: string): string | null {
  const name = basename(path);
  const suffix = BUNDLE_SUFFIXES.find((end) => name.endsWith(end) && name.length > end.length);
  return suffix === undefined ? null : name.slice(0, -suffix.length);
}

/** The artifact for the document at `path` (null: no artifact was asked for). */
export async function chooseArtifact(path: string, sources: ArtifactSources): Promise<ArtifactChoice> {
  const paired = sources.pairs.get(path) ?? sources.pairs.get(basename(path));
  if (paired !== undefined) return { file: paired };
  const stem = bundleStem(path);
  const candidates = stem === null ? [] : sources.folders.map((folder) => join(folder, stem));
  for (const candidate of candidates) if ((await kindOf(candidate)) === 'file') return { file: candidate };
  if (sources.single !== null) return { file: sources.single };
  if (sources.folders.length === 0 && sources.pairs.size === 0) return null;
  const looked =
    candidates.length > 0
      ? `there is no ${candidates.join(' or ')}`
      : `its name does not end in ${BUNDLE_SUFFIXES.join(', ')}, so no artifact folder can name its artifact`;
  return {
    missing: `no artifact found for this bundle: ${looked}, and no --artifact NAME=FILE names it; give --artifact ${basename(path)}=FILE`,
  };
}

/** Reads each artifact file once, however many bundles it serves. */
export function artifactReader() {
  const read = new Map<string, Promise<Uint8Array>>();
  return (file: string): Promise<Uint8Array> => {
    const key = resolve(file);
    let bytes = read.get(key);
    if (bytes === undefined) {
      bytes = readInput(file, 'artifact').then((buffer) => new Uint8Array(buffer));
      read.set(key, bytes);
    }
    return bytes;
  };
}
