import { VerityError } from '../../../src-shared/contract/result';
import { Chat, Draft, type ChatSummary } from '../../../src-shared/contract/schemas/chat';
import type { Database } from '../store/database';
import { chatTreeProblems } from './chat-tree';
import { searchChats, type ChatMatch } from './chat-search';

/**
 * Chats and their unsent drafts in the database: a chat row carries its summary columns beside the
 * chat itself, so listing reads no chat. Every save is committed when its promise resolves (a killed
 * process loses none; see database.ts for a power cut).
 */
export function createChatStore(deps: { db: Database; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const { db } = deps;
  // A draft counts when it holds text, an attachment or a file; an emptied composer leaves an empty draft row.
  const listChats = db.prepare<[], Omit<ChatSummary, 'hasDraft'> & { hasDraft: number }>(
    `SELECT c.id, c.title, c.updated_at AS updatedAt, c.turns,
       coalesce(json_valid(d.draft) AND (trim(json_extract(d.draft, '$.text'), char(32, 9, 10, 13)) != ''
         OR json_array_length(d.draft, '$.attachments') > 0
         OR coalesce(json_array_length(d.draft, '$.files'), 0) > 0), 0) AS hasDraft
     FROM chats c LEFT JOIN chat_drafts d ON d.chat_id = c.id
     ORDER BY c.updated_at DESC, c.id`,
  );
  const getChat = db.prepare<[string], string>('SELECT chat FROM chats WHERE id = ?').pluck();
  const getDraft = db.prepare<[string], string>('SELECT draft FROM chat_drafts WHERE chat_id = ?').pluck();
  const putChat = db.prepare(
    `INSERT INTO chats (id, title, updated_at, turns, chat) VALUES (@id, @title, @updatedAt, @turns, @chat)
     ON CONFLICT (id) DO UPDATE SET title = @title, updated_at = @updatedAt, turns = @turns, chat = @chat`,
  );
  const putDraft = db.prepare(
    'INSERT INTO chat_drafts (chat_id, draft) VALUES (?, ?) ON CONFLICT (chat_id) DO UPDATE SET draft = excluded.draft',
  );
  const deleteChat = db.prepare('DELETE FROM chats WHERE id = ?');
  const deleteDraft = db.prepare('DELETE FROM chat_drafts WHERE chat_id = ?');
  const remove = db.transaction((id: string) => {
    deleteChat.run(id);
    deleteDraft.run(id);
  });

  return {
    /** Most recently updated first. */
    list(): ChatSummary[] {
      return listChats.all().map((row) => ({ ...row, hasDraft: row.hasDraft === 1 }));
    },

    /** Chats whose title or message text contains `query` (any case), most recently updated first. */
    search(query: string): ChatMatch[] {
      return searchChats(db, query);
    },

    get(id: string): { chat: Chat; draft: Draft | null } {
      const stored = getChat.get(id);
      if (stored === undefined) throw new VerityError('NOT_FOUND', `No chat with id ${id}`);
      const chat = Chat.safeParse(JSON.parse(stored));
      // An unreadable chat stays listed so it can be seen and removed, never silently dropped.
      if (!chat.success)
        throw new VerityError('INTERNAL', `The stored chat ${id} cannot be read; it can only be removed`);
      const draft = Draft.safeParse(JSON.parse(getDraft.get(id) ?? 'null'));
      return { chat: chat.data, draft: draft.success ? draft.data : null };
    },

    async save(chat: Chat): Promise<{ savedAt: number }> {
      const problems = chatTreeProblems(chat);
      if (problems.length > 0)
        throw new VerityError('VALIDATION', `The chat cannot be saved: ${problems.join('; ')}`, { problems });
      putChat.run({
        id: chat.id,
        title: chat.title,
        updatedAt: chat.updatedAt,
        turns: chat.turns.length,
        chat: JSON.stringify(chat),
      });
      return { savedAt: now() };
    },

    async saveDraft(chatId: string, draft: Draft): Promise<{ savedAt: number }> {
      putDraft.run(chatId, JSON.stringify(draft));
      return { savedAt: now() };
    },

    /** Deletes the chat and its draft; removing what is already gone is not an error. */
    async remove(id: string): Promise<void> {
      remove(id);
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
