import { useCallback, useRef, useState } from 'react';
import type { PickedFile } from '@/lib/picked-files';
import { mergeStaged, toStaged, type StagedAuditFile } from '../utils/audit-files';

/**
 * The files picked for an audit, by their path under what was dropped. Only handles are kept; the page
 * reads each file when its batch is verified. `left` counts files past the limit that were not staged.
 */
export function useStagedAuditFiles() {
  const [files, setFiles] = useState<StagedAuditFile[]>([]);
  const [left, setLeft] = useState(0);
  // The latest set, so two drops in quick succession both land instead of the second overwriting the first.
  const latest = useRef<StagedAuditFile[]>([]);

  const replace = useCallback((next: StagedAuditFile[]) => {
    latest.current = next;
    setFiles(next);
    return next;
  }, []);

  /** Stages the picked files and returns the whole staged set, so the caller can verify it at once. */
  const add = useCallback(
    (picked: PickedFile[]): StagedAuditFile[] => {
      const merged = mergeStaged(latest.current, picked.map(toStaged));
      setLeft((count) => count + merged.left);
      return replace(merged.files);
    },
    [replace],
  );

  const remove = useCallback(
    (path: string) => replace(latest.current.filter((file) => file.path !== path)),
    [replace],
  );

  const clear = useCallback(() => {
    setLeft(0);
    return replace([]);
  }, [replace]);

  return { files, left, add, remove, clear };
}
