// Every SSE and JSON-stream fixture, fed whole, one byte at a time and at seeded random split
// points, must decode to the same responses and end the same way. The expectations below were
// written by reading the fixture files, not by running the decoder.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type {
  StreamFailureReason,
  StreamOutput,
} from '../../../../../../src-main/services/genai/stream/stream-decoder';
import {
  answerText,
  decodeAll,
  FIXTURES,
  finishReason,
  fixtureBytes,
  jsonlAsSse,
  seeded,
  splitEachByte,
  splitRandomly,
  splitWhole,
  thoughtText,
} from '../../../../../support/genai-streams';

type TextExpectation = string | { length: number; startsWith: string; endsWith: string };

interface Expected {
  /** Responses before the end (or before the error). */
  responses: number;
  text: TextExpectation;
  thoughts?: TextExpectation;
  /** finishReason of each response, in order. */
  finishReasons: Array<string | null>;
  error: null | { reason: StreamFailureReason; status?: string; httpStatus?: number; message: string };
  /** Every byte of the file belongs to a response (pure SSE with nothing else in it). */
  bytesCoverFile?: boolean;
}

const STOP = 'STOP';
const n = (count: number, value: string | null = null) => Array<string | null>(count).fill(value);

const SSE: Record<string, Expected> = {
  'basic-reply-long.sse.txt': {
    responses: 36,
    text: {
      length: 8845,
      startsWith: "Okay, let's dive into the world of cats and dogs! ",
      endsWith: 'reeds, training techniques, or health conditions.\n',
    },
    finishReasons: [...n(35), STOP],
    error: null,
    bytesCoverFile: true,
  },
  'basic-reply-short.sse.txt': {
    responses: 3,
    text: 'The capital of Wyoming is **Cheyenne**.\n',
    finishReasons: [null, null, STOP],
    error: null,
    bytesCoverFile: true,
  },
  'citations.sse.txt': {
    responses: 6,
    text: {
      length: 2413,
      startsWith: '1. **Definition:**\nQuantum mechanics is a fundamen',
      endsWith: 'tum Mechanics?" by MinutePhysics (YouTube Channel)',
    },
    finishReasons: n(6, STOP),
    error: null,
    bytesCoverFile: true,
  },
  'error-mid-stream.sse.txt': {
    responses: 2,
    text: 'First Second ',
    finishReasons: [STOP, STOP],
    error: {
      reason: 'api-error',
      status: 'CANCELLED',
      httpStatus: 499,
      message: 'The operation was cancelled.',
    },
  },
  'finish-message.sse.txt': {
    responses: 2,
    text: 'Hello world!',
    finishReasons: [null, STOP],
    error: null,
    bytesCoverFile: true,
  },
  'finish-safety-2.sse.txt': {
    responses: 1,
    text: 'No',
    finishReasons: ['SAFETY'],
    error: null,
    bytesCoverFile: true,
  },
  'finish-safety.sse.txt': {
    responses: 1,
    text: '<redacted>',
    finishReasons: ['SAFETY'],
    error: null,
    bytesCoverFile: true,
  },
  'function-call.sse.txt': {
    responses: 1,
    text: '',
    finishReasons: [STOP],
    error: null,
    bytesCoverFile: true,
  },
  'http-404-body.txt': {
    responses: 0,
    text: '',
    finishReasons: [],
    error: {
      reason: 'api-error',
      status: 'NOT_FOUND',
      httpStatus: 404,
      message:
        'models/unknown is not found for API version v1, or is not supported for GenerateContent. Call ListModels to see the list of available models and their supported methods.',
    },
  },
  'not-a-response.sse.txt': {
    responses: 0,
    text: '',
    finishReasons: [],
    error: { reason: 'not-a-response', message: 'not a GenerateContentResponse (an object with this)' },
  },
  'prompt-blocked-safety.sse.txt': {
    responses: 1,
    text: '',
    finishReasons: [null],
    error: null,
    bytesCoverFile: true,
  },
  'real-gemini-2.5-flash-1-chunk.sse.txt': {
    responses: 3,
    text: 'The capital of France is Paris.\n',
    finishReasons: [null, null, STOP],
    error: null,
    bytesCoverFile: true,
  },
  'real-gemini-2.5-flash-3-chunks.sse.txt': {
    responses: 3,
    text: Array.from({ length: 30 }, (_, i) => String(i + 1)).join('\n'),
    finishReasons: [null, null, STOP],
    error: null,
    bytesCoverFile: true,
  },
  'recitation-final-empty-candidate.sse.txt': {
    responses: 3,
    text: 'Copyrighted text goes hereMore copyrighted text',
    finishReasons: [STOP, STOP, 'RECITATION'],
    error: null,
    bytesCoverFile: true,
  },
  'recitation-with-citations.sse.txt': {
    responses: 9,
    text: 'text1text2text3text4text5text6text7text8',
    finishReasons: [...n(8), 'RECITATION'],
    error: null,
    bytesCoverFile: true,
  },
  'unknown-enum.sse.txt': {
    responses: 6,
    text: {
      length: 3285,
      startsWith: '**Cats:**\n\n- **Physical Characteristics:**\n  - Siz',
      endsWith: 'nd detecting any potential health issues early on.',
    },
    finishReasons: [...n(5, STOP), 'FAKE_ENUM'],
    error: null,
    bytesCoverFile: true,
  },
  'utf8.sse.txt': {
    responses: 4,
    text:
      '秋风瑟瑟，叶落纷纷，\n西风残照，寒' +
      '霜渐浓。\n枫叶红了，菊花黄了，\n秋雨绵绵，秋意浓浓。\n\n秋夜漫漫，思' +
      '绪万千，\n明月当空，星星眨眼。\n思念远方的亲人，\n祝愿他们幸福安康。\n\n秋天是收获的季节，\n人们忙着收割庄稼，\n为一年的辛劳画上圆满的句号。\n秋天也是团圆的季节' +
      '，\n一家人围坐在一起，\n分享丰收的喜悦，共度美好时光。\n\n秋天是一个美丽的季节，\n它有着独特的韵味，\n让人沉醉其中，流连忘返。\n让我们一起欣赏秋天的美景，\n感受秋天的气息，领悟秋天的哲理。',
    finishReasons: n(4, STOP),
    error: null,
    bytesCoverFile: true,
  },
};

