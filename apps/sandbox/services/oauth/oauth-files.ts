// The two credential files a user points scripts at, in Google's own JSON shapes: oauth-client.json (an
// "installed" Desktop client, as the Cloud console downloads it) and service-account.json (a key as IAM
// creates it). Made on first start and kept: IDs, secret and key never change; the URIs follow the
// sandbox's current base URL (its port may change between starts), so the files are rewritten only then.
// Google's certificate URLs are left out: the sandbox serves no certificates.
import { generateKeyPair, randomBytes, randomInt } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { readTextIfExists, writeFileAtomic } from '../../persistence/durable-files';

const PROJECT_ID = 'verity-sandbox';
export const AUTHORIZATION_PATH = '/o/oauth2/v2/auth';
export const TOKEN_PATH = '/token';

const InstalledClientFile = z.object({
  installed: z.object({
    client_id: z.string().min(1),
    client_secret: z.string().min(1),
  }),
});

const ServiceAccountFile = z.object({
  type: z.literal('service_account'),
  client_email: z.string().min(1),
  client_id: z.string().min(1),
  private_key_id: z.string().min(1),
  private_key: z.string().includes('PRIVATE KEY'),
});

export interface OAuthCredentials {
  clientFile: string;
  serviceAccountFile: string;
  client: { id: string; secret: string };
  serviceAccount: { email: string; clientId: string; privateKeyId: string; privateKeyPem: string };
}

function digits(count: number): string {
  return Array.from({ length: count }, (_, i) => String(randomInt(i === 0 ? 1 : 0, 10))).join('');
}

function newClient(): OAuthCredentials['client'] {
  const suffix = Array.from({ length: 32 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[randomInt(36)]).join(
    '',
  );
  return {
    id: `${digits(12)}-${suffix}.apps.googleusercontent.com`,
    secret: `GOCSPX-${randomBytes(21).toString('base64url')}`,
  };
}

async function newServiceAccount(): Promise<OAuthCredentials['serviceAccount']> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    email: `indexer@${PROJECT_ID}.iam.gserviceaccount.com`,
    clientId: digits(21),
    privateKeyId: randomBytes(20).toString('hex'),
    privateKeyPem: privateKey,
  };
}

/** Parses a file the sandbox wrote before; undefined when there is none, an error naming it when it is damaged. */
async function readExisting<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T> | undefined> {
  const text = await readTextIfExists(path);
  if (text === undefined) return undefined;
  let problem: string;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    problem = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  } catch (error) {
    problem = (error as Error).message;
  }
  throw new Error(
    `${path} is not a credential file the sandbox can read (${problem}); delete it and restart the sandbox to make a new one`,
  );
}

async function writeIfChanged(path: string, value: unknown): Promise<void> {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  if ((await readTextIfExists(path)) !== text) await writeFileAtomic(path, text);
}

/** Where the two files are in a data folder. */
export function oauthFilePaths(dataDir: string): { clientFile: string; serviceAccountFile: string } {
  return {
    clientFile: join(dataDir, 'oauth-client.json'),
    serviceAccountFile: join(dataDir, 'service-account.json'),
  };
}

/** Reads (or on first start creates) both files in `dataDir` and points their URIs at `baseUrl`. */
export async function ensureOAuthCredentials(dataDir: string, baseUrl: string): Promise<OAuthCredentials> {
  const { clientFile, serviceAccountFile } = oauthFilePaths(dataDir);
  const storedClient = (await readExisting(clientFile, InstalledClientFile))?.installed;
  const client = storedClient
    ? { id: storedClient.client_id, secret: storedClient.client_secret }
    : newClient();
  const storedAccount = await readExisting(serviceAccountFile, ServiceAccountFile);
  const serviceAccount = storedAccount
    ? {
        email: storedAccount.client_email,
        clientId: storedAccount.client_id,
        privateKeyId: storedAccount.private_key_id,
        privateKeyPem: storedAccount.private_key,
      }
    : await newServiceAccount();

  await writeIfChanged(clientFile, {
    installed: {
      client_id: client.id,
      project_id: PROJECT_ID,
      auth_uri: `${baseUrl}${AUTHORIZATION_PATH}`,
      token_uri: `${baseUrl}${TOKEN_PATH}`,
      client_secret: client.secret,
      redirect_uris: ['http://127.0.0.1'],
    },
  });
  await writeIfChanged(serviceAccountFile, {
    type: 'service_account',
    project_id: PROJECT_ID,
    private_key_id: serviceAccount.privateKeyId,
    private_key: serviceAccount.privateKeyPem,
    client_email: serviceAccount.email,
    client_id: serviceAccount.clientId,
    auth_uri: `${baseUrl}${AUTHORIZATION_PATH}`,
    token_uri: `${baseUrl}${TOKEN_PATH}`,
    universe_domain: 'googleapis.com',
  });
  return { clientFile, serviceAccountFile, client, serviceAccount };
}
