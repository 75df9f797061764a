// The log's signing key: ECDSA P-256, created on first start and kept for good. A log whose key changed
// would look rotated to every monitor that pinned it (the rotatedKey fault does exactly that, in memory).
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { join } from 'node:path';
import { readTextIfExists, writeFileAtomic } from '../../persistence/durable-files';

/** Rekor v1 uses the host name as key name; the sandbox's port changes, so it uses a fixed name. */
const SANDBOX_LOG_KEY_NAME = 'verity-sandbox';

export interface LogKey {
  /** Name on checkpoint signature lines and in checkpoint origins ("<name> - <tree ID>"). */
  keyName: string;
  privateKey: KeyObject;
  publicKeyPem: string;
  /** SHA-256 of the DER SubjectPublicKeyInfo, hex: Rekor's logID (sigstore/rekor:pkg/api/api.go pubkeyHash). */
  logId: string;
  /** First 4 bytes of the logID: the key hint on checkpoint signature lines (sigstore/rekor:pkg/util/signed_note.go). */
  keyHint: Uint8Array;
}

function logKeyFrom(privateKey: KeyObject, keyName: string = SANDBOX_LOG_KEY_NAME): LogKey {
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ type: 'spki', format: 'der' });
  const logIdBytes = createHash('sha256').update(der).digest();
  return {
    keyName,
    privateKey,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    logId: logIdBytes.toString('hex'),
    keyHint: new Uint8Array(logIdBytes.subarray(0, 4)),
  };
}

/** A fresh P-256 key under the same name: what a log that silently rotated its key would sign with. */
export function generateLogKey(keyName: string = SANDBOX_LOG_KEY_NAME): LogKey {
  return logKeyFrom(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey, keyName);
}

export async function loadOrCreateLogKey(
  dir: string,
  keyName: string = SANDBOX_LOG_KEY_NAME,
): Promise<LogKey> {
  const path = join(dir, 'signing-key.pem');
  const pem = await readTextIfExists(path);
  if (pem === undefined) {
    const key = generateLogKey(keyName);
    await writeFileAtomic(path, key.privateKey.export({ type: 'pkcs8', format: 'pem' }));
    return key;
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch (error) {
    throw new Error(`${path} is not a readable private key: ${(error as Error).message}`, { cause: error });
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error(`${path} must hold an ECDSA P-256 key (Rekor v1 signs checkpoints with one)`);
  }
  return logKeyFrom(key, keyName);
}
