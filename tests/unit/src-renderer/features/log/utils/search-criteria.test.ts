import { describe, expect, it } from 'vitest';
import { criteriaFromDraft, EMPTY_SEARCH_DRAFT, normalizeHash } from '@/features/log/utils/search-criteria';

describe('search criteria', () => {
  it('prefixes bare digests by their length and validates with the contract', () => {
    expect(normalizeHash(' ' + 'A'.repeat(64))).toBe(`sha256:${'a'.repeat(64)}`);
    expect(normalizeHash('b'.repeat(40))).toBe(`sha1:${'b'.repeat(40)}`);
    expect(normalizeHash('c'.repeat(128))).toBe(`sha512:${'c'.repeat(128)}`);
    expect(criteriaFromDraft({ ...EMPTY_SEARCH_DRAFT, hash: 'sha256:zz' })).toMatchObject({
      ok: false,
      errors: { hash: expect.any(String) },
    });
    expect(criteriaFromDraft({ ...EMPTY_SEARCH_DRAFT, email: 'nope' })).toMatchObject({
      ok: false,
      errors: { email: 'Not an email address' },
    });
  });

  it('adds the operator only when criteria are combined', () => {
    expect(criteriaFromDraft({ ...EMPTY_SEARCH_DRAFT, email: 'a@b.example', operator: 'or' })).toEqual({
      ok: true,
      criteria: { email: 'a@b.example' },
    });
    expect(
      criteriaFromDraft({
        ...EMPTY_SEARCH_DRAFT,
        email: 'a@b.example',
        publicKey: 'KEY',
        publicKeyFormat: 'ssh',
        operator: 'or',
      }),
    ).toEqual({
      ok: true,
      criteria: { email: 'a@b.example', publicKey: { format: 'ssh', content: 'KEY' }, operator: 'or' },
    });
  });
});
