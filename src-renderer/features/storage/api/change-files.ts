import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';
import { reportPerFile } from '../utils/per-file-outcome';

/** The changes the page makes to several files at once, by their channel. */
export type FileChange =
  | { action: 'move'; input: InputOf<'storage:move'> }
  | { action: 'copy'; input: InputOf<'storage:copy'> }
  | { action: 'star'; input: InputOf<'storage:star'> }
  | { action: 'trash'; input: InputOf<'storage:trash'> }
  | { action: 'restore'; input: InputOf<'storage:restore'> }
  | { action: 'remove'; input: InputOf<'storage:remove'> };

const DONE: Record<FileChange['action'], string> = {
  move: 'moved',
  copy: 'copied',
  star: 'updated',
  trash: 'moved to the trash',
  restore: 'restored',
  remove: 'deleted permanently',
};

function send(change: FileChange) {
  const storage = getVerity().storage;
  switch (change.action) {
    case 'move':
      return storage.move(change.input);
    case 'copy':
      return storage.copy(change.input);
    case 'star':
      return storage.star(change.input);
    case 'trash':
      return storage.trash(change.input);
    case 'restore':
      return storage.restore(change.input);
    case 'remove':
      return storage.remove(change.input);
  }
}

/**
 * Moves, copies, stars, trashes, restores or deletes files, each file its own journaled call; the notice names the
 * ones that failed and why, and every listing is read again.
 */
export function useChangeFiles(names: ReadonlyMap<string, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: FileChange) => ({ change, outcome: unwrap(await send(change)) }),
    meta: { errorTitle: 'Could not change the files' },
    onSuccess: ({ change, outcome }) => reportPerFile(outcome, DONE[change.action], names),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.storageAll }),
  });
}
