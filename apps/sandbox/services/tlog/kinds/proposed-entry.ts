// From a ProposedEntry (rekor-openapi.yaml) to the entry the log stores: schema validation, then the
// kind's own checks and canonical form. Pure CPU work with no shared state, so it can run on worker threads.
import { canonicalizeDsse } from './dsse';
import { canonicalizeHashedRekord } from './hashedrekord';
import { canonicalizeIntotoV001, canonicalizeIntotoV002 } from './intoto';
import type { CanonicalEntry } from './canonical-entry';
import { EntryRejection, rejectionMessage } from './entry-rejection';
import { verifyEcdsaDigests, withDeferredEcdsa } from '../crypto/ecdsa-digest';
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

/** The same, from request text, never throwing for bad input (worker threads and handlers share this). */
export function canonicalizeProposedText(text: string): CanonicalizeOutcome {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `parsing proposedEntry body failed: ${(error as Error).message}` };
  }
  try {
    return { ok: true, entry: canonicalizeProposedEntry(value) };
  } catch (error) {
    if (error instanceof EntryRejection) return { ok: false, message: rejectionMessage(error.message) };
    throw error;
  }
}

/**
 * Many proposals at once: their ECDSA digest signatures are checked together (sharing the modular
 * inversions); a proposal whose check failed is run again alone, so it fails with its own message.
 */
export function canonicalizeProposedTexts(texts: readonly string[]): CanonicalizeOutcome[] {
  if (texts.length === 1) return [canonicalizeProposedText(texts[0]!)];
  const runs = texts.map((text) => withDeferredEcdsa(() => canonicalizeProposedText(text)));
  const verdicts = verifyEcdsaDigests(runs.flatMap((run) => run.checks));
  let next = 0;
  return runs.map((run, i) => {
    const passed = run.checks.map(() => verdicts[next++]!).every(Boolean);
    return passed ? run.value : canonicalizeProposedText(texts[i]!);
  });
}
