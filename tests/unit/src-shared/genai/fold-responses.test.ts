// Folding a turn's responses, on real fixture streams (expectations read from the files).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Part, type JsonObject } from '../../../../src-shared/contract/schemas/chat';
import { foldResponses, toContentParts } from '../../../../src-shared/genai/fold-responses';
import { decodeAll, FIXTURES, fixtureBytes, jsonlAsSse } from '../../../support/genai-streams';

const responsesOf = (bytes: Uint8Array): JsonObject[] =>
  decodeAll([bytes]).flatMap((item) => (item.kind === 'response' ? [item.response] : []));
const sse = (file: string) => foldResponses(responsesOf(fixtureBytes(`sse/${file}`)));

describe('foldResponses', () => {
  it('joins text, keeps the last usage, finish reason, model version and response id', () => {
    const turn = sse('real-gemini-2.5-flash-3-chunks.sse.txt');
    expect(turn.text).toBe(Array.from({ length: 30 }, (_, i) => String(i + 1)).join('\n'));
    expect(turn.parts).toEqual([{ text: turn.text }]);
    expect(turn.finishReason).toBe('STOP');
    expect(turn.usageMetadata).toMatchObject({
      candidatesTokenCount: 80,
      totalTokenCount: 133,
      thoughtsTokenCount: 35,
    });
    expect(turn.modelVersion).toBe('gemini-2.5-flash');
    expect(turn.responseId).toBe('ru1garvBEoOiqtsP2fznmQw');
    expect(turn.responses).toBe(3);
  });

  it('keeps the finish message', () => {
    const turn = sse('finish-message.sse.txt');
    expect(turn.text).toBe('Hello world!');
    expect(turn.finishMessage).toBe('Finished successfully');
  });

  it('collects each citation source once, across chunks that repeat and extend the list', () => {
    const recitation = sse('recitation-with-citations.sse.txt');
    expect(recitation.finishReason).toBe('RECITATION');
    expect(recitation.citationSources.map((s) => [s.startIndex, s.endIndex])).toEqual([
      [110, 239],
      [118, 262],
      [146, 401],
      [164, 401],
      [373, 588],
      [395, 685],
      [699, 826],
      [712, 869],
      [757, 1096],
      [793, 1341],
    ]);
    const citations = sse('citations.sse.txt');
    expect(citations.citationSources).toEqual([
      { startIndex: 574, endIndex: 705, uri: 'https://www.example.com', license: '' },
      { startIndex: 899, endIndex: 1026, uri: 'https://www.example.com', license: '' },
    ]);
  });

  it('keeps the latest safety ratings when the last chunk has none, and the prompt feedback', () => {
    const turn = sse('recitation-final-empty-candidate.sse.txt');
    expect(turn.finishReason).toBe('RECITATION');
    expect(turn.safetyRatings.map((r) => r.probability)).toEqual([
      'NEGLIGIBLE',
      'LOW',
      'NEGLIGIBLE',
      'NEGLIGIBLE',
    ]);
    expect(turn.promptFeedback?.safetyRatings).toHaveLength(4);
    const blocked = sse('prompt-blocked-safety.sse.txt');
    expect(blocked.promptFeedback?.blockReason).toBe('SAFETY');
    expect(blocked.text).toBe('');
    expect(blocked.parts).toEqual([]);
    expect(blocked.finishReason).toBeNull();
  });

  it('keeps thoughts apart from the answer', () => {
    const turn = foldResponses(responsesOf(fixtureBytes('stream-json/real-json-array-stream-thoughts.txt')));
    expect(turn.text).toBe('Scoop');
    expect(turn.thoughtText.startsWith('**Considering the Constraint**')).toBe(true);
    expect(turn.thoughtText).toHaveLength(275);
    expect(
      turn.parts.map((p) => [p.thought === true, typeof p.text === 'string' ? p.text.length : -1]),
    ).toEqual([
      [true, 275],
      [false, 5],
    ]);
  });

  it('joins the trailing empty part and its thought signature into the text before it', () => {
    const turn = foldResponses(responsesOf(jsonlAsSse('stream-json/real-gemini-3-pro-text.chunks.jsonl')));
    expect(turn.parts).toHaveLength(1);
    expect(turn.parts[0]!.text).toBe('There are **3** "r"s in strawberry.\n\nst**r**awbe**rr**y');
    expect(String(turn.parts[0]!.thoughtSignature).startsWith('EqsFCqgFAb')).toBe(true);
  });

  it('lists function calls and keeps parts in order', () => {
    const unary = JSON.parse(
      readFileSync(join(FIXTURES, 'unary/function-call-mixed.json'), 'utf8'),
    ) as JsonObject;
    const turn = foldResponses([unary]);
    expect(turn.functionCalls).toEqual([
      { id: null, name: 'sum', args: { y: 1, x: 2 } },
      { id: null, name: 'sum', args: { y: 3, x: 3 } },
    ]);
    expect(turn.text).toBe('The sum of [1, 2,3] is');
    expect(turn.parts.map((p) => Object.keys(p)[0])).toEqual([
      'text',
      'functionCall',
      'text',
      'functionCall',
    ]);
    const streamed = foldResponses(responsesOf(fixtureBytes('sse/function-call.sse.txt')));
    expect(streamed.functionCalls).toEqual([
      { id: null, name: 'getTemperature', args: { city: 'San Jose' } },
    ]);
  });

  it('reads only the first candidate and survives hostile shapes', () => {
    const turn = foldResponses([
      {
        candidates: [
          { index: 1, content: { parts: [{ text: 'other' }] } },
          { content: { parts: [{ text: 'mine' }] } },
        ],
      },
      { candidates: [{ content: { parts: 'nope' } }] },
      { candidates: [{ content: { parts: [null, 3, { text: 5 }, { functionCall: { args: {} } }] } }] },
      { usageMetadata: null, modelVersion: 7 },
    ]);
    expect(turn.text).toBe('mine');
    expect(turn.functionCalls).toEqual([]);
    expect(turn.modelVersion).toBeNull();
  });
});

