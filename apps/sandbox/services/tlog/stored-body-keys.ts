// Search keys recomputed from a stored body, for entry lines written before keys were stored with them.
// Only what the body still holds is recoverable: verifiers and digests (a DSSE payload's subjects are gone).
import { fromBase64 } from '../../../../src-main/verification/tlog/encoding';
import { verifierFromPem } from './crypto/verifier-material';
import { verifierIndexKeys } from './kinds/canonical-entry';
import { hashKey } from './search-index';

interface HashRecord {
  algorithm?: string;
  value?: string;
}

interface StoredBody {
  kind?: string;
  spec?: {
    data?: { hash?: HashRecord };
    signature?: { publicKey?: { content?: string } };
    signatures?: Array<{ verifier?: string }>;
    payloadHash?: HashRecord;
    envelopeHash?: HashRecord;
    publicKey?: string;
    content?: { payloadHash?: HashRecord; envelope?: { signatures?: Array<{ publicKey?: string }> } };
  };
}

function verifierKeys(base64: string | undefined): string[] {
  if (!base64) return [];
  try {
    return verifierIndexKeys(verifierFromPem(fromBase64(base64)));
  } catch {
    return [];
  }
}

function digestKey(hash: HashRecord | undefined): string[] {
  return hash?.algorithm && hash.value ? [hashKey(hash.algorithm, hash.value)] : [];
}

export function indexKeysFromBody(body: Uint8Array): string[] {
  let parsed: StoredBody;
  try {
    parsed = JSON.parse(Buffer.from(body).toString('utf8')) as StoredBody;
  } catch {
    return [];
  }
  const spec = parsed.spec ?? {};
  switch (parsed.kind) {
    case 'hashedrekord':
    case 'rekord':
      return [...verifierKeys(spec.signature?.publicKey?.content), ...digestKey(spec.data?.hash)];
    case 'dsse':
      return [
        ...(spec.signatures ?? []).flatMap((s) => verifierKeys(s.verifier)),
        ...digestKey(spec.payloadHash),
        ...digestKey(spec.envelopeHash),
      ];
    case 'intoto':
      return [
        ...verifierKeys(spec.publicKey),
        ...(spec.content?.envelope?.signatures ?? []).flatMap((s) => verifierKeys(s.publicKey)),
        ...digestKey(spec.content?.payloadHash),
      ];
    default:
      return [];
  }
}
