// From a ProposedEntry (rekor-openapi.yaml) to the entry the log stores: schema validation, then the
// kind's own checks and canonical form.
import { canonicalizeDsse } from './dsse';
import { canonicalizeHashedRekord } from './hashedrekord';
import { canonicalizeIntotoV001, canonicalizeIntotoV002 } from './intoto';
import type { CanonicalEntry } from './canonical-entry';
import { EntryRejection, rejectionMessage } from './entry-rejection';
import { canonicalizeRekord } from './rekord';
import { validateProposedEntry } from './spec-schemas';

export type { CanonicalEntry } from './canonical-entry';

/** Throws an EntryRejection (a 400) for anything the log would not accept. */
export function canonicalizeProposedEntry(value: unknown): CanonicalEntry {
  const { kind, apiVersion, spec } = validateProposedEntry(value);
  // The schemas have checked the shapes the casts below rely on.
  switch (kind) {
    case 'hashedrekord':
      return canonicalizeHashedRekord(spec as Parameters<typeof canonicalizeHashedRekord>[0]);
    case 'rekord':
      return canonicalizeRekord(spec as unknown as Parameters<typeof canonicalizeRekord>[0]);
    case 'dsse':
      return canonicalizeDsse(spec as Parameters<typeof canonicalizeDsse>[0]);
    case 'intoto':
      return apiVersion === '0.0.1'
        ? canonicalizeIntotoV001(spec as unknown as Parameters<typeof canonicalizeIntotoV001>[0])
        : canonicalizeIntotoV002(spec as unknown as Parameters<typeof canonicalizeIntotoV002>[0]);
  }
}

export type CanonicalizeOutcome = { ok: true; entry: CanonicalEntry } | { ok: false; message: string };

/** The same, never throwing for bad input: a rejection becomes Rekor's 400 message. */
export function canonicalizeProposedValue(value: unknown): CanonicalizeOutcome {
  try {
    return { ok: true, entry: canonicalizeProposedEntry(value) };
  } catch (error) {
    if (error instanceof EntryRejection) return { ok: false, message: rejectionMessage(error.message) };
    throw error;
  }
}

/** The same, from request text. */
export function canonicalizeProposedText(text: string): CanonicalizeOutcome {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `parsing proposedEntry body failed: ${(error as Error).message}` };
  }
  return canonicalizeProposedValue(value);
}
