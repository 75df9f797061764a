// The credential files as Google shapes them (tests/fixtures/google/oauth-examples.json), and the wrong
// files a person is likely to pick instead.
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  parseDesktopClient,
  parseServiceAccountKey,
} from '../../../../../src-main/services/accounts/credential-files';

const examples = JSON.parse(
  readFileSync(new URL('../../../../fixtures/google/oauth-examples.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, unknown>>;
const INSTALLED = examples.installed_client_secrets_json!;
/** Google's key shape; its private_key is a placeholder, so each test puts in a real one. */
const KEY_SHAPE = examples.service_account_key_json_shape!;

const pkcs8 = (key: KeyObject) => key.export({ type: 'pkcs8', format: 'pem' }) as string;
const pem = (type: 'rsa' | 'ec') =>
  pkcs8(
    type === 'rsa'
      ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
      : generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey,
  );
const RSA = pem('rsa');
const keyFile = (changes: Record<string, unknown> = {}) =>
  JSON.stringify({ ...KEY_SHAPE, private_key: RSA, ...changes });

function refusal(parse: () => unknown): string {
  try {
    parse();
  } catch (error) {
    expect(error).toMatchObject({ code: 'VALIDATION' });
    return (error as Error).message;
  }
  throw new Error('expected the file to be refused');
}

describe('a service-account key', () => {
  it('is read with what signing needs and what the status names', () => {
    expect(parseServiceAccountKey(keyFile())).toEqual({
      email: 'indexer@operator-console-dev.iam.gserviceaccount.com',
      keyId: '0123456789abcdef0123456789abcdef01234567',
      privateKey: RSA,
      tokenUri: 'https://oauth2.googleapis.com/token',
    });
  });

  it('an OAuth client JSON instead: says which file it is and where each goes', () => {
    expect(refusal(() => parseServiceAccountKey(JSON.stringify(INSTALLED)))).toMatch(
      /^This is an OAuth client JSON \(Desktop app\), not a service-account key: import it as the profile's Google client JSON\. For a key, download one .*Keys → Add key → JSON$/,
    );
    expect(refusal(() => parseServiceAccountKey(JSON.stringify({ web: INSTALLED.installed })))).toMatch(
      /^This is an OAuth client JSON of type Web application, not a service-account key/,
    );
  });

  it("gcloud's user credentials, a file that is not JSON, and JSON of no known kind", () => {
    expect(
      refusal(() => parseServiceAccountKey('{"type":"authorized_user","refresh_token":"1//0x"}')),
    ).toMatch(
      /^This is a user's credentials from gcloud \(authorized_user\)\. Verity needs a service-account key: download one/,
    );
    expect(refusal(() => parseServiceAccountKey('key.pem, not the JSON file'))).toMatch(
      /^The file is not JSON, so not a service-account key: download one/,
    );
    expect(refusal(() => parseServiceAccountKey('[]'))).toMatch(/^The file is JSON but not an object/);
    expect(refusal(() => parseServiceAccountKey('{"name":"x"}'))).toMatch(
      /^This is not a service-account key \(its "type" is not "service_account"\)/,
    );
  });

  it('names the fields a key lacks', () => {
    expect(
      refusal(() => parseServiceAccountKey(keyFile({ private_key_id: '', token_uri: undefined }))),
    ).toMatch(/^The service-account key has no private_key_id, token_uri: it is incomplete or was edited/);
    expect(
      refusal(() => parseServiceAccountKey(keyFile({ token_uri: 'oauth2.googleapis.com/token' }))),
    ).toMatch(/token_uri is not an http\(s\) URL/);
  });

  it('a private key that does not open, or is not RSA, is refused without repeating it', () => {
    const damaged = RSA.replace(/\n[A-Za-z0-9+/]{64}\n/, '\n!!\n');
    const message = refusal(() => parseServiceAccountKey(keyFile({ private_key: damaged })));
    expect(message).toMatch(
      /private_key is not a readable PEM private key: the file is damaged or was edited/,
    );
    for (const line of RSA.split('\n').filter((l) => l.length >= 16)) expect(message).not.toContain(line);
    // The placeholder in Google's documented shape is no key either.
    expect(refusal(() => parseServiceAccountKey(JSON.stringify(KEY_SHAPE)))).toMatch(/not a readable PEM/);
    expect(refusal(() => parseServiceAccountKey(keyFile({ private_key: pem('ec') })))).toMatch(
      /private_key is ec, not RSA: Google signs service-account tokens with RS256 only/,
    );
  });
});

describe('an OAuth client JSON', () => {
  it('a Desktop (installed) client: its id and secret', () => {
    expect(parseDesktopClient(JSON.stringify(INSTALLED))).toEqual({
      clientId: '123456789012-abcdefghijklmnopqrstuvwxyz012345.apps.googleusercontent.com',
      clientSecret: 'GOCSPX-EXAMPLE-NOT-A-SECRET',
    });
  });

  it('a Web application client is refused with what to create instead', () => {
    expect(refusal(() => parseDesktopClient(JSON.stringify({ web: INSTALLED.installed })))).toMatch(
      /^This OAuth client is of type Web application: Verity signs in as a desktop app .* Create one in the Google Cloud console: .*Desktop app, then Download JSON$/,
    );
  });

  it('a service-account key, an incomplete client and other files are refused, each saying so', () => {
    expect(refusal(() => parseDesktopClient(keyFile()))).toMatch(
      /^This is a service-account key, not an OAuth client: import it as the profile's service account\. For signing in, create one/,
    );
    const { client_secret: _, ...noSecret } = INSTALLED.installed as Record<string, unknown>;
    expect(refusal(() => parseDesktopClient(JSON.stringify({ installed: noSecret })))).toMatch(
      /^The OAuth client has no client_secret: it is incomplete or was edited/,
    );
    expect(refusal(() => parseDesktopClient('{"installed":"x"}'))).toMatch(
      /^This is not an OAuth client JSON \(it has no "installed" client\)/,
    );
    expect(refusal(() => parseDesktopClient('not json'))).toMatch(
      /^The file is not JSON, so not an OAuth client JSON/,
    );
  });
});
