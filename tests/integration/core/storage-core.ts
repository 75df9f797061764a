// What the storage tests through a real core share: a core signed in as Ada (who owns the demo files) against
// one OAuth sandbox per test file, results unwrapped, and listings.
import type { OpenBrowser } from '../../../src-main/services/accounts/accounts';
import type { Result } from '../../../src-shared/contract/result';
import type { StorageFile } from '../../../src-shared/contract/schemas/storage';
import { startTestCore, type TestCore } from '../../support/test-core';
import { answerConsent, NOBODY, OWNER, oauthSandboxPerFile } from '../sandbox/oauth-harness';

export interface Listing {
  files: StorageFile[];
  nextPageToken: string | null;
  q: string;
}
export interface PerFile {
  results: Array<{ fileId: string; ok: boolean; opId?: string; error?: string }>;
}

export function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/**
 * Starts the file's sandbox (call at the top of a test file); the functions it returns make cores signed in
 * as Ada, or as Grace (the other demo account).
 */
export function storageCores(name = 'storage') {
  const oauth = oauthSandboxPerFile();
  const coreAs = async (sub: string): Promise<TestCore> => {
    const allow: OpenBrowser = async (url) => {
      await fetch(await answerConsent(url, { decision: 'allow', account: sub }));
    };
    const test = await startTestCore(name, oauth().sandbox, undefined, { openBrowser: allow });
    value(await test.call('accounts:signIn', { profileId: 'sandbox' }));
    return test;
  };
  return { oauth, adaCore: () => coreAs(OWNER.sub), graceCore: () => coreAs(NOBODY.sub) };
}

export const list = async (test: TestCore, input: Record<string, unknown>) =>
  value(await test.call<Listing>('storage:list', input));

export async function folderNamed(test: TestCore, parentId: string, name: string): Promise<StorageFile> {
  const { files } = await list(test, { view: { kind: 'folder', folderId: parentId } });
  const found = files.find((file) => file.name === name && file.isFolder);
  if (!found) throw new Error(`no folder "${name}" in ${parentId}: ${files.map((f) => f.name).join(', ')}`);
  return found;
}
