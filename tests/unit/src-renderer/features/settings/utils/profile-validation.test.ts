import { describe, expect, it } from 'vitest';
import { validateProfileDraft } from '@/features/settings/utils/profile-validation';

describe('validateProfileDraft', () => {
  it('reports each invalid field and accepts a valid draft', () => {
    const endpoints = {
      tlog: 'https://rekor.example',
      genai: 'https://genai.example',
      indexing: 'https://indexing.example',
      analytics: 'https://analytics.example',
      storage: 'https://storage.example',
    };
    expect(validateProfileDraft({ name: 'Prod', endpoints })).toEqual({});
    const errors = validateProfileDraft({
      name: ' ',
      endpoints: { ...endpoints, genai: 'https://u:p@x.example' },
    });
    expect(Object.keys(errors).sort()).toEqual(['endpoints.genai', 'name']);
  });
});
