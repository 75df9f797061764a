import { describe, expect, it } from 'vitest';
import { RunSettings, type Content } from '../../../../../../src-shared/contract/schemas/chat';
import { codeRequests, endsWithModelTurn } from '@/features/chat/utils/code-requests';
import { buildGenerateContentRequest } from '@/lib/genai';

const a = RunSettings.parse({ model: 'models/gemini-2.5-flash', temperature: 0.2 });
const b = RunSettings.parse({ model: 'models/gemini-2.5-pro', temperature: 1.7, stopSequences: ['END'] });
const question: Content = { role: 'user', parts: [{ text: 'How is a checkpoint signed?' }] };
const answer: Content = { role: 'model', parts: [{ text: 'With the log key.' }] };
const baseUrl = 'http://127.0.0.1:4321';

describe('Get code requests', () => {
  it('a plain chat gives one request', () => {
    expect(codeRequests({ settings: { a, b: null }, contents: [question], baseUrl })).toEqual([
      {
        pane: null,
        target: { baseUrl, model: a.model, body: buildGenerateContentRequest(a, [question]), stream: true },
      },
    ]);
  });

  it("compare mode gives both panes' requests: the same conversation, each pane's own settings", () => {
    const requests = codeRequests({ settings: { a, b }, contents: [question], baseUrl });
    expect(requests.map((request) => [request.pane, request.target.model])).toEqual([
      ['A', 'models/gemini-2.5-flash'],
      ['B', 'models/gemini-2.5-pro'],
    ]);
    expect(requests[0]!.target.body).toEqual(buildGenerateContentRequest(a, [question]));
    expect(requests[1]!.target.body).toEqual(buildGenerateContentRequest(b, [question]));
    expect(requests[1]!.target.body.generationConfig).toMatchObject({
      temperature: 1.7,
      stopSequences: ['END'],
    });
  });

  it("knows when the request would end with the model's turn", () => {
    expect(endsWithModelTurn([question])).toBe(false);
    expect(endsWithModelTurn([question, answer])).toBe(true);
    expect(endsWithModelTurn([question, answer, question])).toBe(false);
    expect(endsWithModelTurn([])).toBe(false);
  });
});
