import { VerityError } from '../../../src-shared/contract/result';
import type { Profiles } from '../profiles/profiles';
import { redactText } from '../http/redact';
import type { Vault } from '../vault/vault';

/** Where generation calls go and the key they carry; the key never leaves main. */
export interface GenaiTarget {
  profileId: string;
  baseUrl: string;
  apiKey: string;
}

/** The active profile's generation endpoint and its API key from the vault. */
export function resolveGenaiTarget(profiles: Profiles, vault: Pick<Vault, 'reveal'>): GenaiTarget {
  const { profileId, baseUrl } = profiles.endpoint('genai');
  const apiKey = vault.reveal({ profileId, service: 'genai', name: 'apiKey' });
  if (!apiKey) {
    throw new VerityError(
      'VAULT',
      `No API key for the generation service in profile "${profileId}": add one in Settings`,
    );
  }
  return { profileId, baseUrl, apiKey };
}

/** The headers every generation call sends: the key as x-goog-api-key, never in the URL. */
export function genaiHeaders(target: GenaiTarget, json: boolean): Record<string, string> {
  return json
    ? { 'content-type': 'application/json', 'x-goog-api-key': target.apiKey }
    : { 'x-goog-api-key': target.apiKey };
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
