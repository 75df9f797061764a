// Helpers for the download tests: a headless core signed in as Ada (its data folder kept by the caller, so a
// second core can open it after the first closed), files made through the official Drive client, and the
// downloads queued through `transfers.download`.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { drive_v3 } from '@googleapis/drive';
import type { CoreOptions } from '../../../src-main/core/create-core';
import { memoryBackend, type SecretBackend } from '../../../src-main/services/vault/secret-backend';
import type { Transfer } from '../../../src-shared/contract/schemas/transfers';
import type { TestCore } from '../../support/test-core';
import { tempDir } from '../../support/temp-dir';
import type { OAuthSandbox } from '../sandbox/oauth-harness';
import { adaHeadlessCore } from './storage-upload-harness';
import { unwrapCall } from './transfer-harness';

/** A keychain kept in memory across the cores of one test, as the desktop's outlives a restart. */
export function keptKeychain(): SecretBackend {
  let saved: Record<string, string> = {};
  return {
    kind: 'keychain',
    state: () => ({ persistent: true, locked: false, warning: null, allowInsecure: false }),
    load: async () => ({ ...saved }),
    save: async (entries) => {
      saved = { ...entries };
    },
  };
}

/**
 * A core on `dataDir` signed in to the sandbox as Ada; closing it leaves the folder. A second core on the same
 * folder is given the first one's secret backend (keptKeychain), so it starts signed in.
 */
export const adaCoreIn = (
  oauth: OAuthSandbox,
  dataDir: string,
  secretBackend: SecretBackend = memoryBackend(),
  shell: Pick<CoreOptions, 'pickFolder'> = {},
): Promise<TestCore> =>
  adaHeadlessCore(
    dataDir,
    { baseUrl: oauth.sandbox.baseUrl, apiKey: oauth.sandbox.apiKey },
    secretBackend,
    shell,
  );

/** Runs `work` with a core of its own on a fresh data folder, then closes the core and removes the folder. */
export async function inAdaCore(
  oauth: OAuthSandbox,
  work: (test: TestCore, dir: { path: string }) => Promise<void>,
): Promise<void> {
  const dir = await tempDir('downloads');
  const test = await adaCoreIn(oauth, dir.path);
  try {
    await work(test, dir);
  } finally {
    await test.close();
    await dir.remove();
  }
}

export interface Downloads {
  transfers: Transfer[];
  skipped: Array<{ path: string; reason: string }>;
  pageSaves: boolean;
}

export const download = (test: TestCore, input: Record<string, unknown>) =>
  unwrapCall<Downloads>(test, 'transfers:download', { profileId: 'sandbox', service: 'storage', ...input });

/** Uploads `bytes` (random ones of `size` when a number) as Ada; the file's ID and its bytes. */
export async function storedFile(
  ada: drive_v3.Drive,
  name: string,
  content: number | Buffer,
  parents?: string[],
): Promise<{ id: string; bytes: Buffer }> {
  const bytes = typeof content === 'number' ? randomBytes(content) : content;
  const { data } = await ada.files.create({
    requestBody: { name, ...(parents ? { parents } : {}) },
    media: { mimeType: 'application/octet-stream', body: Readable.from([bytes]) },
    fields: 'id',
  });
  return { id: data.id!, bytes };
}

/** The page's side of a finished download in the headless host: every piece read back through readChunk. */
export async function readBack(test: TestCore, id: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const piece = await unwrapCall<{ data: string; size: number }>(test, 'transfers:readChunk', {
      id,
      offset,
    });
    const bytes = Buffer.from(piece.data, 'base64');
    parts.push(bytes);
    offset += bytes.byteLength;
    if (offset >= piece.size || bytes.byteLength === 0) return Buffer.concat(parts);
  }
}
