import { describe, expect, it } from 'vitest';
import { Chat as ChatSchema, type Chat } from '../../../../../../src-shared/contract/schemas/chat';
import { activePath, appendTurn, editUserTurn } from '@/features/chat/utils/chat-tree';
import { chatToJson, chatToMarkdown, exportFileName } from '@/features/chat/utils/export-chat';
import { newChat, newModelTurn, newUserTurn } from '@/features/chat/utils/new-chat';

function sampleChat(): Chat {
  let chat = { ...newChat('models/gemini-2.5-flash', 1), title: 'Weather: Oslo / Bergen?' };
  chat = { ...chat, settings: { ...chat.settings, systemInstruction: 'Be brief.' } };
  const first = newUserTurn(
    null,
    [{ text: 'Weather in Oslo?' }, { inlineData: { mimeType: 'image/png', data: 'AAAA' } }],
    2,
  );
  chat = appendTurn(chat, first);
  const call = {
    ...newModelTurn(first.id, 'models/gemini-2.5-flash', 3),
    parts: [{ functionCall: { name: 'get_weather', args: { city: 'Oslo', note: '```' } } }],
  };
  chat = appendTurn(chat, { ...call, result: { ...call.result!, status: 'complete' as const } });
  const reply = newUserTurn(
    call.id,
    [{ functionResponse: { name: 'get_weather', response: { temp: 3 } } }],
    4,
  );
  chat = appendTurn(chat, reply);
  const answer = newModelTurn(reply.id, 'models/gemini-2.5-flash', 5);
  chat = appendTurn(chat, {
    ...answer,
    parts: [{ text: 'It is 3 °C' }],
    result: { ...answer.result!, status: 'stopped' },
  });
  // A branch that is not shown must not be exported as Markdown.
  const other = editUserTurn(chat, first.id, newUserTurn(null, [{ text: 'Weather in Bergen?' }], 6));
  return { ...other, activeRootId: first.id };
}

describe('export', () => {
  it('JSON is the whole chat, every branch, and valid against the contract', () => {
    const chat = sampleChat();
    const parsed = ChatSchema.parse(JSON.parse(chatToJson(chat)));
    expect(parsed).toEqual(chat);
    expect(chatToJson(chat)).toContain('Weather in Bergen?');
  });

  it('Markdown is the active branch, with calls, responses, images and the stopped label', () => {
    const markdown = chatToMarkdown(sampleChat());
    expect(markdown).toContain('# Weather: Oslo / Bergen?');
    expect(markdown).toContain('## System instruction\n\nBe brief.');
    expect(markdown).toContain('## User\n\nWeather in Oslo?\n\n_[inline image/png, 3 bytes]_');
    expect(markdown).toContain('**Function call** `get_weather`');
    // The fence is longer than the backticks inside the arguments.
    expect(markdown).toContain('````json\n{\n  "city": "Oslo",\n  "note": "```"\n}\n````');
    expect(markdown).toContain('**Function response** `get_weather`');
    expect(markdown).toContain('It is 3 °C\n\n_Stopped — partial answer._');
    expect(markdown).not.toContain('Weather in Bergen');
  });

  it('Markdown keeps the run settings, finish reasons, safety ratings, citations and blocked prompts', () => {
    let chat = sampleChat();
    chat = {
      ...chat,
      settings: {
        ...chat.settings,
        temperature: 0.4,
        seed: 7,
        stopSequences: ['END'],
        safetySettings: [{ category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_ONLY_HIGH' }],
      },
    };
    const leaf = activePath(chat).at(-1)!;
    const question = newUserTurn(leaf.id, [{ text: 'Quote the poem.' }], 10);
    chat = appendTurn(chat, question);
    const cited = newModelTurn(question.id, 'models/gemini-2.5-flash', 11);
    chat = appendTurn(chat, {
      ...cited,
      parts: [{ text: 'Roses are red.' }],
      result: {
        ...cited.result!,
        status: 'complete',
        responses: [
          {
            candidates: [
              {
                content: { role: 'model', parts: [{ text: 'Roses are red.' }] },
                finishReason: 'RECITATION',
                safetyRatings: [
                  { category: 'HARM_CATEGORY_HARASSMENT', probability: 'NEGLIGIBLE' },
                  { category: 'HARM_CATEGORY_HATE_SPEECH', probability: 'MEDIUM', blocked: true },
                ],
                citationMetadata: {
                  citationSources: [
                    { startIndex: 0, endIndex: 14, uri: 'https://example.com/poem', license: 'CC-BY' },
                  ],
                },
              },
            ],
          },
        ],
      },
    });
    const again = newUserTurn(cited.id, [{ text: 'Something blocked' }], 12);
    chat = appendTurn(chat, again);
    const blocked = newModelTurn(again.id, 'models/gemini-2.5-flash', 13);
    chat = appendTurn(chat, {
      ...blocked,
      result: {
        ...blocked.result!,
        status: 'complete',
        responses: [
          {
            promptFeedback: {
              blockReason: 'SAFETY',
              safetyRatings: [{ category: 'HARM_CATEGORY_DANGEROUS_CONTENT', probability: 'HIGH' }],
            },
          },
        ],
      },
    });

    const markdown = chatToMarkdown(chat);
    expect(markdown).toContain('## Run settings');
    expect(markdown).toContain('- Model: `models/gemini-2.5-flash`');
    expect(markdown).toContain('- Temperature: `0.4`');
    expect(markdown).toContain('- Top P: _default_');
    expect(markdown).toContain('- Seed: `7`');
    expect(markdown).toContain('- Stop sequences: "END"');
    expect(markdown).toContain('- Safety settings: Harassment `BLOCK_ONLY_HIGH`');
    expect(markdown).toContain('Roses are red.\n\n_Finish reason: `RECITATION`_');
    expect(markdown).toContain('reciting a source');
    expect(markdown).toContain('_Safety ratings: Harassment NEGLIGIBLE; Hate speech MEDIUM, **blocked**_');
    expect(markdown).toContain(
      '**Sources**\n\n1. [https://example.com/poem](https://example.com/poem), bytes 0–14, license CC-BY',
    );
    expect(markdown).toContain('**The prompt was blocked**: `SAFETY`');
    expect(markdown).toContain('Prompt safety ratings: Dangerous content HIGH');
  });

  it('names files after the title', () => {
    const chat = sampleChat();
    expect(exportFileName(chat, 'json')).toBe('weather-oslo-bergen.json');
    expect(exportFileName({ ...chat, title: '???' }, 'md')).toBe('chat.md');
  });
});
