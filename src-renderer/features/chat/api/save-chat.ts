import { unwrap, type Chat } from '@/lib/contract';
import { getVerity } from '@/lib/verity';

/** Writes the whole chat (settings, every turn and branch). Autosave calls this directly. */
export async function saveChat(chat: Chat): Promise<number> {
  return unwrap(await getVerity().chat.save({ chat })).savedAt;
}
