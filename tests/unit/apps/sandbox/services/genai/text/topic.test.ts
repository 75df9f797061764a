// Topic phrases peeled out of prompts, which the answers are written about.
import { describe, expect, it } from 'vitest';
import { readTopic } from '../../../../../../../apps/sandbox/services/genai/text/topic';

describe('topics', () => {
  it.each([
    ['Describe the history of tea in 12 words', 'the history of tea', 'none'],
    ['Write a Python function to parse CSV files', 'parsing CSV files', 'none'],
    ['Give me 3 tips for learning Spanish', 'learning Spanish', 'none'],
    ['List 5 steps to brew coffee', 'brewing coffee', 'none'],
    ['Write a long essay about the ocean', 'the ocean', 'none'],
    ['Explain why the sky is blue', 'why the sky is blue', 'embedded'],
    ['How does a refrigerator work?', 'how does a refrigerator work', 'direct'],
    ['Could you please explain photosynthesis in French?', 'photosynthesis', 'none'],
  ])('%s', (prompt, phrase, question) => {
    expect(readTopic(prompt)).toMatchObject({ phrase, question });
  });

  it('names code after the action and its object, and keeps keywords distinctive', () => {
    expect(readTopic('Write a Rust program to count lines in a file').identifier).toEqual(['count', 'lines']);
    expect(readTopic('How does a refrigerator work?').keywords).toEqual(['refrigerator']);
    expect(readTopic('hmm').keywords).toEqual(['hmm']);
    expect(readTopic('?').phrase).toBe('your question');
  });
});
