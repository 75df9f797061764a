import { join } from 'node:path';
import { createCore, type CoreOptions, type SandboxConnection } from '../core/create-core';
import { passphraseFileBackend } from '../services/vault/passphrase-file-backend';
import { startHost, type RunningHost } from './host-server';

export interface HeadlessOptions {
  dataDir: string;
  rendererDir: string;
  sandbox: SandboxConnection | null;
  sandboxProcess?: CoreOptions['sandboxProcess'];
  version: string;
  port?: number;
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
}

/** Core + headless host, with the passphrase-file vault (unlocked from VERITY_VAULT_PASSPHRASE when set). */
export async function runHeadless(
  options: HeadlessOptions,
): Promise<{ host: RunningHost; close(): Promise<void> }> {
  const env = options.env ?? {};
  const log = options.log ?? ((line: string) => console.error(line));
  const backend = passphraseFileBackend(join(options.dataDir, 'vault.enc'));
  if (env.VERITY_VAULT_PASSPHRASE) await backend.unlock?.(env.VERITY_VAULT_PASSPHRASE);
  const core = await createCore({
    shell: 'headless',
    version: options.version,
    dataDir: options.dataDir,
    secretBackend: backend,
    sandbox: options.sandbox,
    sandboxProcess: options.sandboxProcess,
    env,
    log,
  });
  const host = await startHost({
    router: core.router,
    // Uploads a closed or reloaded page was streaming wait for their file instead of holding a slot.
    onPageClosed: (senderId) => void core.pageClosed(senderId),
    rendererDir: options.rendererDir,
    port: options.port,
    log,
  });
  return {
    host,
    async close() {
      await host.close();
      await core.close();
    },
  };
}
