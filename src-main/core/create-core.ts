import { join } from 'node:path';
import { VerityError } from '../../src-shared/contract/result';
import { createAccounts, type OpenBrowser } from '../services/accounts/accounts';
import { createAnalytics } from '../services/analytics/analytics';
import { createChangesPositions } from '../services/storage/changes-position';
import { createSavedSearches } from '../services/storage/saved-searches';
import { createStorage } from '../services/storage/storage';
import { createOAuthClients } from '../services/accounts/oauth-clients';
import { createServiceAccounts } from '../services/accounts/service-accounts';
import { createHttpClient } from '../services/http/http-client';
import { createStreamingHttp } from '../services/http/http-stream';
import { createChatStore } from '../services/chat/chat-store';
import { createPresetStore } from '../services/chat/preset-store';
import { createGenaiClient } from '../services/genai/genai-client';
import { createGoogleClient } from '../services/google/google-client';
import { INDEXING_V3 } from '../services/google/generated/indexing-v3';
import { resolveGenaiTarget } from '../services/genai/genai-target';
import { createFilesClient } from '../services/genai/files/files-client';
import { redactText } from '../services/http/redact';
import { createInspector } from '../services/inspector/inspector';
import { createJournal } from '../services/journal/journal';
import { createJournalExport, createJournalPublicKey } from '../services/journal/journal-export';
import { createOperationKinds } from '../services/journal/operation-kinds';
import { createProfiles, SANDBOX_PROFILE_ID } from '../services/profiles/profiles';
import { createSandboxControl } from '../services/sandbox/sandbox-control';
import type { SandboxConnection, SupervisedSandbox } from '../services/sandbox/sandbox-process';
import { followSandboxRestarts } from '../services/sandbox/sandbox-restarts';
import { openDatabase } from '../services/store/database';
import { createAuditService } from '../services/audit/audit-service';
import { createSigningKeys } from '../services/keys/signing-keys';
import { createAlertStore } from '../services/monitor/alert-store';
import { createMonitor } from '../services/monitor/monitor';
import type { Clock } from '../services/monitor/scheduler';
import { createEntryCreation } from '../services/tlog/entry-creation';
import { createEntryVerifier } from '../services/tlog/entry-verifier';
import { createInclusionDiagnosis } from '../services/tlog/inclusion-diagnosis';
import { createLogClient } from '../services/tlog/log-client';
import { createLogSearch } from '../services/tlog/log-search';
import { createRekorApi } from '../services/tlog/rekor-api';
import { createLogKeyChecker } from '../services/trust/log-key-check';
import { createTransferEngine } from '../services/transfers/transfer-engine';
import { genaiUploadProtocol } from '../services/transfers/genai-upload-protocol';
import { storageUploads } from '../services/transfers/storage-small-upload';
import { createStorageMedia } from '../services/transfers/storage-media';
import { createTransferStore } from '../services/transfers/transfer-store';
import { createTrustStore } from '../services/trust/trust-store';
import { createUrlList } from '../services/urls/url-list';
import { senderIdentity } from '../services/urls/url-sites';
import { createServiceClock } from '../services/urls/service-day';
import { createUrlQueue } from '../services/urls/url-queue';
import type { SecretBackend } from '../services/vault/secret-backend';
import { createVault } from '../services/vault/vault';
import { accountsHandlers } from './handlers/accounts-handlers';
import { analyticsHandlers } from './handlers/analytics-handlers';
import { storageHandlers } from './handlers/storage-handlers';
import { folderUploadHandlers } from './handlers/folder-upload-handlers';
import { appHandlers } from './handlers/app-handlers';
import { auditHandlers } from './handlers/audit-handlers';
import { chatHandlers } from './handlers/chat-handlers';
import { filesHandlers } from './handlers/files-handlers';
import { urlQueueHandlers } from './handlers/url-queue-handlers';
import { urlsHandlers } from './handlers/urls-handlers';
import { keysHandlers } from './handlers/keys-handlers';
import { monitorHandlers } from './handlers/monitor-handlers';
import { transfersHandlers, type PickFiles, type PickFolder } from './handlers/transfers-handlers';
import { trustHandlers } from './handlers/trust-handlers';
import { inspectorHandlers } from './handlers/inspector-handlers';
import { journalHandlers } from './handlers/journal-handlers';
import { logHandlers } from './handlers/log-handlers';
import { profileHandlers } from './handlers/profile-handlers';
import { sandboxHandlers } from './handlers/sandbox-handlers';
import { vaultHandlers } from './handlers/vault-handlers';
import { createRouter, type Handlers, type Router } from './router';

export type { SandboxConnection };

