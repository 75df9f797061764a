import { notifications } from '@mantine/notifications';
import { plural } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';

interface PerFile {
  results: Array<{ fileId: string; ok: boolean; error?: string }>;
}

/**
 * Tells what a change to several files did: one notice for those done, one naming each that failed and
 * why (the rest were still done: each file is its own call and journal operation).
 */
export function reportPerFile(outcome: PerFile, done: string, names: ReadonlyMap<string, string>): void {
  const failed = outcome.results.filter((result) => !result.ok);
  const succeeded = outcome.results.length - failed.length;
  if (succeeded > 0) notifySuccess(`${plural(succeeded, 'item', 'items')} ${done}`);
  if (failed.length > 0)
    notifications.show({
      color: 'red',
      title: `${plural(failed.length, 'item was', 'items were')} not ${done}`,
      message: failed
        .map((result) => `${names.get(result.fileId) ?? result.fileId}: ${result.error}`)
        .join('\n'),
      autoClose: false,
    });
}
