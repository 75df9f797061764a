import { useCallback, useRef, useState } from 'react';
import { mergeStaged, readAuditFile, type StagedAuditFile } from '../utils/audit-files';

/** The files picked for an audit, read as text in this window; nothing is sent until the page verifies them. */
export function useStagedAuditFiles() {
  const [files, setFiles] = useState<StagedAuditFile[]>([]);
  const [reading, setReading] = useState(0);
  // The latest set, so two drops in quick succession both land instead of the second overwriting the first.
  const latest = useRef<StagedAuditFile[]>([]);

  const replace = useCallback((next: StagedAuditFile[]) => {
    latest.current = next;
    setFiles(next);
    return next;
  }, []);

  /** Reads the files and returns the whole staged set, so the caller can verify it at once. */
  const add = useCallback(
    async (picked: File[]): Promise<StagedAuditFile[]> => {
      setReading((count) => count + picked.length);
      try {
        const read = await Promise.all(picked.map(readAuditFile));
        return replace(mergeStaged(latest.current, read));
      } finally {
        setReading((count) => count - picked.length);
      }
    },
    [replace],
  );

  const remove = useCallback(
    (name: string) => replace(latest.current.filter((file) => file.name !== name)),
    [replace],
  );

  const clear = useCallback(() => replace([]), [replace]);

  return { files, reading, add, remove, clear };
}
