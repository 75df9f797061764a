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

/**
 * Talks to the embedded sandbox's control routes (fault injection, shard rotation). The
 * sandbox's key authorizes them; it stays in main like every other secret.
 */
export function createSandboxControl(deps: {
  http: HttpClient;
  baseUrl: string | null;
  apiKey: string | null;
}) {
  function target() {
    if (!deps.baseUrl || !deps.apiKey) {
      throw new VerityError('NOT_FOUND', 'No sandbox is running in this console');
    }
    return { baseUrl: deps.baseUrl, headers: { authorization: `Bearer ${deps.apiKey}` } };
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
      return { running: deps.baseUrl !== null, baseUrl: deps.baseUrl, apiKeyHeld: deps.apiKey !== null };
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
