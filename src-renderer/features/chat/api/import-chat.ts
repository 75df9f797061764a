import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VerityError } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { parseChatImport } from '../utils/import-chat';
import { saveChat } from './save-chat';

/**
 * Import chat: reads a file saved with Export → Chat as JSON and saves it as a new chat, returning its
 * id. A file that is not such a chat is refused before anything is written (the list shows why).
 */
export function useImportChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<string> => {
      const result = parseChatImport(await file.text(), crypto.randomUUID());
      if (!result.ok) throw new VerityError('VALIDATION', `${file.name}: ${result.error}`);
      await saveChat(result.chat);
      return result.chat.id;
    },
    meta: { errorTitle: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chatList }),
  });
}
