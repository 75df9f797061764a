// Rekor entry IDs (sigstore/rekor:pkg/sharding/sharding.go): a 64-hex UUID — the RFC 6962 leaf hash of
// the canonicalized body — optionally prefixed by the 16-hex Trillian tree ID of its shard (80 hex).

/** Thrown for a string that is not a Rekor entry ID; the message says why. */
export class EntryIdError extends Error {
  override readonly name = 'EntryIdError';
}

export interface EntryId {
  /** Lowercase, as given (64 or 80 hex). */
  entryId: string;
  /** The shard's tree ID, null for a bare 64-hex UUID. */
  treeId: bigint | null;
  treeIdHex: string | null;
  /** The leaf hash, hex. */
  uuid: string;
}

/** The shape of an entry ID (64 or 80 hex), for telling one apart from other keys. */
export const ENTRY_ID = /^([0-9a-fA-F]{64}|[0-9a-fA-F]{80})$/;

const TREE_ID_HEX = 16;
const UUID_HEX = 64;
/** Trillian tree IDs are positive int64s (sharding.go parses them with strconv.ParseInt(…, 16, 64)). */
const MAX_TREE_ID = 2n ** 63n - 1n;

/** sharding.go GetUUIDFromIDString / TreeID: split and validate a 64- or 80-hex entry ID. */
export function parseEntryId(id: string): EntryId {
  if (!/^[0-9a-fA-F]*$/.test(id)) throw new EntryIdError(`entry ID ${JSON.stringify(id)} is not hexadecimal`);
  if (id.length !== UUID_HEX && id.length !== TREE_ID_HEX + UUID_HEX) {
    throw new EntryIdError(
      `an entry ID is 64 hex characters (UUID) or 80 (tree ID + UUID), not ${id.length}`,
    );
  }
  const entryId = id.toLowerCase();
  if (entryId.length === UUID_HEX) return { entryId, treeId: null, treeIdHex: null, uuid: entryId };
  const treeIdHex = entryId.slice(0, TREE_ID_HEX);
  const treeId = BigInt(`0x${treeIdHex}`);
  if (treeId === 0n) throw new EntryIdError('tree ID 0 is invalid (sharding.go rejects it)');
  if (treeId > MAX_TREE_ID)
    throw new EntryIdError(`tree ID ${treeIdHex} does not fit a positive 64-bit integer`);
  return { entryId, treeId, treeIdHex, uuid: entryId.slice(TREE_ID_HEX) };
}
