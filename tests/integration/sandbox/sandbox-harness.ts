// Starts real sandboxes in temp folders and talks to them over real HTTP (node:http, so socket-level
// failures stay visible instead of being folded into one fetch error).
import { request, type IncomingHttpHeaders } from 'node:http';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../../apps/sandbox/server';
import type { ServiceId } from '../../../src-shared/contract/schemas/common';
import { NO_FAULTS, type FaultSettings } from '../../../src-shared/contract/schemas/sandbox';
import { tempDir } from '../../support/temp-dir';

export interface HarnessSandbox extends RunningSandbox {
  dataDir: string;
  /** Stops the sandbox (if running) and deletes its folder. */
  dispose(): Promise<void>;
}

export async function startTestSandbox(options: Partial<SandboxOptions> = {}): Promise<HarnessSandbox> {
  const dir = await tempDir('sandbox');
  const dataDir = `${dir.path}/data`;
  const sandbox = await startSandbox({ port: 0, dataDir, ...options });
  return {
    ...sandbox,
    dataDir,
    dispose: async () => {
      await sandbox.close();
      await dir.remove();
    },
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request; rejects on any socket error, including a body cut short. */
export function rawRequest(url: string, init: RawRequest = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        if (!res.complete) reject(new Error('response ended before its body was complete'));
        else
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

export async function getJson<T = unknown>(
  url: string,
  init: RawRequest = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; json: T }> {
  const response = await rawRequest(url, init);
  return { status: response.status, headers: response.headers, json: JSON.parse(response.body) as T };
}

export function bearer(sandbox: RunningSandbox): Record<string, string> {
  return { authorization: `Bearer ${sandbox.apiKey}` };
}

export async function setFaults(
  sandbox: RunningSandbox,
  service: ServiceId,
  faults: Partial<FaultSettings>,
): Promise<void> {
  const response = await rawRequest(`${sandbox.baseUrl}/__sandbox/faults/${service}`, {
    method: 'PUT',
    headers: { ...bearer(sandbox), 'content-type': 'application/json' },
    body: JSON.stringify({ ...NO_FAULTS, ...faults }),
  });
  if (response.status !== 200) throw new Error(`setting faults failed: ${response.status} ${response.body}`);
}

export async function resetFaults(sandbox: RunningSandbox): Promise<void> {
  const response = await rawRequest(`${sandbox.baseUrl}/__sandbox/faults/reset`, {
    method: 'POST',
    headers: bearer(sandbox),
  });
  if (response.status !== 200) throw new Error(`resetting faults failed: ${response.status}`);
}

export interface GoogleErrorBody {
  error: { code: number; message: string; status: string; details?: Array<Record<string, unknown>> };
}
