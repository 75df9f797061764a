// The sandbox's own settings file, <dataDir>/sandbox.json: for now the API key clients must present.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { readTextIfExists, writeFileAtomic } from './persistence/durable-files';

/** Keys travel in a header and in `?key=`, so they stay within URL-safe characters. */
export const API_KEY_PATTERN = /^[A-Za-z0-9._~-]{8,200}$/;
export const API_KEY_RULE = '8-200 characters from A-Z a-z 0-9 . _ ~ -';

const SandboxConfig = z.object({
  apiKey: z.string().regex(API_KEY_PATTERN, API_KEY_RULE),
});

function sandboxConfigPath(dataDir: string): string {
  return join(dataDir, 'sandbox.json');
}

/** "sbx-" and 32 base64url characters (24 random bytes). */
function generateApiKey(): string {
  return `sbx-${randomBytes(24).toString('base64url')}`;
}

/** The given key, else the stored one, else a new one that is stored (mode 0600) for the next start. */
export async function resolveApiKey(dataDir: string, given: string | undefined): Promise<string> {
  if (given !== undefined) {
    if (!API_KEY_PATTERN.test(given)) throw new RangeError(`the API key must be ${API_KEY_RULE}`);
    return given;
  }
  const path = sandboxConfigPath(dataDir);
  const text = await readTextIfExists(path);
  if (text !== undefined) {
    try {
      return SandboxConfig.parse(JSON.parse(text)).apiKey;
    } catch (error) {
      throw new Error(`${path} is not a valid sandbox config: ${(error as Error).message}`, { cause: error });
    }
  }
  const apiKey = generateApiKey();
  await writeFileAtomic(
    path,
    `${JSON.stringify({ apiKey, createdAt: new Date().toISOString() }, null, 2)}\n`,
  );
  return apiKey;
}
