import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import {
  FaultMap,
  GenaiSandboxSettings,
  LogFaultSettings,
  SandboxOAuthFiles,
  type FaultSettings,
} from '../../../src-shared/contract/schemas/sandbox';
import type { ServiceId } from '../../../src-shared/contract/schemas/common';
import { VerityError } from '../../../src-shared/contract/result';
import type { InstalledClient } from '../accounts/accounts';
import type { HttpClient } from '../http/http-client';
import type { SandboxConnection, SandboxHealth } from './sandbox-process';

/**
 * Talks to the embedded sandbox's control routes (fault injection, shard rotation). The
 * sandbox's key authorizes them; it stays in main like every other secret.
 */
export function createSandboxControl(deps: {
  http: HttpClient;
  connection: SandboxConnection | null;
  /** The supervised sandbox process's health; a sandbox started otherwise counts as running. */
  health?: () => SandboxHealth;
}) {
  let connection = deps.connection;

  function target() {
    if (!connection) throw new VerityError('NOT_FOUND', 'No sandbox is running in this console');
    return {
      baseUrl: connection.baseUrl,
      apiKey: connection.apiKey,
      headers: { authorization: `Bearer ${connection.apiKey}` },
    };
  }

  async function send(method: string, path: string, body?: unknown) {
    const { baseUrl, headers } = target();
    return deps.http.request({
      service: null,
      profileId: null,
      method,
      url: `${baseUrl}${path}`,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: 10_000,
    });
  }

  /** Sends a control request and reads the answer with `schema`; `what` names an answer that does not fit. */
  async function answer<T>(schema: z.ZodType<T>, what: string, method: string, path: string, body?: unknown) {
    const parsed = schema.safeParse((await send(method, path, body)).json());
    if (!parsed.success) throw new VerityError('BAD_RESPONSE', `The sandbox answered with ${what}`);
    return parsed.data;
  }
  const call = (method: string, path: string, body?: unknown) =>
    answer(FaultMap, 'an unexpected fault map', method, path, body);
  const logFaults = (method: string, body?: unknown) =>
    answer(LogFaultSettings, 'unexpected log faults', method, '/__sandbox/tlog/faults', body);

  /** GET/PUT /__sandbox/genai/settings answer the settings with the replayable recordings' names. */
  const GenaiSettingsView = GenaiSandboxSettings.extend({ recordings: z.array(z.string()) });

  async function genaiSettings(method: string, body?: GenaiSandboxSettings) {
    const { recordings, ...settings } = await answer(
      GenaiSettingsView,
      'unexpected generation settings',
      method,
      '/__sandbox/genai/settings',
      body,
    );
    return { settings, recordings };
  }

  // GET /__sandbox/oauth describes the credential files, and more (the token lifetimes tests set): only
  // what the contract names is kept.
  const OAuthDescription = z.object(SandboxOAuthFiles.shape);
  const ClientFile = z.object({
    installed: z.object({ client_id: z.string(), client_secret: z.string() }),
  });

  /** The sandbox's installed OAuth client, read from the file GET /__sandbox/oauth names, on its current endpoints. */
  async function oauthClient(): Promise<InstalledClient> {
    const { clientFile } = await answer(OAuthDescription, 'no OAuth client file', 'GET', '/__sandbox/oauth');
    let json: unknown = null;
    try {
      json = JSON.parse(await readFile(clientFile, 'utf8'));
    } catch {
      // Unreadable or not JSON: reported below like any other wrong content.
    }
    const parsed = ClientFile.safeParse(json);
    if (!parsed.success)
      throw new VerityError(
        'BAD_RESPONSE',
        `The sandbox's OAuth client file ${clientFile} cannot be read as an installed client: restart the sandbox to write it again`,
      );
    const { baseUrl } = target();
    return {
      clientId: parsed.data.installed.client_id,
      clientSecret: parsed.data.installed.client_secret,
      endpoints: {
        oauth2AuthBaseUrl: `${baseUrl}/o/oauth2/v2/auth`,
        oauth2TokenUrl: `${baseUrl}/token`,
        oauth2RevokeUrl: `${baseUrl}/revoke`,
        tokenInfoUrl: `${baseUrl}/tokeninfo`,
      },
    };
  }

  return {
    oauthClient,
    /** Where the sandbox's OAuth client and service-account files are, and whom they name. */
    oauthFiles: (): Promise<SandboxOAuthFiles> =>
      answer(OAuthDescription, 'no OAuth client file', 'GET', '/__sandbox/oauth'),
    status() {
      const health = deps.health?.() ?? { running: connection !== null, restarts: 0, lastExit: null };
      return { ...health, baseUrl: connection?.baseUrl ?? null, apiKeyHeld: connection !== null };
    },
    /** The running sandbox's own key (from the process itself, never the vault), for sandbox:revealApiKey. */
    apiKey: () => target().apiKey,
    /** Where the sandbox answers after a restart. */
    connect(moved: SandboxConnection): void {
      connection = moved;
    },
    getFaults: () => call('GET', '/__sandbox/faults'),
    setFaults: (service: ServiceId, faults: FaultSettings) =>
      call('PUT', `/__sandbox/faults/${service}`, faults),
    resetFaults: () => call('POST', '/__sandbox/faults/reset', {}),
    getLogFaults: () => logFaults('GET'),
    setLogFaults: (faults: LogFaultSettings) => logFaults('PUT', faults),
    getGenaiSettings: () => genaiSettings('GET'),
    setGenaiSettings: (settings: GenaiSandboxSettings) => genaiSettings('PUT', settings),
    async rotateLogShard(): Promise<void> {
      await send('POST', '/__sandbox/tlog/rotate', {});
    },
  };
}

export type SandboxControl = ReturnType<typeof createSandboxControl>;
