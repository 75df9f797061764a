import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  unwrap,
  type NotificationType,
  type OutputOf,
  type StreamHandle,
  type UrlSelection,
} from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

type PreflightCounts = OutputOf<'urls:preflight'>;

export interface PreflightRun {
  intent: NotificationType;
  done: number;
  total: number;
  running: boolean;
  /** The counts once it finished; null while running, after a cancel or a failure. */
  counts: PreflightCounts | null;
  cancelled: boolean;
  error: unknown;
}

/**
 * Runs a pre-flight over `urls.preflight`'s stream: its events say how many pages were fetched so far,
 * `cancel` stops it (what was checked stays recorded), and the table is fetched again as it ends. A page
 * left mid-run cancels it.
 */
export function usePreflight() {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<PreflightRun | null>(null);
  const handle = useRef<StreamHandle<PreflightCounts> | null>(null);

  useEffect(() => () => handle.current?.cancel(), []);

  const start = useCallback(
    (target: UrlSelection, intent: NotificationType) => {
      handle.current?.cancel();
      setRun({ intent, done: 0, total: 0, running: true, counts: null, cancelled: false, error: null });
      const stream = getVerity().urls.preflight({ target, intent }, ({ done, total }) =>
        setRun((current) => current && { ...current, done, total }),
      );
      handle.current = stream;
      void stream.done.then((result) => {
        if (handle.current !== stream) return;
        handle.current = null;
        const cancelled = !result.ok && result.error.code === 'CANCELLED';
        let counts: PreflightCounts | null = null;
        let error: unknown = null;
        try {
          if (!cancelled) counts = unwrap(result);
        } catch (failure) {
          error = failure;
        }
        setRun((current) => current && { ...current, running: false, counts, cancelled, error });
        void queryClient.invalidateQueries({ queryKey: queryKeys.urlsLists });
      });
    },
    [queryClient],
  );

  const cancel = useCallback(() => handle.current?.cancel(), []);
  const dismiss = useCallback(() => setRun((current) => (current?.running ? current : null)), []);

  return { run, start, cancel, dismiss };
}
