import { SearchQuery } from '@/lib/contract';
import type { SearchCriteria } from '../api/search-entries';

export const PUBLIC_KEY_FORMATS = ['x509', 'pgp', 'minisign', 'ssh', 'tuf'] as const;
export type PublicKeyFormat = (typeof PUBLIC_KEY_FORMATS)[number];

/** The search form as typed. */
export interface SearchDraft {
  hash: string;
  email: string;
  publicKeyFormat: PublicKeyFormat;
  publicKey: string;
  operator: 'and' | 'or';
}

export const EMPTY_SEARCH_DRAFT: SearchDraft = {
  hash: '',
  email: '',
  publicKeyFormat: 'x509',
  publicKey: '',
  operator: 'and',
};

export type SearchDraftErrors = Partial<Record<'hash' | 'email' | 'publicKey' | 'form', string>>;

const BARE_HEX_ALGORITHM: Record<number, string> = { 40: 'sha1', 64: 'sha256', 128: 'sha512' };

/** `sha256:<hex>` from what was typed; a bare digest gets the algorithm its length implies. */
export function normalizeHash(text: string): string {
  const value = text.trim().toLowerCase();
  if (/^[0-9a-f]+$/.test(value) && BARE_HEX_ALGORITHM[value.length]) {
    return `${BARE_HEX_ALGORITHM[value.length]}:${value}`;
  }
  return value;
}

/**
 * The criteria the draft asks for, checked with the contract's own schema
 * so the form rejects exactly what Verity's core would.
 */
export function criteriaFromDraft(
  draft: SearchDraft,
): { ok: true; criteria: SearchCriteria } | { ok: false; errors: SearchDraftErrors } {
  const criteria: SearchCriteria = {};
  if (draft.hash.trim()) criteria.hash = normalizeHash(draft.hash);
  if (draft.email.trim()) criteria.email = draft.email.trim();
  if (draft.publicKey.trim())
    criteria.publicKey = { format: draft.publicKeyFormat, content: draft.publicKey.trim() };
  const given = [criteria.hash, criteria.email, criteria.publicKey].filter(Boolean).length;
  if (given === 0)
    return { ok: false, errors: { form: 'Give an artifact hash (or a file), an email or a public key.' } };
  if (given > 1) criteria.operator = draft.operator;

  const parsed = SearchQuery.safeParse({ ...criteria, page: 0, pageSize: 1 });
  if (parsed.success) return { ok: true, criteria };
  const errors: SearchDraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'hash')
      errors.hash = 'sha256:<64 hex>, sha1:<40 hex> or sha512:<128 hex> (or a bare digest)';
    else if (field === 'email') errors.email = 'Not an email address';
    else if (field === 'publicKey') errors.publicKey = issue.message;
    else errors.form = issue.message;
  }
  return { ok: false, errors };
}
