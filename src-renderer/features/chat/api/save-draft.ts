import { unwrap, type Draft } from '@/lib/contract';
import { getVerity } from '@/lib/verity';

/** Stores the unsent message (text and attachments) of one chat; autosave calls it, debounced. */
export async function saveDraft(chatId: string, draft: Draft): Promise<number> {
  return unwrap(await getVerity().chat.saveDraft({ chatId, draft })).savedAt;
}
