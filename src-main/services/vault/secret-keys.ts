import { SERVICE_IDS, type ServiceId } from '../../../src-shared/contract/schemas/common';
import { SECRET_NAMES, type SecretName, type SecretRef } from '../../../src-shared/contract/schemas/vault';

// How the vault names what it keeps in its backend's one map of strings.

export const refKey = (ref: SecretRef) => `${ref.profileId}/${ref.service}/${ref.name}`;
export const serviceKey = (ref: Pick<SecretRef, 'profileId' | 'service'>) =>
  `${ref.profileId}/${ref.service}`;

/**
 * The origin a profile's service secrets were saved for, kept beside them under this prefix: a secret
 * is only ever sent there, and is dropped when its profile's endpoint moves elsewhere.
 */
export const ORIGIN_PREFIX = 'origin/';

/** Signing private keys share the backend map under their own prefix; they are never SecretRefs. */
export const SIGNING_KEY_PREFIX = 'signing-key/';
/**
 * What the accounts service keeps per profile, each one JSON string under `<kind>/<profileId>`: a Google
 * sign-in's tokens, a service-account key with its current access token, the person's own OAuth client.
 */
const ACCOUNT_RECORD_KINDS = ['oauth-grant', 'service-account', 'oauth-client'] as const;
export type AccountRecordKind = (typeof ACCOUNT_RECORD_KINDS)[number];
export const accountRecordKey = (kind: AccountRecordKind, profileId: string) => `${kind}/${profileId}`;
export const isAccountRecordKey = (key: string) =>
  ACCOUNT_RECORD_KINDS.some((kind) => key.startsWith(`${kind}/`));
export const SIGNING_KEY_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function parseKey(key: string): SecretRef | null {
  const [profileId, service, name] = key.split('/');
  if (!profileId || !SERVICE_IDS.includes(service as ServiceId) || !SECRET_NAMES.includes(name as SecretName))
    return null;
  return { profileId, service: service as ServiceId, name: name as SecretName };
}

/**
 * Environment secrets: VERITY_SECRET__<PROFILE>__<SERVICE>__<NAME>, e.g.
 * VERITY_SECRET__PROD__GENAI__APIKEY (profile dashes written as underscores).
 */
export function secretsFromEnv(env: Record<string, string | undefined>): Map<string, string> {
  const found = new Map<string, string>();
  for (const [name, value] of Object.entries(env)) {
    const match = /^VERITY_SECRET__([A-Z0-9_]+)__([A-Z]+)__([A-Z]+)$/.exec(name);
    if (!match || !value) continue;
    const service = SERVICE_IDS.find((s) => s.toUpperCase() === match[2]);
    const secret = SECRET_NAMES.find((s) => s.toUpperCase() === match[3]);
    if (!service || !secret) continue;
    found.set(
      refKey({ profileId: match[1]!.toLowerCase().replaceAll('_', '-'), service, name: secret }),
      value,
    );
  }
  return found;
}
