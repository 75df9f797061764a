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

/** Pages checked between two refreshes of the table during a run. */
const REFRESH_EVERY = 200;

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
 * `cancel` stops it (what was checked stays recorded), and the table is fetched again every 200 pages and
 * as it ends. A page left mid-run cancels it.
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
      let shown = 0;
      const stream = getVerity().urls.preflight({ target, intent }, ({ done, total }) => {
        setRun((current) => current && { ...current, done, total });
        // Each page's verdict is saved as it comes: the table shows them every so many pages of a long run.
        if (Math.floor(done / REFRESH_EVERY) > Math.floor(shown / REFRESH_EVERY)) {
          shown = done;
          void queryClient.invalidateQueries({ queryKey: queryKeys.urlsLists });
        }
      });
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
