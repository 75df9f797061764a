import { describe, expect, it } from 'vitest';
import { draftFromForm, validateProfileForm } from '@/features/settings/utils/profile-validation';

const urls = {
  tlog: 'https://rekor.example',
  genai: 'https://genai.example',
  indexing: 'https://indexing.example',
  analytics: 'https://analytics.example',
  storage: 'https://storage.example',
};
const none = { tlog: '', genai: '', indexing: '', analytics: '', storage: '' };

describe('validateProfileForm', () => {
  it('reports each invalid field and accepts a valid form', () => {
    expect(validateProfileForm({ name: 'Prod', urls })).toEqual({});
    const errors = validateProfileForm({ name: ' ', urls: { ...urls, genai: 'https://u:p@x.example' } });
    expect(Object.keys(errors).sort()).toEqual(['endpoints.genai', 'name']);
  });

  it('takes a profile that uses only some services, and saves only their base URLs', () => {
    const form = { name: 'Generation only', urls: { ...none, genai: '  https://genai.example ' } };
    expect(validateProfileForm(form)).toEqual({});
    expect(draftFromForm(form)).toEqual({
      name: 'Generation only',
      endpoints: { genai: 'https://genai.example' },
    });
  });

  it('asks for at least one service', () => {
    expect(validateProfileForm({ name: 'Empty', urls: none })).toEqual({
      endpoints: 'Give the base URL of at least one service this profile uses',
    });
  });
});
