// The two Google credential files a person imports, read as Google writes them: a service-account key
// (IAM → Service accounts → Keys) and an OAuth client of type Desktop app (APIs & Services → Credentials).
// Every refusal says which file this is instead and where the right one comes from; none repeats a value
// from the file, since the file may hold a private key.
import { createPrivateKey } from 'node:crypto';
import { VerityError } from '../../../src-shared/contract/result';

/** What Verity keeps of a service-account key: what signing needs, and what the status names. */
export interface ServiceAccountKey {
  email: string;
  keyId: string;
  /** PEM (PKCS#8, as IAM gives it); never leaves main. */
  privateKey: string;
  tokenUri: string;
}

/** What Verity keeps of an installed (Desktop app) OAuth client. */
export interface DesktopClient {
  clientId: string;
  clientSecret: string;
}

const WHERE_KEYS =
  'download one in the Google Cloud console: IAM & Admin → Service accounts → the account → Keys → Add key → JSON';
const WHERE_CLIENTS =
  'create one in the Google Cloud console: APIs & Services → Credentials → Create credentials → OAuth client ID → ' +
  'Desktop app, then Download JSON';

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const refused = (message: string) => new VerityError('VALIDATION', message);

function parseObject(text: string, what: string, where: string): JsonObject {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refused(`The file is not JSON, so not ${what}: ${where}`);
  }
  if (!isObject(value)) throw refused(`The file is JSON but not an object, so not ${what}: ${where}`);
  return value;
}

/** Which other Google credential file this is, in words; undefined when it is none Verity knows. */
function otherKind(json: JsonObject): string | undefined {
  if (isObject(json.installed)) return 'an OAuth client JSON (Desktop app)';
  if (isObject(json.web)) return 'an OAuth client JSON of type Web application';
  if (json.type === 'service_account') return 'a service-account key';
  if (json.type === 'authorized_user') return "a user's credentials from gcloud (authorized_user)";
  if (json.type === 'external_account')
    return 'a workload identity federation configuration (external_account)';
  if (json.type === 'impersonated_service_account') return 'an impersonation configuration';
  return undefined;
}

/** The names of the fields that are missing or not non-empty strings. */
const missingStrings = (json: JsonObject, names: string[]) =>
  names.filter((name) => typeof json[name] !== 'string' || (json[name] as string).trim() === '');

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A service-account key file's text, checked: the fields signing needs, and an RSA private key that opens. */
export function parseServiceAccountKey(text: string): ServiceAccountKey {
  const json = parseObject(text, 'a service-account key', WHERE_KEYS);
  if (json.type !== 'service_account') {
    const kind = otherKind(json);
    if (kind?.startsWith('an OAuth client'))
      throw refused(
        `This is ${kind}, not a service-account key: import it as the profile's Google client JSON. For a key, ${WHERE_KEYS}`,
      );
    throw refused(
      `This is ${kind ?? 'not a service-account key (its "type" is not "service_account")'}. Verity needs a service-account key: ${WHERE_KEYS}`,
    );
  }
  const missing = missingStrings(json, ['client_email', 'private_key', 'private_key_id', 'token_uri']);
  if (missing.length > 0)
    throw refused(
      `The service-account key has no ${missing.join(', ')}: it is incomplete or was edited; ${WHERE_KEYS}`,
    );
  const key = {
    email: json.client_email as string,
    keyId: json.private_key_id as string,
    privateKey: json.private_key as string,
    tokenUri: json.token_uri as string,
  };
  if (!isHttpUrl(key.tokenUri))
    throw refused(
      `The service-account key's token_uri is not an http(s) URL: the file was edited; ${WHERE_KEYS}`,
    );
  let type: string | undefined;
  try {
    type = createPrivateKey(key.privateKey).asymmetricKeyType;
  } catch {
    throw refused(
      `The service-account key's private_key is not a readable PEM private key: the file is damaged or was edited; ${WHERE_KEYS}`,
    );
  }
  if (type !== 'rsa')
    throw refused(
      `The service-account key's private_key is ${type ?? 'of an unknown type'}, not RSA: Google signs service-account ` +
        `tokens with RS256 only; ${WHERE_KEYS}`,
    );
  return key;
}

/** An OAuth client file's text, checked: an installed (Desktop app) client with its id and secret. */
export function parseDesktopClient(text: string): DesktopClient {
  const json = parseObject(text, 'an OAuth client JSON', WHERE_CLIENTS);
  if (!isObject(json.installed)) {
    const kind = otherKind(json);
    if (kind === 'a service-account key')
      throw refused(
        "This is a service-account key, not an OAuth client: import it as the profile's service account. " +
          `For signing in, ${WHERE_CLIENTS}`,
      );
    if (kind?.includes('Web application'))
      throw refused(
        'This OAuth client is of type Web application: Verity signs in as a desktop app (a loopback redirect, ' +
          `which Google allows for Desktop clients only). ${WHERE_CLIENTS[0]!.toUpperCase()}${WHERE_CLIENTS.slice(1)}`,
      );
    throw refused(
      `This is ${kind ?? 'not an OAuth client JSON (it has no "installed" client)'}: ${WHERE_CLIENTS}`,
    );
  }
  const missing = missingStrings(json.installed, ['client_id', 'client_secret']);
  if (missing.length > 0)
    throw refused(
      `The OAuth client has no ${missing.join(', ')}: it is incomplete or was edited; ${WHERE_CLIENTS}`,
    );
  return {
    clientId: json.installed.client_id as string,
    clientSecret: json.installed.client_secret as string,
  };
}
