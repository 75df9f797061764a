// Demo data for a fresh log: hashedrekord entries an operator would recognise — one signer's ECDSA P-256
// key, distinct artifacts, real signatures — integrated at irregular times over the past day.
import { createHash, generateKeyPairSync, randomBytes, randomInt, sign } from 'node:crypto';
import type { NewEntry } from './entry-log';
import { canonicalHashedRekordBody } from './hashedrekord';

export const SEED_ENTRY_COUNT = 12;

const DAY_SECONDS = 24 * 60 * 60;

export function createSeedEntries(count: number = SEED_ENTRY_COUNT, now: Date = new Date()): NewEntry[] {
  const signer = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const publicKeyPem = signer.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const step = Math.max(1, Math.floor(DAY_SECONDS / (count + 1)));
  let integratedTime = nowSeconds - DAY_SECONDS;
  return Array.from({ length: count }, () => {
    // An artifact is only ever represented by its digest in a hashedrekord entry; the bytes are not kept.
    const artifact = randomBytes(randomInt(512, 4096));
    const sha256Hex = createHash('sha256').update(artifact).digest('hex');
    // ECDSA with SHA-256 signs the artifact's SHA-256 digest: the signature verifies against sha256Hex.
    const signature = sign('sha256', artifact, signer.privateKey);
    integratedTime = Math.min(nowSeconds, integratedTime + randomInt(Math.ceil(step / 2), step + 1));
    return { body: canonicalHashedRekordBody({ sha256Hex, signature, publicKeyPem }), integratedTime };
  });
}
