import { VerityError } from '../../../src-shared/contract/result';
import { Chat, Draft, type ChatSummary } from '../../../src-shared/contract/schemas/chat';
import type { Database } from '../store/database';
import { chatTreeProblems } from './chat-tree';

const CHATS = 'chats';
const DRAFTS = 'chat-drafts';
/** The database rewrites its whole file on each write, so one huge record would slow every save. */
export const MAX_RECORD_BYTES = 32 * 1024 * 1024;

function summarize(chat: Chat): ChatSummary {
  return { id: chat.id, title: chat.title, updatedAt: chat.updatedAt, turns: chat.turns.length };
}

function checkSize(what: string, value: unknown) {
  const bytes = Buffer.byteLength(JSON.stringify(value));
  if (bytes > MAX_RECORD_BYTES)
    throw new VerityError(
      'VALIDATION',
      `The ${what} is ${(bytes / 1024 / 1024).toFixed(1)} MiB; at most ${MAX_RECORD_BYTES / 1024 / 1024} MiB can be saved (attachments count: upload large files instead)`,
    );
}

/**
 * Chats and their unsent drafts in the embedded database. Every write has reached the disk
 * (atomic replace + fsync) when its promise resolves. The list is kept in memory after the
 * first read, since only this store writes these namespaces.
 */
export function createChatStore(deps: { db: Database; now?: () => number }) {
  const now = deps.now ?? Date.now;
  let summaries: Map<string, ChatSummary> | null = null;

  function index(): Map<string, ChatSummary> {
    if (!summaries) {
      summaries = new Map();
      for (const { key, value } of deps.db.list<unknown>(CHATS)) {
        const parsed = Chat.safeParse(value);
        // An unreadable record stays listed so it can be seen and removed, never silently dropped.
        summaries.set(
          key,
          parsed.success
            ? summarize(parsed.data)
            : { id: key, title: '(unreadable chat)', updatedAt: 0, turns: 0 },
        );
      }
    }
    return summaries;
  }

  return {
    /** Most recently updated first. */
    list(): ChatSummary[] {
      return [...index().values()].sort((a, b) => b.updatedAt - a.updatedAt || a.id.localeCompare(b.id));
    },

    get(id: string): { chat: Chat; draft: Draft | null } {
      const stored = deps.db.get<unknown>(CHATS, id);
      if (stored === undefined) throw new VerityError('NOT_FOUND', `No chat with id ${id}`);
      const chat = Chat.safeParse(stored);
      if (!chat.success)
        throw new VerityError('INTERNAL', `The stored chat ${id} cannot be read; it can only be removed`);
      const draft = Draft.safeParse(deps.db.get<unknown>(DRAFTS, id));
      return { chat: chat.data, draft: draft.success ? draft.data : null };
    },

    async save(chat: Chat): Promise<{ savedAt: number }> {
      const problems = chatTreeProblems(chat);
      if (problems.length > 0)
        throw new VerityError('VALIDATION', `The chat cannot be saved: ${problems.join('; ')}`, { problems });
      checkSize('chat', chat);
      await deps.db.put(CHATS, chat.id, chat);
      index().set(chat.id, summarize(chat));
      return { savedAt: now() };
    },

    async saveDraft(chatId: string, draft: Draft): Promise<{ savedAt: number }> {
      checkSize('draft', draft);
      await deps.db.put(DRAFTS, chatId, draft);
      return { savedAt: now() };
    },

    /** Deletes the chat and its draft; removing what is already gone is not an error. */
    async remove(id: string): Promise<void> {
      index().delete(id);
      await deps.db.delete(CHATS, id);
      await deps.db.delete(DRAFTS, id);
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
