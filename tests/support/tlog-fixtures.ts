// The transparency-log fixtures under tests/fixtures/tlog: real Rekor entries, bundles, checkpoints, trust
// roots and Merkle proof vectors.
import { readFileSync } from 'node:fs';

const FIXTURES = new URL('../fixtures/tlog/', import.meta.url);

export function fixtureBytes(path: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(path, FIXTURES)));
}

export function fixtureText(path: string): string {
  return readFileSync(new URL(path, FIXTURES), 'utf8');
}

export function fixtureJson<T = unknown>(path: string): T {
  return JSON.parse(fixtureText(path)) as T;
}

export interface LogEntryFixture {
  entryId: string;
  value: {
    body: string;
    logIndex: number;
    logID: string;
    integratedTime: number;
    attestation?: { data?: string };
    verification?: Record<string, unknown>;
  };
  json: Record<string, unknown>;
}

/** The single entry of a LogEntry fixture. */
export function logEntryFixture(path: string): LogEntryFixture {
  const json = fixtureJson<Record<string, LogEntryFixture['value']>>(path);
  const [entryId, value] = Object.entries(json)[0]!;
  return { entryId, value, json };
}

/** The canonicalized body (base64) of a bundle's first tlog entry. */
export function bundleBody(path: string): string {
  return fixtureJson<{ verificationMaterial: { tlogEntries: Array<{ canonicalizedBody: string }> } }>(path)
    .verificationMaterial.tlogEntries[0]!.canonicalizedBody;
}

export const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