const STREAM_JSON: Record<string, Expected> = {
  'real-json-array-stream-json-mode.txt': {
    responses: 5,
    text: '{"name":"Zephyr The Rocket Barkington","age":4,"bio":"A skateboarding Border Collie who wears aviator sunglasses, surfs neon waves, and can fetch a frisbee from 200 yards away in mid-air."}',
    thoughts: {
      length: -1,
      startsWith: "**Defining the Core Dog**\n\nI'm now laser-focused on the core",
      endsWith: '',
    },
    finishReasons: [...n(4), STOP],
    error: null,
  },
  'real-json-array-stream-thoughts.txt': {
    responses: 3,
    text: 'Scoop',
    thoughts: { length: 275, startsWith: '**Considering the Constraint**\n\n', endsWith: '' },
    finishReasons: [null, null, STOP],
    error: null,
  },
  'real-gemini-3-pro-text.chunks.jsonl': {
    responses: 3,
    text: 'There are **3** "r"s in strawberry.\n\nst**r**awbe**rr**y',
    finishReasons: [null, null, STOP],
    error: null,
    bytesCoverFile: true,
  },
  'real-gemini-3-pro-tool-call.chunks.jsonl': {
    responses: 2,
    text: '',
    finishReasons: [null, STOP],
    error: null,
    bytesCoverFile: true,
  },
  'real-prompt-blocked-prohibited.chunks.jsonl': {
    responses: 1,
    text: '',
    finishReasons: [null],
    error: null,
    bytesCoverFile: true,
  },
};

function expectText(actual: string, expected: TextExpectation) {
  if (typeof expected === 'string') return expect(actual).toBe(expected);
  if (expected.length >= 0) expect(actual.length).toBe(expected.length);
  expect(actual.startsWith(expected.startsWith)).toBe(true);
  expect(actual.endsWith(expected.endsWith)).toBe(true);
}

function check(items: StreamOutput[], expected: Expected, fileBytes: number) {
  const responses = items.flatMap((item) => (item.kind === 'response' ? [item] : []));
  const errors = items.flatMap((item) => (item.kind === 'error' ? [item] : []));
  expect(responses).toHaveLength(expected.responses);
  expectText(responses.map((r) => answerText(r.response)).join(''), expected.text);
  if (expected.thoughts)
    expectText(responses.map((r) => thoughtText(r.response)).join(''), expected.thoughts);
  expect(responses.map((r) => finishReason(r.response))).toEqual(expected.finishReasons);
  if (expected.bytesCoverFile) expect(responses.reduce((sum, r) => sum + r.bytes, 0)).toBe(fileBytes);
  if (expected.error === null) {
    expect(errors).toEqual([]);
    return;
  }
  // The error, when there is one, is the last thing and the only one.
  expect(errors).toHaveLength(1);
  expect(items.at(-1)).toBe(errors[0]);
  const error = errors[0]!;
  expect(error.kind === 'error' && error.reason).toBe(expected.error.reason);
  if (error.kind !== 'error') return;
  expect(error.error.message).toContain(expected.error.message);
  if (expected.error.status) expect(error.error.status).toBe(expected.error.status);
  if (expected.error.httpStatus) expect(error.error.httpStatus).toBe(expected.error.httpStatus);
}

const cases = [
  ...Object.entries(SSE).map(([file, expected]) => ({
    name: `sse/${file}`,
    expected,
    bytes: () => fixtureBytes(`sse/${file}`),
  })),
  ...Object.entries(STREAM_JSON).map(([file, expected]) => ({
    name: `stream-json/${file}`,
    expected,
    bytes: () =>
      file.endsWith('.jsonl') ? jsonlAsSse(`stream-json/${file}`) : fixtureBytes(`stream-json/${file}`),
  })),
];

describe('stream fixtures decode the same whatever the chunking', () => {
  it('covers every stream fixture (the .exchange.json files are request/response metadata)', () => {
    const files = ['sse', 'stream-json'].flatMap((dir) =>
      readdirSync(join(FIXTURES, dir))
        .filter((file) => !file.endsWith('.exchange.json'))
        .map((file) => `${dir}/${file}`),
    );
    expect(cases.map((c) => c.name).sort()).toEqual(files.sort());
  });

  describe.each(cases)('$name', ({ expected, bytes }) => {
    const data = bytes();
    const whole = decodeAll(splitWhole(data));

    it('whole', () => check(whole, expected, data.byteLength));

    it('one byte at a time', () => {
      const items = decodeAll(splitEachByte(data));
      check(items, expected, data.byteLength);
      expect(items).toEqual(whole);
    });

    it('at seeded random split points', () => {
      for (const seed of [1, 2, 3, 42, 2024]) {
        const items = decodeAll(splitRandomly(data, seeded(seed)));
        check(items, expected, data.byteLength);
        expect(items).toEqual(whole);
      }
    });
  });
});
