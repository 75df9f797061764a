import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { getVerity } from '@/lib/verity';

/** Reads every owned file to group identical contents: asked for, never on opening the page. */
export function useFindDuplicates() {
  return useMutation({
    mutationFn: async () => unwrap(await getVerity().storage.duplicates({})),
    meta: { errorTitle: 'Could not look for duplicates' },
  });
}
