/**
 * What the overview's lookup box accepts: a global log index, a 64-hex UUID
 * (leaf hash, searched across every shard) or an 80-hex entry ID (16-hex
 * tree ID + UUID). Parsed as the person types, so the box can say what it
 * will open before they press Enter.
 */
export type Lookup =
  | { kind: 'empty' }
  | { kind: 'index'; logIndex: string }
  | { kind: 'uuid'; entryId: string }
  | { kind: 'entry-id'; entryId: string; treeIdHex: string }
  | { kind: 'invalid'; reason: string };

/** Rekor's logIndex is an int64 with a minimum of 0. */
const MAX_LOG_INDEX = 2n ** 63n - 1n;

export function parseLookup(text: string): Lookup {
  const value = text.trim();
  if (value === '') return { kind: 'empty' };
  if (/^\d+$/.test(value)) {
    // Compared as BigInt: indices are 64-bit and production is far past 2^31.
    const index = BigInt(value);
    if (index > MAX_LOG_INDEX) {
      return {
        kind: 'invalid',
        reason: 'A log index is at most 9223372036854775807 (2^63 − 1, the largest the log API takes).',
      };
    }
    return { kind: 'index', logIndex: index.toString() };
  }
  const hex = value.toLowerCase();
  if (/^[0-9a-f]+$/.test(hex)) {
    if (hex.length === 64) return { kind: 'uuid', entryId: hex };
    if (hex.length === 80) {
      const treeIdHex = hex.slice(0, 16);
      if (/^0+$/.test(treeIdHex)) {
        return {
          kind: 'invalid',
          reason: 'The first 16 characters are the tree ID, and tree ID 0 does not exist.',
        };
      }
      return { kind: 'entry-id', entryId: hex, treeIdHex };
    }
    return {
      kind: 'invalid',
      reason: `${hex.length} hex characters: a UUID has 64 and an entry ID 80 (a 16-character tree ID, then the UUID).`,
    };
  }
  if (/^sha(1|256|512):/i.test(value)) {
    return {
      kind: 'invalid',
      reason: 'That is an artifact hash: use Search to find the entries that record it.',
    };
  }
  return { kind: 'invalid', reason: 'Enter a log index (digits) or a 64- or 80-character hex entry ID.' };
}

/** A 16-hex tree ID as the decimal the log prints in checkpoints and `treeID`. */
export function treeIdFromHex(treeIdHex: string): string {
  return BigInt(`0x${treeIdHex}`).toString();
}
