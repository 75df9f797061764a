// Child process for chat-kill.test.ts: saves chats and drafts one after another into the database
// at argv[2], printing "saved <n>" only once each save's promise has resolved.
import { createChatStore } from '../../../src-main/services/chat/chat-store';
import { openDatabase } from '../../../src-main/services/store/database';
import { Chat } from '../../../src-shared/contract/schemas/chat';

const db = openDatabase(process.argv[2]!);
const store = createChatStore({ db });
for (let n = 0; ; n++) {
  const chat = Chat.parse({
    id: `chat-${n}`,
    title: `Chat ${n}`,
    createdAt: n,
    updatedAt: n,
    settings: { model: 'models/gemini-2.5-flash' },
    turns: [
      {
        id: 'u1',
        parentId: null,
        role: 'user',
        parts: [{ text: `question ${n} ${'x'.repeat(2000)}` }],
        createdAt: n,
      },
    ],
  });
  await store.save(chat);
  await store.saveDraft(chat.id, { text: `draft ${n}`, attachments: [], savedAt: n });
  process.stdout.write(`saved ${n}\n`);
}