export interface CoreOptions {
  shell: 'electron' | 'headless';
  version: string;
  /** User-data folder: the database and the vault file live here. */
  dataDir: string;
  /** better-sqlite3's native module for this runtime (the Electron shell's own build); default: the Node build. */
  sqliteBinding?: string;
  secretBackend: SecretBackend;
  /** The running sandbox the built-in Sandbox profile points at, if any. */
  sandbox: SandboxConnection | null;
  /** When the shell runs that sandbox as a supervised process: its health, and where it answers after a restart. */
  sandboxProcess?: Pick<SupervisedSandbox, 'health' | 'onRestart'>;
  /** Environment to read secrets from (headless host). */
  env?: Record<string, string | undefined>;
  log?: (message: string, error?: unknown) => void;
  /** The monitor's time and timers (tests step through polls with a fake clock). */
  monitorClock?: Clock;
  /** Opens a Google sign-in's consent page in the system browser (Electron: shell.openExternal). */
  openBrowser?: OpenBrowser;
  /** Opens the system's file dialog for uploads (Electron: dialog.showOpenDialog); without one the page picks. */
  pickFiles?: PickFiles;
  /** Opens the system's folder dialog for downloads; without one, downloads go to the data dir's downloads folder. */
  pickFolder?: PickFolder;
  /** Opens the system's folder dialog for "Upload folder…"; without one the page picks the folder. */
  pickUploadFolder?: PickFolder;
  /**
   * Whether uploads may name a file for main to read (the desktop shell, tests, benchmarks). The headless host
   * leaves it off: a WebSocket client must not make main read arbitrary files; its page streams the bytes.
   */
  allowPathUploads?: boolean;
}

/** Everything the main process does, with no Electron in sight: both shells sit on this. */
export interface Core {
  router: Router;
  /** A page of the headless host closed or reloaded (its WebSocket's sender id): what it streamed waits for it. */
  pageClosed(senderId: string): Promise<void>;
  close(): Promise<void>;
}

