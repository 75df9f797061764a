// Helpers for the generation API tests: a sandbox with a fast stream speed, JSON calls with the API key, and
// raw streamed reads that keep every socket read as it arrived (to see how bytes were split).
import { request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import type { RunningSandbox } from '../../../apps/sandbox/server';
import type { GenaiSandboxSettings } from '../../../src-shared/contract/schemas/sandbox';
import { bearer, rawRequest, startTestSandbox, type HarnessSandbox } from './sandbox-harness';

export type Json = Record<string, unknown>;

/** A sandbox whose responder streams at `tokensPerSecond` (fast by default so tests do not wait). */
async function startGenaiSandbox(settings: Partial<GenaiSandboxSettings> = {}): Promise<HarnessSandbox> {
  const sandbox = await startTestSandbox({ tlog: { seed: false } });
  await putGenaiSettings(sandbox, { tokensPerSecond: 100_000, ...settings });
  return sandbox;
}

/**
 * One genai sandbox for the calling test file: started before its tests, disposed after them. The
 * object is filled in by the beforeAll hook, so read it only inside tests and hooks.
 */
export function useGenaiSandbox(settings: Partial<GenaiSandboxSettings> = {}): HarnessSandbox {
  const sandbox = {} as HarnessSandbox;
  beforeAll(async () => {
    Object.assign(sandbox, await startGenaiSandbox(settings));
  });
  afterAll(() => sandbox.dispose());
  return sandbox;
}

export async function putGenaiSettings(
  sandbox: RunningSandbox,
  settings: Partial<GenaiSandboxSettings>,
): Promise<Json> {
  const response = await rawRequest(`${sandbox.baseUrl}/__sandbox/genai/settings`, {
    method: 'PUT',
    headers: { ...bearer(sandbox), 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  if (response.status !== 200) throw new Error(`genai settings: ${response.status} ${response.body}`);
  return JSON.parse(response.body) as Json;
}

export interface JsonAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  json: Json;
}

/** POST {base}/v1beta/{path} with a JSON body (a string is sent as is). */
export async function postGenai(sandbox: RunningSandbox, path: string, body: unknown): Promise<JsonAnswer> {
  const response = await rawRequest(`${sandbox.baseUrl}/v1beta/${path}`, {
    method: 'POST',
    headers: { 'x-goog-api-key': sandbox.apiKey, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  let json: Json = {};
  try {
    json = JSON.parse(response.body) as Json;
  } catch {
    // Streams and other non-JSON bodies are read through `body`.
  }
  return { ...response, json };
}

export const user = (text: string) => ({ contents: [{ role: 'user', parts: [{ text }] }] });

export function generate(
  sandbox: RunningSandbox,
  body: unknown,
  model = 'gemini-2.5-flash',
): Promise<JsonAnswer> {
  return postGenai(sandbox, `models/${model}:generateContent`, body);
}

export interface RawStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Each socket read, in order. */
  reads: Buffer[];
  /** When each read arrived (ms since the request was sent). */
  times: number[];
  body: Buffer;
  /** Whether the body ended cleanly (false when the connection dropped). */
  complete: boolean;
  /** Milliseconds from sending to the first body byte. */
  firstByteMs: number;
}

/** A streamed call read read-by-read; resolves also when the connection drops. */
export function streamRaw(
  sandbox: RunningSandbox,
  path: string,
  body: unknown,
  onRead?: (read: Buffer, abort: () => void) => void,
): Promise<RawStream> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = -1;
    const req = request(
      `${sandbox.baseUrl}/v1beta/${path}`,
      {
        method: 'POST',
        agent: false,
        headers: { 'x-goog-api-key': sandbox.apiKey, 'content-type': 'application/json' },
      },
      (res) => {
        const reads: Buffer[] = [];
        const times: number[] = [];
        const finish = () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            reads,
            times,
            body: Buffer.concat(reads),
            complete: res.complete,
            firstByteMs,
          });
        res.on('data', (chunk: Buffer) => {
          if (firstByteMs < 0) firstByteMs = performance.now() - started;
          reads.push(chunk);
          times.push(performance.now() - started);
          onRead?.(chunk, () => req.destroy());
        });
        res.on('end', finish);
        res.on('error', finish);
        res.on('close', finish);
      },
    );
    req.on('error', (error) => (firstByteMs >= 0 ? undefined : reject(error)));
    req.end(JSON.stringify(body));
  });
}

/** The events of an SSE body, checking the `data: {json}\r\n\r\n` framing strictly. */
export function parseSse(text: string): Json[] {
  if (text === '') return [];
  if (!text.endsWith('\r\n\r\n'))
    throw new Error(`SSE body does not end with CRLF CRLF: ${JSON.stringify(text.slice(-40))}`);
  return text
    .slice(0, -4)
    .split('\r\n\r\n')
    .map((event) => {
      if (!event.startsWith('data: ') || event.includes('\n'))
        throw new Error(`not a one-line data event: ${event.slice(0, 80)}`);
      return JSON.parse(event.slice('data: '.length)) as Json;
    });
}

export function candidateOf(response: Json): Json {
  return ((response.candidates as Json[] | undefined) ?? [])[0] ?? {};
}

export function partsOf(response: Json): Json[] {
  return ((candidateOf(response).content as Json | undefined)?.parts as Json[] | undefined) ?? [];
}

/** The answer text of one response (thought parts left out). */
export function textOf(response: Json): string {
  return partsOf(response)
    .filter((p) => p.thought !== true)
    .map((p) => (typeof p.text === 'string' ? p.text : ''))
    .join('');
}

export function usageOf(response: Json): Json {
  return (response.usageMetadata as Json | undefined) ?? {};
}

export const sse = (model = 'gemini-2.5-flash') => `models/${model}:streamGenerateContent?alt=sse`;
