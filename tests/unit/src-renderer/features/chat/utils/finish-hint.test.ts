import { describe, expect, it } from 'vitest';
import type { JsonObject } from '@/lib/contract';
import { foldResponses } from '@/lib/genai';
import { finishHint } from '@/features/chat/utils/finish-hint';
import finishSafety from '../../../../../fixtures/genai/sse/finish-safety.sse.txt?raw';

const responses = (sse: string) =>
  sse
    .split(/\r?\n/)
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as JsonObject);
const finished = (finishReason: string) => foldResponses([{ candidates: [{ finishReason }] }]);

describe('finishHint', () => {
  it('names the category a real SAFETY finish was blocked for, its threshold and the one that lets it through', () => {
    const summary = foldResponses(responses(finishSafety));
    const request = {
      safetySettings: [{ category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_LOW_AND_ABOVE' }],
    };
    expect(finishHint(summary, request)).toBe(
      'Harassment was rated LOW, which its threshold BLOCK_LOW_AND_ABOVE blocks. To let such an answer through, set Harassment to BLOCK_MEDIUM_AND_ABOVE in Run settings → Safety settings.',
    );
    expect(finishHint(summary, {})).toContain('BLOCK_MEDIUM_AND_ABOVE (the default)');
    expect(finishHint(finished('SAFETY'), null)).toMatch(
      /less strict threshold in Run settings → Safety settings/,
    );
  });

  it('says what recitation means, what OTHER leaves open, and which limit MAX_TOKENS hit', () => {
    expect(finishHint(finished('RECITATION'), null)).toMatch(/reciting a source .* too closely/);
    expect(finishHint(finished('OTHER'), null)).toMatch(/without naming a reason/);
    expect(finishHint(finished('MAX_TOKENS'), { generationConfig: { maxOutputTokens: 64 } })).toMatch(
      /^The answer was cut at the output limit you set \(Max output tokens 64\).*Raise Max output tokens/,
    );
    expect(finishHint(finished('MAX_TOKENS'), null)).toContain("the model's output token limit");
  });

  it('adds nothing to a normal finish', () => {
    expect(finishHint(finished('STOP'), null)).toBeNull();
    expect(finishHint(foldResponses([]), null)).toBeNull();
  });
});