export async function createCore(options: CoreOptions): Promise<Core> {
  // verity.sqlite was the sql.js store of earlier versions: imported once, then kept as verity.sqlite.migrated.
  const db = openDatabase(join(options.dataDir, 'verity.db'), {
    nativeBinding: options.sqliteBinding,
    legacyPath: join(options.dataDir, 'verity.sqlite'),
  });
  const vault = await createVault({
    backend: options.secretBackend,
    env: options.env,
    sandboxKey: options.sandbox ? { profileId: SANDBOX_PROFILE_ID, value: options.sandbox.apiKey } : null,
  });
  const secrets = () => vault.allValues();
  const inspector = createInspector({ secrets });
  const http = createHttpClient({ inspector });
  const profiles = createProfiles({ db, sandboxBaseUrl: options.sandbox?.baseUrl ?? null });
  // Each profile's secrets may go only to where its services are now; any saved for elsewhere are dropped.
  for (const profile of profiles.all()) {
    for (const ref of await vault.followEndpoints(profile.id, profile.endpoints))
      (options.log ?? console.error)(
        `Dropped the ${ref.service} ${ref.name} of profile "${ref.profileId}": its endpoint moved`,
      );
  }
  const control = createSandboxControl({
    http,
    connection: options.sandbox,
    health: options.sandboxProcess?.health,
  });
  if (options.sandboxProcess) {
    const log = options.log ?? console.error;
    followSandboxRestarts({ sandbox: options.sandboxProcess, control, profiles, vault, log });
  }
  const api = createRekorApi(http);
  const trust = createTrustStore({ db });
  const clock = options.monitorClock;
  const alerts = createAlertStore({ db, now: clock ? () => clock.now() : undefined });
  const checkLogKey = createLogKeyChecker({ api, profiles, trust, alerts });
  const verifier = createEntryVerifier({ trust, diagnosis: createInclusionDiagnosis(api) });
  const log = createLogClient({ api, profiles, trust, alerts, checkLogKey, verifier });
  const search = createLogSearch({ api, profiles, verifier });
  const keys = createSigningKeys({ db, vault });
  // Every mutation sent to a service goes through the journal; error texts in it have known secrets removed.
  // Each service declares in `kinds` how its operations are checked and undone.
  const kinds = createOperationKinds();
  const journal = createJournal({ db, kinds, redact: (text) => redactText(text, secrets()) });
  const creation = createEntryCreation({ api, profiles, keys, verifier, journal, kinds });
  const monitor = createMonitor({
    db,
    api,
    profiles,
    trust,
    checkLogKey,
    alerts,
    clock,
  });
  // The audit service gets the trust store and nothing that can reach the network.
  const audit = createAuditService({ trust });
  const genai = createGenaiClient({ http, streaming: createStreamingHttp({ inspector }), profiles, vault });
  // Until the transfer queue lands, no file is known to have been uploaded here: every localSha256 is null.
  // The transfer queue picks up where the last run left it (a running upload resumes at the service's offset).
  const transfers = createTransferEngine({
    store: createTransferStore({ db }),
    protocols: {
      genai: genaiUploadProtocol({
        http,
        profiles,
        target: (profileId) => resolveGenaiTarget(profiles, vault, profileId),
      }),
      storage: storageUploads({
        http,
        accessToken: (...args) => accounts.accessToken(...args),
        profiles,
      }),
    },
    profiles,
    allowPaths: options.allowPathUploads ?? false,
    journal,
    media: createStorageMedia({
      http,
      accessToken: (...args) => accounts.accessToken(...args),
      rootUrl: (profileId) => profiles.endpoint('storage', profileId).baseUrl,
    }),
  });
  const files = createFilesClient({
    http,
    profiles,
    vault,
    journal,
    kinds,
    localHashes: transfers.localHashes,
  });
  const chats = createChatStore({ db });
  const presets = createPresetStore({ db });
  // The Sandbox profile signs in at the sandbox with its client; any other at Google with the person's own.
  const oauthClients = createOAuthClients({
    vault,
    requireProfile: (profileId) => {
      if (!profiles.all().some((p) => p.id === profileId))
        throw new VerityError('NOT_FOUND', `No profile named "${profileId}"`);
    },
    sandboxClient: () => control.oauthClient(),
  });
  const serviceAccounts = createServiceAccounts({ vault, tokenUrlFor: oauthClients.tokenUrlFor });
  const accounts = createAccounts({
    vault,
    openBrowser: options.openBrowser,
    clientFor: oauthClients.clientFor,
    serviceAccounts,
  });
  // The URL notification service, as the profile's account (its sign-in, else its service account). Its
  // answers' Date is the service's clock, by which its daily quota resets.
  const serviceClock = createServiceClock();
  const indexing = createGoogleClient({
    http,
    accessToken: accounts.accessToken,
    api: INDEXING_V3,
    rootUrl: (profileId) => profiles.endpoint('indexing', profileId).baseUrl,
    onAnswer: (profileId, response) => serviceClock.observe(profileId, response.headers.get('date')),
  });
  // The URLs page's list: imports, pre-flights of the pages, and which URLs the sender owns.
  const urlList = createUrlList({
    db,
    http,
    profiles,
    accessToken: accounts.accessToken,
    identity: (profileId) => senderIdentity(accounts.status(profileId), serviceAccounts.status(profileId)),
  });
  // The send queue: batches within the day's quota, recorded per part, resumed after the reset and a restart.
  const urlQueue = createUrlQueue({
    db,
    indexing,
    journal,
    kinds,
    clock: serviceClock,
    identity: (profileId) => senderIdentity(accounts.status(profileId), serviceAccounts.status(profileId)),
    resolve: urlList.store.resolve,
  });
  // Analytics reports and groups as the profile's account; saved reports and dashboards in the database.
  const analytics = createAnalytics({
    db,
    http,
    accessToken: accounts.accessToken,
    rootUrl: (profileId) => profiles.endpoint('analytics', profileId).baseUrl,
    identity: (profileId) => senderIdentity(accounts.status(profileId), serviceAccounts.status(profileId)),
    journal,
    kinds,
  });

  // Storage listings and file changes as the profile's account, every change journaled.
  const storage = createStorage({
    http,
    accessToken: accounts.accessToken,
    rootUrl: (profileId) => profiles.endpoint('storage', profileId).baseUrl,
    journal,
    kinds,
    changesPositions: createChangesPositions(db),
  });

  const handlers: Handlers = {
    ...appHandlers({ shell: options.shell, version: options.version, dataDir: options.dataDir }),
    ...logHandlers({ log, search, creation }),
    ...trustHandlers({ trust, checkLogKey, monitor }),
    ...monitorHandlers({ monitor }),
    ...auditHandlers({ audit }),
    ...keysHandlers({ keys }),
    ...inspectorHandlers({ inspector }),
    ...profileHandlers({ profiles, vault, accounts }),
    ...vaultHandlers({ vault }),
    ...accountsHandlers({ accounts, serviceAccounts, oauthClients }),
    ...sandboxHandlers({ control }),
    ...chatHandlers({ genai, chats, presets }),
    ...filesHandlers({ files }),
    ...transfersHandlers({
      transfers,
      pickFiles: options.pickFiles,
      pickFolder: options.pickFolder,
      downloadsDir: join(options.dataDir, 'downloads'),
    }),
    ...folderUploadHandlers({ transfers, storage, profiles, pickFolder: options.pickUploadFolder }),
    ...urlsHandlers({ urls: urlList, profiles }),
    ...urlQueueHandlers({ urlQueue, profiles }),
    ...analyticsHandlers({ analytics, profiles }),
    ...storageHandlers({ storage, savedSearches: createSavedSearches(db), profiles }),
    ...journalHandlers({
      journal,
      exportJournal: createJournalExport({ journal, keys }),
      journalPublicKey: createJournalPublicKey({ keys }),
    }),
  };

  // Unexpected errors are logged in main only, with every known secret removed.
  const logError = (error: unknown) => {
    const text =
      error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
    (options.log ?? ((m: string) => console.error(m)))(redactText(text, secrets()));
  };

  monitor.start();
  transfers.start();
  urlQueue.queue.start();

  return {
    router: createRouter(handlers, logError),
    pageClosed: (senderId) => transfers.pageClosed(senderId),
    close: async () => {
      // Timers first, so no poll starts against a closing database; polls in flight finish.
      await monitor.close();
      await transfers.close();
      await urlQueue.queue.close();
      db.close();
    },
  };
}
