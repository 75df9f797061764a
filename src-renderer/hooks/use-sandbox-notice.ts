import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import type { SandboxStatus } from '@/lib/contract';
import { useSandboxStatus } from './use-sandbox-status';

const NOTICE_ID = 'sandbox-process';

/**
 * Tells the person when the embedded sandbox process has died and when it runs again (the shell restarts
 * it on its own): called once, by the app layout.
 */
export function useSandboxNotice(): void {
  const status = useSandboxStatus().data;
  const seen = useRef<SandboxStatus | null>(null);

  useEffect(() => {
    if (!status) return;
    const before = seen.current;
    seen.current = status;
    if (!status.running && status.lastExit !== null && before?.running !== false) {
      notifications.show({
        id: NOTICE_ID,
        color: 'orange',
        loading: true,
        autoClose: false,
        title: 'The sandbox stopped',
        message: `Its process ${status.lastExit}. Verity is starting it again; calls to the Sandbox profile fail until then.`,
      });
    } else if (status.running && before && status.restarts > before.restarts) {
      const notice = {
        id: NOTICE_ID,
        color: 'teal',
        loading: false,
        autoClose: 8_000,
        title: 'The sandbox runs again',
        message: `Its process ${status.lastExit ?? 'stopped'} and was started again, with its data.`,
      };
      if (before.running) notifications.show(notice);
      else notifications.update(notice);
    }
  }, [status]);
}
