import { join } from 'node:path';
import { createHttpClient } from '../services/http/http-client';
import { redactText } from '../services/http/redact';
import { createInspector } from '../services/inspector/inspector';
import { createProfiles, SANDBOX_PROFILE_ID } from '../services/profiles/profiles';
import { createSandboxControl } from '../services/sandbox/sandbox-control';
import { openDatabase } from '../services/store/database';
import { createLogClient } from '../services/tlog/log-client';
import type { SecretBackend } from '../services/vault/secret-backend';
import { createVault } from '../services/vault/vault';
import { appHandlers } from './handlers/app-handlers';
import { inspectorHandlers } from './handlers/inspector-handlers';
import { logHandlers } from './handlers/log-handlers';
import { profileHandlers } from './handlers/profile-handlers';
import { sandboxHandlers } from './handlers/sandbox-handlers';
import { vaultHandlers } from './handlers/vault-handlers';
import { createRouter, type Handlers, type Router } from './router';

export interface SandboxConnection {
  baseUrl: string;
  apiKey: string;
}

export interface CoreOptions {
  shell: 'electron' | 'headless';
  version: string;
  /** User-data folder: the database and the vault file live here. */
  dataDir: string;
  secretBackend: SecretBackend;
  /** The running sandbox the built-in Sandbox profile points at, if any. */
  sandbox: SandboxConnection | null;
  /** Environment to read secrets from (headless host). */
  env?: Record<string, string | undefined>;
  log?: (message: string, error?: unknown) => void;
}

/** Everything the main process does, with no Electron in sight: both shells sit on this. */
export interface Core {
  router: Router;
  close(): Promise<void>;
}

export async function createCore(options: CoreOptions): Promise<Core> {
  const db = await openDatabase(join(options.dataDir, 'verity.sqlite'));
  const vault = await createVault({
    backend: options.secretBackend,
    env: options.env,
    sandboxKey: options.sandbox ? { profileId: SANDBOX_PROFILE_ID, value: options.sandbox.apiKey } : null,
  });
  const secrets = () => vault.allValues();
  const inspector = createInspector({ secrets });
  const http = createHttpClient({ inspector });
  const profiles = createProfiles({ db, sandboxBaseUrl: options.sandbox?.baseUrl ?? null });
  const control = createSandboxControl({
    http,
    baseUrl: options.sandbox?.baseUrl ?? null,
    apiKey: options.sandbox?.apiKey ?? null,
  });
  const log = createLogClient({ http, profiles });

  const handlers: Handlers = {
    ...appHandlers({ shell: options.shell, version: options.version, dataDir: options.dataDir }),
    ...logHandlers({ log }),
    ...inspectorHandlers({ inspector }),
    ...profileHandlers({ profiles }),
    ...vaultHandlers({ vault }),
    ...sandboxHandlers({ control }),
  };

  // Unexpected errors are logged in main only, with every known secret removed.
  const logError = (error: unknown) => {
    const text =
      error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
    (options.log ?? ((m: string) => console.error(m)))(redactText(text, secrets()));
  };

  return {
    router: createRouter(handlers, logError),
    close: () => db.close(),
  };
}
