import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { ConsoleProcess } from './console-process';
import { expect } from './fixtures';

/** The sandbox's service-account key, imported for the Sandbox profile as a person would in Settings → Accounts. */
export async function importSandboxServiceAccount(app: Page, running: ConsoleProcess) {
  const keyFile = join(running.dataDir, 'sandbox', 'service-account.json');
  await expect.poll(() => readFile(keyFile, 'utf8').then(Boolean, () => false)).toBe(true);
  const json = await readFile(keyFile, 'utf8');
  const imported = await app.evaluate(
    async (key) =>
      (await window.verity!.accounts.importServiceAccount({ profileId: 'sandbox', json: key })).ok,
    json,
  );
  expect(imported).toBe(true);
}
