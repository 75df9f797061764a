import { describe, expect, it } from 'vitest';
import { isGenerateContentResponse } from '../../../../../../src-main/services/genai/stream/stream-output';

describe('what counts as a GenerateContentResponse', () => {
  it('accepts empty and known-field objects, with unknown extras', () => {
    expect(isGenerateContentResponse({})).toBe(true);
    expect(isGenerateContentResponse({ usageMetadata: {}, somethingNew: 1 })).toBe(true);
    expect(isGenerateContentResponse({ promptFeedback: { blockReason: 'SAFETY' } })).toBe(true);
  });

  it('refuses arrays, scalars, unknown-only objects and malformed candidates', () => {
    expect(isGenerateContentResponse([])).toBe(false);
    expect(isGenerateContentResponse('text')).toBe(false);
    expect(isGenerateContentResponse(null)).toBe(false);
    expect(isGenerateContentResponse({ this: 1 })).toBe(false);
    expect(isGenerateContentResponse({ candidates: 'x' })).toBe(false);
    expect(isGenerateContentResponse({ candidates: [1] })).toBe(false);
  });
});
