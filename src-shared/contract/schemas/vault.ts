import { z } from 'zod';
import { Empty, ProfileId, ServiceId } from './common';

export const SECRET_NAMES = ['apiKey', 'clientSecret', 'refreshToken', 'serviceAccountKey'] as const;
export const SecretName = z.enum(SECRET_NAMES);
export type SecretName = z.infer<typeof SecretName>;

export const SecretRef = z.strictObject({ profileId: ProfileId, service: ServiceId, name: SecretName });
export type SecretRef = z.infer<typeof SecretRef>;

const VaultBackend = z.enum(['keychain', 'passphrase-file', 'memory']);
type VaultBackend = z.infer<typeof VaultBackend>;

/** What the renderer may know about secrets: that they exist, never their values. */
export const VaultStatus = z.strictObject({
  backend: VaultBackend,
  /** Whether secrets set now survive a restart. */
  persistent: z.boolean(),
  /** Passphrase-file vault: true until unlocked. */
  locked: z.boolean(),
  /** Set when persistence is refused or weak, in words a person can act on. */
  warning: z.string().nullable(),
  allowInsecureBackend: z.boolean(),
  secrets: z.array(
    SecretRef.extend({
      source: z.enum(['user', 'environment', 'sandbox']),
      persisted: z.boolean(),
    }),
  ),
});
export type VaultStatus = z.infer<typeof VaultStatus>;

export const vault = {
  status: { input: Empty, output: VaultStatus },
  setSecret: {
    input: SecretRef.extend({ value: z.string().min(1).max(16_384) }),
    output: VaultStatus,
  },
  deleteSecret: { input: SecretRef, output: VaultStatus },
  unlock: { input: z.strictObject({ passphrase: z.string().min(8).max(1024) }), output: VaultStatus },
  setPolicy: { input: z.strictObject({ allowInsecureBackend: z.boolean() }), output: VaultStatus },
};
