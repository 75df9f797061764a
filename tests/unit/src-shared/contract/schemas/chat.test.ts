import { describe, expect, it } from 'vitest';
import { Chat, GenerateInput } from '../../../../../src-shared/contract/schemas/chat';

const settings = {
  model: 'models/gemini-2.5-flash',
  functionDeclarations: [{ name: 'list_files', parameters: { type: 'OBJECT', properties: {} } }],
};
const contents = [{ role: 'user', parts: [{ text: 'hi' }] }];

describe('chat contract', () => {
  it('refuses to send an OBJECT schema without properties, which Gemini answers with 400', () => {
    const sent = GenerateInput.safeParse({ settings, contents });
    expect(sent.success).toBe(false);
    expect(sent.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [
        'settings.functionDeclarations.0.parameters',
        'an OBJECT needs at least one property: Gemini refuses it with 400 "properties: should be non-empty for OBJECT type"; for a function without parameters, leave them empty',
      ],
    ]);
    const schema = { model: settings.model, jsonMode: true, responseSchema: { type: 'object' } };
    expect(GenerateInput.safeParse({ settings: schema, contents }).error?.issues[0]?.path).toEqual([
      'settings',
      'responseSchema',
    ]);
  });

  it('still opens a chat saved with such a schema, so the settings panel can show the problem', () => {
    const chat = { id: 'c', title: 't', createdAt: 1, updatedAt: 1, settings, turns: [] };
    expect(Chat.safeParse(chat).success).toBe(true);
  });
});
