// Length phrases in prompts.
import { describe, expect, it } from 'vitest';
import { readLengthSpec } from '../../../../../../../apps/sandbox/services/genai/text/length-spec';

describe('length phrases', () => {
  it.each([
    ['Write 20000 tokens about clouds', { kind: 'tokens', count: 20_000 }],
    ['about 1,500 tokens please', { kind: 'tokens', count: 1500 }],
    ['Explain it in 50 words', { kind: 'words', count: 50 }],
    ['a 300-word summary', { kind: 'words', count: 300 }],
    ['in three paragraphs', { kind: 'paragraphs', count: 3 }],
    ['Describe it in one sentence', { kind: 'sentences', count: 1 }],
    ['in a single sentence', { kind: 'sentences', count: 1 }],
    ['Give me 7 tips for sleep', { kind: 'items', count: 7, ordered: false }],
    ['List 5 steps to brew coffee', { kind: 'items', count: 5, ordered: true }],
    ['top 10 reasons to learn Go', { kind: 'items', count: 10, ordered: true }],
    ['Write a long essay about the sea', { kind: 'long' }],
    ['Briefly, what is DNS?', { kind: 'short' }],
    ['Explain how vaccines work', { kind: 'default' }],
  ])('%s', (prompt, spec) => {
    expect(readLengthSpec(prompt)).toEqual(spec);
  });
});
