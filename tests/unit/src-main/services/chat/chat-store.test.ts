import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createChatStore } from '../../../../../src-main/services/chat/chat-store';
import { chatTreeProblems } from '../../../../../src-main/services/chat/chat-tree';
import { openDatabase, type Database } from '../../../../../src-main/services/store/database';
import { Chat, type ChatTurn } from '../../../../../src-shared/contract/schemas/chat';
import { tempDir } from '../../../../support/temp-dir';

let dir: Awaited<ReturnType<typeof tempDir>>;
let db: Database;
const dbPath = () => join(dir.path, 'verity.db');
const count = (table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get();

beforeEach(async () => {
  dir = await tempDir('chat-store');
  db = openDatabase(dbPath());
});
afterEach(async () => {
  db.close();
  await dir.remove();
});

const turn = (id: string, parentId: string | null, extra: Partial<ChatTurn> = {}) => ({
  id,
  parentId,
  role: parentId === null || extra.role === 'user' ? ('user' as const) : ('model' as const),
  parts: [{ text: id }],
  createdAt: 1,
  ...extra,
});

function chat(
  id: string,
  updatedAt: number,
  turns = [turn('u1', null)],
  extra: Record<string, unknown> = {},
): Chat {
  return Chat.parse({
    id,
    title: `Chat ${id}`,
    createdAt: 1,
    updatedAt,
    settings: { model: 'models/gemini-2.5-flash' },
    turns,
    ...extra,
  });
}

describe('chat store', () => {
  it('saves, lists newest first with summaries, and reads back chat and draft', async () => {
    const store = createChatStore({ db, now: () => 1234 });
    expect(store.list()).toEqual([]);
    expect(await store.save(chat('a', 10))).toEqual({ savedAt: 1234 });
    await store.save(chat('b', 30, [turn('u1', null), turn('m1', 'u1')]));
    await store.save(chat('c', 20));
    expect(store.list()).toEqual([
      { id: 'b', title: 'Chat b', updatedAt: 30, turns: 2, hasDraft: false },
      { id: 'c', title: 'Chat c', updatedAt: 20, turns: 1, hasDraft: false },
      { id: 'a', title: 'Chat a', updatedAt: 10, turns: 1, hasDraft: false },
    ]);
    expect(store.get('b')).toEqual({
      chat: chat('b', 30, [turn('u1', null), turn('m1', 'u1')]),
      draft: null,
    });
    const draft = { text: 'half a thought', attachments: [], savedAt: 5 };
    expect(await store.saveDraft('b', draft)).toEqual({ savedAt: 1234 });
    expect(store.get('b').draft).toEqual(draft);
  });

  it('keeps everything across a reopen, and a new store lists what an older one wrote', async () => {
    await createChatStore({ db }).save(chat('a', 10));
    await createChatStore({ db }).saveDraft('a', { text: 'x', attachments: [], savedAt: 1 });
    db.close();
    db = openDatabase(dbPath());
    const store = createChatStore({ db });
    expect(store.list().map((s) => s.id)).toEqual(['a']);
    expect(store.get('a').draft?.text).toBe('x');
  });

  it('updates the summary when a chat is saved again', async () => {
    const store = createChatStore({ db });
    await store.save(chat('a', 10));
    await store.save({ ...chat('a', 50), title: 'Renamed' });
    expect(store.list()).toEqual([{ id: 'a', title: 'Renamed', updatedAt: 50, turns: 1, hasDraft: false }]);
  });

  it('marks the chats with an unsent message (text, an attachment or a file), not those whose draft was emptied', async () => {
    const store = createChatStore({ db });
    for (const id of ['text', 'image', 'file', 'emptied', 'spaces']) await store.save(chat(id, 10));
    const file = {
      name: 'files/a1',
      displayName: 'a.pdf',
      mimeType: 'application/pdf',
      uri: 'u',
      sizeBytes: 3,
    };
    await store.saveDraft('file', { text: '', attachments: [], files: [file], savedAt: 1 });
    await store.saveDraft('text', { text: 'half a thought', attachments: [], savedAt: 1 });
    await store.saveDraft('image', {
      text: '',
      attachments: [{ name: 'a.png', mimeType: 'image/png', data: 'AAAA' }],
      savedAt: 1,
    });
    await store.saveDraft('emptied', { text: '', attachments: [], files: [], savedAt: 1 });
    await store.saveDraft('spaces', { text: ' \n ', attachments: [], savedAt: 1 });
    const marked = Object.fromEntries(store.list().map((summary) => [summary.id, summary.hasDraft]));
    expect(marked).toEqual({ text: true, image: true, file: true, emptied: false, spaces: false });
  });

  it('removes the chat and its draft, and removing twice is fine', async () => {
    const store = createChatStore({ db });
    await store.save(chat('a', 10));
    await store.saveDraft('a', { text: 'x', attachments: [], savedAt: 1 });
    await store.remove('a');
    await store.remove('a');
    expect(store.list()).toEqual([]);
    expect(() => store.get('a')).toThrow(/No chat with id a/);
    expect(count('chat_drafts')).toBe(0);
  });

  it('refuses a chat whose turns do not form a tree, and writes nothing', async () => {
    const store = createChatStore({ db });
    const broken = chat('a', 10, [turn('u1', null), turn('m1', 'ghost')]);
    await expect(store.save(broken)).rejects.toThrow(/parent \(ghost\) that is not in the chat/);
    expect(store.list()).toEqual([]);
    expect(count('chats')).toBe(0);
  });

  it('lists an unreadable stored chat instead of hiding it, and says so on get', async () => {
    db.prepare(
      `INSERT INTO chats (id, title, updated_at, turns, chat) VALUES ('bad', '(unreadable chat)', 0, 0, '{"id":"bad"}')`,
    ).run();
    const store = createChatStore({ db });
    expect(store.list()).toEqual([
      { id: 'bad', title: '(unreadable chat)', updatedAt: 0, turns: 0, hasDraft: false },
    ]);
    expect(() => store.get('bad')).toThrow(/cannot be read/);
    await store.remove('bad');
    expect(store.list()).toEqual([]);
  });
});

describe('chatTreeProblems', () => {
  it('accepts branches (edits and regenerations as siblings) with chosen children', () => {
    const turns = [
      turn('u1', null, { activeChildId: 'm2' }),
      turn('m1', 'u1'),
      turn('m2', 'u1'),
      turn('u1b', null),
    ];
    expect(chatTreeProblems(chat('a', 1, turns, { activeRootId: 'u1' }))).toEqual([]);
  });

  it('names duplicate ids, missing parents, foreign chosen children, cycles and a non-root choice', () => {
    const problems = chatTreeProblems(
      chat(
        'a',
        1,
        [
          turn('u1', null, { activeChildId: 'x1' }),
          turn('u1', null),
          turn('m1', 'nope'),
          turn('x1', 'x2'),
          turn('x2', 'x1'),
        ],
        { activeRootId: 'm1' },
      ),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'turn u1 appears twice',
        'turn m1 has a parent (nope) that is not in the chat',
        'turn u1 chooses x1, which is not one of its children',
        'turn x1 is its own ancestor',
        'the chosen first turn m1 is not a root turn of the chat',
      ]),
    );
  });
});
