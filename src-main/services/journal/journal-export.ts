import { createHash, createPublicKey } from 'node:crypto';
import { VerityError } from '../../../src-shared/contract/result';
import type { JournalExport, JournalPublicKey } from '../../../src-shared/contract/schemas/journal';
import { formatCheckpoint, formatCheckpointBody } from '../../verification/tlog/checkpoint';
import { fromHex, utf8Encode } from '../../verification/tlog/encoding';
import { formatSignatureLine } from '../../verification/tlog/signed-note';
import { signMessage } from '../keys/signers';
import type { SigningKeys } from '../keys/signing-keys';
import type { Journal } from './journal';

/** The key name on the checkpoint's signature line. */
export const JOURNAL_KEY_NAME = 'verity-journal';

type Filters = JournalExport['filters'];

/** SHA-256 of the DER (SPKI) public key: its first 4 bytes are the signature line's key ID. */
const publicKeyDigest = (publicKeyPem: string): Buffer =>
  createHash('sha256')
    .update(createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' }))
    .digest();

/**
 * The journal's head as a signed checkpoint (C2SP tlog-checkpoint: origin, size, base64 root hash), the size
 * being the number of records and the root the last record's hash. The origin names the key's fingerprint,
 * so heads signed by different consoles read as different journals. The key ID on the signature line is
 * the first 4 bytes of SHA-256 of the DER public key, as for Rekor v1's ECDSA checkpoints, so the log's
 * checkpoint verification verifies it.
 */
function signJournalHead(
  head: JournalExport['head'],
  key: { publicKeyPem: string; privateKeyPem: string },
): JournalExport['checkpoint'] {
  if (!/^[0-9a-f]{64}$/.test(head.hash)) {
    throw new VerityError(
      'CONFLICT',
      "The journal's newest record holds no valid hash: it was changed outside Verity. Verify journal names it",
    );
  }
  const keyId = publicKeyDigest(key.publicKeyPem);
  const body = {
    origin: `${JOURNAL_KEY_NAME}/${keyId.subarray(0, 8).toString('hex')}`,
    size: BigInt(head.records),
    rootHash: fromHex(head.hash),
    extensions: [],
  };
  const text = formatCheckpointBody(body);
  const signature = signMessage(key.privateKeyPem, 'ecdsa-p256', utf8Encode(text));
  const line = formatSignatureLine(JOURNAL_KEY_NAME, new Uint8Array(keyId.subarray(0, 4)), signature);
  return { note: formatCheckpoint(body, [line]), key: { name: JOURNAL_KEY_NAME, pem: key.publicKeyPem } };
}

/** Export: the selected operations' records with their chain fields, and the signed head of the whole chain. */
export function createJournalExport(deps: { journal: Journal; keys: SigningKeys; now?: () => number }) {
  const now = deps.now ?? Date.now;
  return async (filters: Filters): Promise<JournalExport> => {
    const key = await deps.keys.journalKey();
    const { records, head } = deps.journal.records(filters);
    return {
      type: 'verity-journal',
      version: 1,
      exportedAt: new Date(now()).toISOString(),
      filters,
      records,
      head,
      checkpoint: signJournalHead(head, key),
    };
  };
}

/**
 * The journal key's public half, for a reader to keep as the key they trust (verity-audit's `--key`) instead of
 * the copy an export carries. Made on first use, as export makes it, so it is the key the next export signs with.
 */
export function createJournalPublicKey(deps: { keys: SigningKeys }) {
  return async (): Promise<JournalPublicKey> => {
    const { publicKeyPem } = await deps.keys.journalKey();
    const digest = publicKeyDigest(publicKeyPem);
    return {
      name: JOURNAL_KEY_NAME,
      pem: publicKeyPem,
      keyId: digest.subarray(0, 4).toString('hex'),
      fingerprint: digest.toString('hex'),
    };
  };
}
