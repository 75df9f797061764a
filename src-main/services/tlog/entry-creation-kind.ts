import { createHash } from 'node:crypto';
import { VerityError } from '../../../src-shared/contract/result';
import { decodeBase64 } from '../../verification/tlog/encoding';
import type { BegunOperation, CheckFinding, OperationKind } from '../journal/operation-kinds';
import type { RekorApi } from './rekor-api';
import { RETRIEVE_BATCH } from './rekor-schemas';

export const CREATE_ENTRY = 'create-entry';

const ENTRIES_PATH = '/api/v1/log/entries';

/** SHA-256 (hex) of a signature's bytes: what the journal keeps to recognise the entry later. */
export const signatureDigest = (signature: Uint8Array): string =>
  createHash('sha256').update(signature).digest('hex');

/** Every string in a JSON value (an entry body's fields, wherever its type keeps the signature). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(strings);
}

/** Whether an entry's body carries the signature: hashedrekord in spec.signature, dsse in spec.signatures. */
function carriesSignature(bodyBase64: string, digest: string): boolean {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(bodyBase64, 'base64').toString('utf8'));
  } catch {
    return false;
  }
  return strings(body).some((text) => {
    const bytes = decodeBase64(text);
    return bytes !== null && bytes.length > 0 && signatureDigest(bytes) === digest;
  });
}

/**
 * Entry creation in the transparency log. Check asks the log the entry was sent to: its search index by the
 * artifact's (or DSSE payload's) digest, then each entry found, for one that carries the operation's
 * signature (a signature is new for every entry created, so it names this operation's entry and no other).
 * Undo is impossible: the log is append-only.
 */
export function createEntryKind(deps: { api: RekorApi }): OperationKind {
  async function check(op: BegunOperation): Promise<CheckFinding> {
    const { signatureSha256 } = op.request;
    const digest = op.request.artifactSha256 ?? op.request.payloadSha256;
    if (typeof signatureSha256 !== 'string' || typeof digest !== 'string') {
      throw new VerityError(
        'CONFLICT',
        'This operation was journaled without its signature digest, so the log cannot be asked for its entry: ' +
          `search the log at ${op.target} for the digest yourself`,
      );
    }
    const endpoint = {
      profileId: op.profileId ?? '',
      baseUrl: op.target.endsWith(ENTRIES_PATH) ? op.target.slice(0, -ENTRIES_PATH.length) : op.target,
    };
    const ids = [...new Set(await deps.api.searchIndex(endpoint, { hash: `sha256:${digest}` }))];
    for (let i = 0; i < ids.length; i += RETRIEVE_BATCH) {
      const entries = await deps.api.retrieve(endpoint, { entryUUIDs: ids.slice(i, i + RETRIEVE_BATCH) });
      const entry = entries.find((served) => carriesSignature(served.entry.body.text, signatureSha256));
      if (entry) {
        return {
          outcome: 'ok',
          response: {
            found: 'The log holds the entry: the operation took effect',
            entryId: entry.entryId,
            logIndex: entry.entry.logIndex.toString(),
          },
        };
      }
    }
    return {
      outcome: 'failed',
      response: {
        found: 'not found',
        message: `The log holds no entry with this operation's signature (${ids.length} with its digest): it never took effect`,
      },
    };
  }

  return {
    service: 'tlog',
    kind: CREATE_ENTRY,
    check,
    notUndoable:
      'a transparency log is append-only, so an entry once logged stays in it for good. ' +
      'To withdraw what it vouches for, revoke or rotate the key that signed it',
  };
}
