import { z } from 'zod';
import { Empty } from './common';

/** A local signing key for creating log entries; the private key never leaves main. */
export const SigningKeyInfo = z.strictObject({
  id: z.string(),
  name: z.string(),
  algorithm: z.enum(['ecdsa-p256', 'ed25519']),
  publicKeyPem: z.string(),
  /** SHA-256 of the DER public key. */
  fingerprint: z.string(),
  source: z.enum(['generated', 'imported']),
  createdAt: z.number(),
  /** Whether the private key survives a restart (depends on the vault). */
  persisted: z.boolean(),
});
export type SigningKeyInfo = z.infer<typeof SigningKeyInfo>;

const KeyList = z.strictObject({ keys: z.array(SigningKeyInfo) });

export const keys = {
  list: { input: Empty, output: KeyList },
  generate: {
    input: z.strictObject({
      name: z.string().trim().min(1).max(80),
      algorithm: z.enum(['ecdsa-p256', 'ed25519']),
    }),
    output: SigningKeyInfo,
  },
  import: {
    input: z.strictObject({
      name: z.string().trim().min(1).max(80),
      privateKeyPem: z.string().min(40).max(16_384),
    }),
    output: SigningKeyInfo,
  },
  remove: { input: z.strictObject({ id: z.string().min(1).max(64) }), output: KeyList },
};