describe('toContentParts', () => {
  it('gives contract parts: text and thoughts, calls with ids, inline data; drops empty text and unknown kinds', () => {
    const parts = toContentParts(
      foldResponses([
        {
          candidates: [
            {
              content: {
                parts: [
                  { text: 'hmm', thought: true },
                  { text: 'Answer' },
                  { functionCall: { id: 'c1', name: 'f', args: { a: 1 } } },
                  { functionCall: { name: 'g' } },
                  { inlineData: { mimeType: 'image/png', data: 'AAAA' } },
                  { executableCode: { code: 'print(1)' } },
                  { text: '' },
                ],
              },
            },
          ],
        },
      ]),
    );
    expect(parts).toEqual([
      { text: 'hmm', thought: true },
      { text: 'Answer' },
      { functionCall: { id: 'c1', name: 'f', args: { a: 1 } } },
      { functionCall: { name: 'g', args: {} } },
      { inlineData: { mimeType: 'image/png', data: 'AAAA' } },
    ]);
    for (const part of parts) expect(Part.safeParse(part).success).toBe(true);
  });

  it('keeps Gemini 3 thought signatures, on calls and from an empty closing text part, to send them back', () => {
    const calls = toContentParts(
      foldResponses(responsesOf(jsonlAsSse('stream-json/real-gemini-3-pro-tool-call.chunks.jsonl'))),
    );
    const call = calls.find((part) => 'functionCall' in part);
    expect(call).toMatchObject({
      functionCall: { name: 'weather' },
      thoughtSignature: expect.stringMatching(/^EqUC/),
    });
    const text = toContentParts(
      foldResponses([
        { candidates: [{ content: { parts: [{ text: 'Hi' }, { text: '', thoughtSignature: 'c2ln' }] } }] },
      ]),
    );
    expect(text).toEqual([{ text: 'Hi', thoughtSignature: 'c2ln' }]);
    for (const part of [...calls, ...text]) expect(Part.safeParse(part).success).toBe(true);
  });
});
