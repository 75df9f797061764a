import { describe, expect, it } from 'vitest';
import { appendTurn } from '@/features/chat/utils/chat-tree';
import { chatToJson } from '@/features/chat/utils/export-chat';
import { parseChatImport } from '@/features/chat/utils/import-chat';
import { newChat, newModelTurn, newUserTurn } from '@/features/chat/utils/new-chat';

function sampleChat() {
  let chat = { ...newChat('models/gemini-2.5-pro', 1), title: 'Exported' };
  chat = { ...chat, settings: { ...chat.settings, temperature: 0.2, stopSequences: ['END'] } };
  const question = newUserTurn(null, [{ text: 'Hello?' }], 2);
  chat = appendTurn(chat, question);
  const answer = newModelTurn(question.id, 'models/gemini-2.5-pro', 3);
  return appendTurn(chat, {
    ...answer,
    parts: [{ text: 'Hi.' }],
    result: { ...answer.result!, status: 'complete', responses: [{ candidates: [] }] },
  });
}

describe('parseChatImport', () => {
  it('reads an exported chat back: the same messages and run settings, as a new chat', () => {
    const chat = sampleChat();
    const result = parseChatImport(chatToJson(chat), 'new-id', 99);
    if (!result.ok) throw new Error(result.error);
    expect(result.chat).toEqual({ ...chat, id: 'new-id', updatedAt: 99 });
  });

  it('refuses a file that is not JSON, saying what to choose instead', () => {
    const result = parseChatImport('# My chat\n', 'new-id');
    expect(result).toMatchObject({ ok: false });
    expect(!result.ok && result.error).toMatch(
      /^The file is not JSON \(.+\)\. Choose a file saved with Export → Chat as JSON\.$/s,
    );
  });

  it('refuses JSON that is not a chat, naming the fields that are wrong', () => {
    const chat = JSON.parse(chatToJson(sampleChat()));
    chat.turns[0].role = 'robot';
    delete chat.settings.model;
    const result = parseChatImport(JSON.stringify(chat), 'new-id');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain('The file is not a Verity chat: ');
    expect(!result.ok && result.error).toContain('settings.model');
    expect(!result.ok && result.error).toContain('turns.0.role');
    expect(parseChatImport('[1, 2]', 'x').ok).toBe(false);
  });
});
