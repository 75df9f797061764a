/** Limits of `audit.verify`: per file and per run. */
const MAX_AUDIT_FILE_CHARS = 5_000_000;
const MAX_AUDIT_FILES = 1000;

/** A file picked for audit, read as text here; `problem` says why it will not be sent. */
export interface StagedAuditFile {
  name: string;
  size: number;
  content: string | null;
  problem: string | null;
}

export async function readAuditFile(file: File): Promise<StagedAuditFile> {
  const base = { name: file.name || 'unnamed', size: file.size };
  // Checked before reading: a multi-gigabyte file would stall the window for nothing.
  if (file.size > MAX_AUDIT_FILE_CHARS * 4) {
    return {
      ...base,
      content: null,
      problem: 'Larger than 5 MB: not a bundle, entry, checkpoint or proof file.',
    };
  }
  let content: string;
  try {
    content = await file.text();
  } catch (error) {
    return {
      ...base,
      content: null,
      problem: `Could not read it: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (content.length > MAX_AUDIT_FILE_CHARS) {
    return {
      ...base,
      content: null,
      problem: 'Larger than 5 MB of text: not a bundle, entry, checkpoint or proof file.',
    };
  }
  if (content.trim() === '') return { ...base, content: null, problem: 'The file is empty.' };
  return { ...base, content, problem: null };
}

/**
 * Adds newly read files to the staged ones. A file with the same name
 * replaces the earlier one (dropping a corrected file again), and the run
 * stays within the contract's file count.
 */
export function mergeStaged(staged: StagedAuditFile[], added: StagedAuditFile[]): StagedAuditFile[] {
  const byName = new Map(staged.map((file) => [file.name, file]));
  for (const file of added) byName.set(file.name, file);
  return [...byName.values()].slice(0, MAX_AUDIT_FILES);
}

export function sendable(staged: StagedAuditFile[]): Array<{ name: string; content: string }> {
  return staged.flatMap((file) =>
    file.content === null ? [] : [{ name: file.name, content: file.content }],
  );
}
