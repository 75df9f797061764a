import { z } from 'zod';
import {
  FaultMap,
  GenaiSandboxSettings,
  LogFaultSettings,
  type FaultSettings,
} from '../../../src-shared/contract/schemas/sandbox';
import type { ServiceId } from '../../../src-shared/contract/schemas/common';
import { VerityError } from '../../../src-shared/contract/result';
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
    return { baseUrl: connection.baseUrl, headers: { authorization: `Bearer ${connection.apiKey}` } };
  }

  async function send(method: string, path: string, body?: unknown) {
    const { baseUrl, headers } = target();
    const response = await deps.http.request({
      service: null,
      profileId: null,
      method,
      url: `${baseUrl}${path}`,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: 10_000,
    });
    return response;
  }

  async function call(method: string, path: string, body?: unknown): Promise<FaultMap> {
    const parsed = FaultMap.safeParse((await send(method, path, body)).json());
    if (!parsed.success)
      throw new VerityError('BAD_RESPONSE', 'The sandbox answered with an unexpected fault map');
    return parsed.data;
  }

  async function logFaults(method: string, body?: unknown): Promise<LogFaultSettings> {
    const parsed = LogFaultSettings.safeParse((await send(method, '/__sandbox/tlog/faults', body)).json());
    if (!parsed.success)
      throw new VerityError('BAD_RESPONSE', 'The sandbox answered with unexpected log faults');
    return parsed.data;
  }

  /** GET/PUT /__sandbox/genai/settings answer the settings with the replayable recordings' names. */
  const GenaiSettingsView = GenaiSandboxSettings.extend({ recordings: z.array(z.string()) });

  async function genaiSettings(method: string, body?: GenaiSandboxSettings) {
    const parsed = GenaiSettingsView.safeParse(
      (await send(method, '/__sandbox/genai/settings', body)).json(),
    );
    if (!parsed.success)
      throw new VerityError('BAD_RESPONSE', 'The sandbox answered with unexpected generation settings');
    const { recordings, ...settings } = parsed.data;
    return { settings, recordings };
  }

  return {
    status() {
      const health = deps.health?.() ?? { running: connection !== null, restarts: 0, lastExit: null };
      return { ...health, baseUrl: connection?.baseUrl ?? null, apiKeyHeld: connection !== null };
    },
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
