// The log's identity: its ECDSA P-256 signing key and its tree ID, created on first start and kept for
// good — a log that changed either would look forked or rotated to every monitor that saw it before.
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { readTextIfExists, writeFileAtomic } from '../../persistence/durable-files';

/** Rekor v1 uses the host name as key name; the sandbox's port changes, so it uses a fixed name. */
export const SANDBOX_LOG_KEY_NAME = 'verity-sandbox';

export interface LogIdentity {
  keyName: string;
  /** Trillian tree ID: non-zero, 63-bit; decimal in LogInfo and checkpoints, 16 hex digits in entry IDs. */
  treeId: bigint;
  privateKey: KeyObject;
  publicKeyPem: string;
  /** SHA-256 of the DER SubjectPublicKeyInfo, hex: Rekor's logID (sigstore/rekor:pkg/signer). */
  logId: string;
  /** First 4 bytes of the logID: the key hint on checkpoint signature lines (sigstore/rekor:pkg/util/signed_note.go). */
  keyHint: Uint8Array;
}

const LogState = z.strictObject({
  treeID: z.string().regex(/^[1-9][0-9]{0,18}$/, 'a non-zero decimal tree ID'),
  keyName: z.string().min(1),
  createdAt: z.string(),
});

const MAX_TREE_ID = 2n ** 63n - 1n;

export async function loadOrCreateLogIdentity(dir: string): Promise<LogIdentity> {
  const privateKey = await loadOrCreateSigningKey(join(dir, 'signing-key.pem'));
  const state = await loadOrCreateLogState(join(dir, 'log.json'));
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ type: 'spki', format: 'der' });
  const logIdBytes = createHash('sha256').update(der).digest();
  return {
    keyName: state.keyName,
    treeId: BigInt(state.treeID),
    privateKey,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    logId: logIdBytes.toString('hex'),
    keyHint: new Uint8Array(logIdBytes.subarray(0, 4)),
  };
}

async function loadOrCreateSigningKey(path: string): Promise<KeyObject> {
  const pem = await readTextIfExists(path);
  if (pem === undefined) {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    await writeFileAtomic(path, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    return privateKey;
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
  return key;
}

async function loadOrCreateLogState(path: string): Promise<z.infer<typeof LogState>> {
  const text = await readTextIfExists(path);
  if (text === undefined) {
    const state = {
      treeID: randomTreeId().toString(10),
      keyName: SANDBOX_LOG_KEY_NAME,
      createdAt: new Date().toISOString(),
    };
    await writeFileAtomic(path, `${JSON.stringify(state, null, 2)}\n`);
    return state;
  }
  let parsed: z.infer<typeof LogState>;
  try {
    parsed = LogState.parse(JSON.parse(text));
  } catch (error) {
    throw new Error(`${path} is not valid log state: ${(error as Error).message}`, { cause: error });
  }
  if (BigInt(parsed.treeID) > MAX_TREE_ID)
    throw new Error(`${path}: tree ID ${parsed.treeID} is wider than 63 bits`);
  return parsed;
}

/** A random non-zero 63-bit tree ID, like Trillian's (tree ID 0 is invalid in Rekor entry IDs). */
function randomTreeId(): bigint {
  for (;;) {
    const id = randomBytes(8).readBigUInt64BE() & MAX_TREE_ID;
    if (id !== 0n) return id;
  }
}
