import { FaultMap, type FaultSettings } from '../../../src-shared/contract/schemas/sandbox';
import type { ServiceId } from '../../../src-shared/contract/schemas/common';
import { VerityError } from '../../../src-shared/contract/result';
import type { HttpClient } from '../http/http-client';

/**
 * Talks to the embedded sandbox's control routes (fault injection). The
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

  async function call(method: string, path: string, body?: unknown): Promise<FaultMap> {
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
    const parsed = FaultMap.safeParse(response.json());
    if (!parsed.success)
      throw new VerityError('BAD_RESPONSE', 'The sandbox answered with an unexpected fault map');
    return parsed.data;
  }

  return {
    status() {
      return { running: deps.baseUrl !== null, baseUrl: deps.baseUrl, apiKeyHeld: deps.apiKey !== null };
    },
    getFaults: () => call('GET', '/__sandbox/faults'),
    setFaults: (service: ServiceId, faults: FaultSettings) =>
      call('PUT', `/__sandbox/faults/${service}`, faults),
    resetFaults: () => call('POST', '/__sandbox/faults/reset', {}),
  };
}

export type SandboxControl = ReturnType<typeof createSandboxControl>;
