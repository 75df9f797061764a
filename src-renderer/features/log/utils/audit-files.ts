import type { PickedFile } from '@/lib/picked-files';
import { MAX_AUDIT_BATCH_FILES } from '@/lib/contract';

/** Per file, as audit.verify takes it. */
const MAX_AUDIT_FILE_CHARS = 5_000_000;
/**
 * Files one audit may stage: far past what operators drop (a release's bundles, a mirror's worth). Past it
 * the page says how many were left out rather than dropping them quietly; verity-audit takes any number.
 */
export const MAX_AUDIT_FILES = 100_000;
/** One call's share of a run: small enough to answer quickly and stay far below the transport's size cap. */
const BATCH_FILES = Math.min(200, MAX_AUDIT_BATCH_FILES);
const BATCH_BYTES = 8 * 1024 * 1024;

/**
 * A file staged for audit, keyed by its path under what was dropped. Only the handle is kept: the text is
 * read when its batch is sent, so tens of thousands of files never sit in memory at once.
 */
export interface StagedAuditFile {
  path: string;
  size: number;
  file: File | null;
  /** Why it cannot be read at all (an unreadable folder or file), known when it was picked. */
  problem: string | null;
}

/** What one file contributes to a call: its text, or why the window could not send it. */
export type AuditFileInput = { name: string; content: string } | { name: string; unreadable: string };

export function toStaged(picked: PickedFile): StagedAuditFile {
  return 'file' in picked
    ? { path: picked.path, size: picked.file.size, file: picked.file, problem: null }
    : { path: picked.path, size: 0, file: null, problem: picked.problem };
}

/** Reads a staged file's text for sending, or says why it will not be verified. */
export async function readStagedFile(staged: StagedAuditFile): Promise<AuditFileInput> {
  const name = staged.path;
  if (staged.file === null) return { name, unreadable: staged.problem ?? 'Could not read it.' };
  // Checked before reading: a multi-gigabyte file would stall the window for nothing.
  if (staged.size > MAX_AUDIT_FILE_CHARS * 4) {
    return { name, unreadable: 'Larger than 5 MB: not a bundle, entry, checkpoint or proof file.' };
  }
  let content: string;
  try {
    content = await staged.file.text();
  } catch (error) {
    return {
      name,
      unreadable: `Could not read it: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (content.length > MAX_AUDIT_FILE_CHARS) {
    return { name, unreadable: 'Larger than 5 MB of text: not a bundle, entry, checkpoint or proof file.' };
  }
  if (content.trim() === '') return { name, unreadable: 'The file is empty.' };
  return { name, content };
}

/**
 * Adds newly picked files to the staged ones. A file at the same path replaces the earlier one (dropping a
 * corrected file again); files of one name in different folders are different files. Past MAX_AUDIT_FILES
 * nothing more is staged, and `left` counts what was left out so the page can say so.
 */
export function mergeStaged(
  staged: readonly StagedAuditFile[],
  added: readonly StagedAuditFile[],
): { files: StagedAuditFile[]; left: number } {
  const byPath = new Map(staged.map((file) => [file.path, file]));
  let left = 0;
  for (const file of added) {
    if (byPath.has(file.path) || byPath.size < MAX_AUDIT_FILES) byPath.set(file.path, file);
    else left += 1;
  }
  return { files: [...byPath.values()], left };
}

/** The staged files cut into the calls of a run, by count and by size; a file larger than a batch goes alone. */
export function planBatches(files: readonly StagedAuditFile[]): StagedAuditFile[][] {
  const batches: StagedAuditFile[][] = [];
  let current: StagedAuditFile[] = [];
  let bytes = 0;
  for (const file of files) {
    const size = file.file === null ? 0 : Math.min(file.size, MAX_AUDIT_FILE_CHARS * 4);
    if (current.length > 0 && (current.length >= BATCH_FILES || bytes + size > BATCH_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(file);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
