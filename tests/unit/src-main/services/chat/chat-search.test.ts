import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createChatStore } from '../../../../../src-main/services/chat/chat-store';
import { openDatabase, type Database } from '../../../../../src-main/services/store/database';
import { Chat } from '../../../../../src-shared/contract/schemas/chat';
import { tempDir } from '../../../../support/temp-dir';

let dir: Awaited<ReturnType<typeof tempDir>>;
let db: Database;

beforeEach(async () => {
  dir = await tempDir('chat-search');
  db = openDatabase(join(dir.path, 'verity.db'));
});
afterEach(async () => {
  db.close();
  await dir.remove();
});

function chat(id: string, title: string, updatedAt: number, texts: string[]): Chat {
  return Chat.parse({
    id,
    title,
    createdAt: 1,
    updatedAt,
    settings: { model: 'models/gemini-2.5-flash' },
    turns: texts.map((text, i) => ({
      id: `t${i}`,
      parentId: i === 0 ? null : `t${i - 1}`,
      role: i % 2 === 0 ? 'user' : 'model',
      parts: [{ inlineData: { mimeType: 'image/png', data: 'QUJD' } }, { text }],
      createdAt: i,
    })),
  });
}

describe('chat search', () => {
  it('finds words in any message of any chat, any case, newest chat first, with the passage', async () => {
    const store = createChatStore({ db });
    await store.save(chat('old', 'Merkle trees', 10, ['What is a Merkle tree?', 'A hash tree.']));
    await store.save(
      chat('new', 'Untitled chat', 20, [
        'Tell me about witnesses',
        `A witness cosigns the checkpoint. ${'More text follows here, and it goes on. '.repeat(3)}`,
      ]),
    );
    await store.save(chat('none', 'Oslo', 30, ['Weather?', 'Rain.']));

    expect(store.search('CHECKPOINT')).toEqual([
      { id: 'new', snippet: 'A witness cosigns the checkpoint. More text follows here, and it goes on…' },
    ]);
    expect(store.search('tree').map((match) => match.id)).toEqual(['old']);
    expect(store.search('tree')[0]?.snippet).toBe('What is a Merkle tree?');
    // A title alone matches too, without a passage.
    expect(store.search('oslo')).toEqual([{ id: 'none', snippet: null }]);
    expect(store.search('a')).toHaveLength(3);
    expect(store.search('zebra')).toEqual([]);
  });

  it('folds case beyond ASCII and skips a stored chat that cannot be read', async () => {
    const store = createChatStore({ db });
    await store.save(chat('fr', 'Français', 10, ['Une ÉTUDE sur les arbres']));
    db.prepare(
      `INSERT INTO chats (id, title, updated_at, turns, chat) VALUES ('bad', 'broken', 0, 0, '{not json')`,
    ).run();
    expect(store.search('étude')).toEqual([{ id: 'fr', snippet: 'Une ÉTUDE sur les arbres' }]);
    expect(store.search('broken')).toEqual([{ id: 'bad', snippet: null }]);
  });
});
