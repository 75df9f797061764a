// A small Rekor v1 client for the tests: real HTTP to the sandbox, typed answers, and signers to create
// entries with.
import { createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { RunningSandbox } from '../../../apps/sandbox/server';
import { hashedRekordProposal, type Signer } from '../../../apps/sandbox/services/tlog/seed/entry-builders';
import type { LogEntryValue } from './proof-verifier';
import { bearer, getJson, rawRequest, type RawResponse } from './sandbox-harness';

export interface ShardInfo {
  rootHash: string;
  signedTreeHead: string;
  treeID: string;
  treeSize: number;
}

export type LogInfo = ShardInfo & { inactiveShards: ShardInfo[] };
export type LogEntryMap = Record<string, LogEntryValue>;

export function keySigner(namedCurve = 'P-256'): Signer {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve });
  return {
    privateKey,
    verifierPem: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** A fresh hashedrekord over random bytes. */
export function randomProposal(signer: Signer): object {
  return hashedRekordProposal(signer, randomBytes(64));
}

const json = { 'content-type': 'application/json' };

export async function postEntry(
  sandbox: Pick<RunningSandbox, 'baseUrl'>,
  proposal: unknown,
): Promise<RawResponse & { json: unknown }> {
  const response = await rawRequest(`${sandbox.baseUrl}/api/v1/log/entries`, {
    method: 'POST',
    headers: json,
    body: typeof proposal === 'string' ? proposal : JSON.stringify(proposal),
  });
  return { ...response, json: response.body === '' ? undefined : (JSON.parse(response.body) as unknown) };
}

/** Posts and expects a 201; returns the entry map and its ID. */
export async function createEntry(
  sandbox: Pick<RunningSandbox, 'baseUrl'>,
  proposal: unknown,
): Promise<{ entryId: string; map: LogEntryMap; entry: LogEntryValue }> {
  const response = await postEntry(sandbox, proposal);
  if (response.status !== 201) throw new Error(`expected 201, got ${response.status}: ${response.body}`);
  const map = response.json as LogEntryMap;
  const [entryId, entry] = Object.entries(map)[0]!;
  return { entryId, map, entry };
}

export async function logInfo(sandbox: RunningSandbox): Promise<LogInfo> {
  return (await getJson<LogInfo>(`${sandbox.baseUrl}/api/v1/log`)).json;
}

export async function publicKeyPem(sandbox: RunningSandbox, treeId?: string): Promise<string> {
  return (await rawRequest(`${sandbox.baseUrl}/api/v1/log/publicKey${treeId ? `?treeID=${treeId}` : ''}`))
    .body;
}

export function getEntry(sandbox: RunningSandbox, path: string): Promise<RawResponse> {
  return rawRequest(`${sandbox.baseUrl}/api/v1/log/entries${path}`);
}

export async function consistency(
  sandbox: RunningSandbox,
  query: string,
): Promise<{
  status: number;
  json: { rootHash: string; hashes: string[]; code?: number; message?: string };
}> {
  return getJson(`${sandbox.baseUrl}/api/v1/log/proof?${query}`);
}

export async function postJson<T = unknown>(
  sandbox: RunningSandbox,
  path: string,
  body: unknown,
): Promise<{ status: number; json: T }> {
  const response = await getJson<T>(`${sandbox.baseUrl}${path}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
  });
  return { status: response.status, json: response.json };
}

export async function setTlogFaults(
  sandbox: RunningSandbox,
  faults: object,
): Promise<Record<string, unknown>> {
  const response = await getJson<Record<string, unknown>>(`${sandbox.baseUrl}/__sandbox/tlog/faults`, {
    method: 'PUT',
    headers: { ...bearer(sandbox), ...json },
    body: JSON.stringify(faults),
  });
  if (response.status !== 200)
    throw new Error(`setting log faults failed: ${response.status} ${JSON.stringify(response.json)}`);
  return response.json;
}

export async function rotate(
  sandbox: RunningSandbox,
): Promise<{ status: number; json: { frozen: ShardInfo; active: { treeID: string; firstIndex: number } } }> {
  return getJson(`${sandbox.baseUrl}/__sandbox/tlog/rotate`, { method: 'POST', headers: bearer(sandbox) });
}
