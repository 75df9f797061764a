import { VerityError } from '../../../src-shared/contract/result';
import type { Profiles } from '../profiles/profiles';
import { redactText } from '../http/redact';
import type { Vault } from '../vault/vault';

/** Where generation calls go and the key they carry; the key never leaves main. */
export interface GenaiTarget {
  profileId: string;
  baseUrl: string;
  apiKey: string;
  /** The only origin the key may be sent to: the one it was saved for. */
  keyOrigin: string;
}

/** The given (or the active) profile's generation endpoint and its API key from the vault. */
export function resolveGenaiTarget(
  profiles: Profiles,
  vault: Pick<Vault, 'reveal'>,
  forProfile?: string,
): GenaiTarget {
  const { profileId, baseUrl } = profiles.endpoint('genai', forProfile);
  const key = vault.reveal({ profileId, service: 'genai', name: 'apiKey' });
  if (!key) {
    throw new VerityError(
      'VAULT',
      `No API key for this profile "${profileId}": add its generation API key in Settings → Credentials`,
    );
  }
  return { profileId, baseUrl, apiKey: key.value, keyOrigin: key.origin };
}

/**
 * The headers a generation call to `url` sends: the key as x-goog-api-key, never in the URL, and
 * never to an origin other than the one it was saved for.
 */
export function genaiHeaders(target: GenaiTarget, url: string, json: boolean): Record<string, string> {
  const origin = new URL(url).origin;
  if (origin !== target.keyOrigin) {
    throw new VerityError(
      'VAULT',
      `The API key of profile "${target.profileId}" was saved for ${target.keyOrigin}, so Verity will not send it to ${origin}: enter the key again in Settings`,
    );
  }
  const key = { 'x-goog-api-key': target.apiKey };
  return json ? { 'content-type': 'application/json', ...key } : key;
}

/**
 * A value bound for the renderer with every known secret replaced, in case a server echoes a key
 * back. Secrets are API keys and tokens (no quotes or backslashes), so replacing them in the JSON
 * text cannot break its syntax.
 */
export function withoutSecrets<T>(value: T, secrets: readonly string[]): T {
  const text = JSON.stringify(value);
  if (!secrets.some((secret) => secret.length >= 4 && text.includes(secret))) return value;
  return JSON.parse(redactText(text, secrets)) as T;
}
