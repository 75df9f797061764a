// The log's entries on disk: one JSON line per entry, in global index order, in an append-only file. Each
// line carries what answering needs without re-parsing the body: its search index keys and, for in-toto
// entries, the attestation. Opening checks every line against its position and its body's leaf hash.
import { z } from 'zod';
import { toHex } from '../../../../src-main/verification/tlog/encoding';
import { hashLeaf } from '../../../../src-main/verification/tlog/rfc6962';
import { AppendOnlyFile } from '../../persistence/append-only-file';
import { readTextIfExists, writeFileAtomic } from '../../persistence/durable-files';

export interface StoredEntry {
  /** Global ("virtual") index across all shards. */
  logIndex: number;
  /** Unix seconds when the log integrated the entry. */
  integratedTime: number;
  /** The canonicalized entry body: the Merkle leaf. */
  body: Uint8Array;
  /** RFC 6962 leaf hash of `body`; hex of it is the entry UUID. */
  leafHash: Uint8Array;
  /** Search index keys (see search-index.ts); absent on lines written before the index existed. */
  indexKeys?: string[];
  /** In-toto payload kept as Rekor's attestation storage does (pkg/types/intoto AttestationKeyValue). */
  attestation?: Uint8Array;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const EntryRecord = z.strictObject({
  logIndex: z.number().int().min(0),
  integratedTime: z.number().int().min(0),
  leafHash: z.string().regex(/^[0-9a-f]{64}$/),
  body: z.string().regex(BASE64),
  keys: z.array(z.string()).optional(),
  attestation: z.string().regex(BASE64).optional(),
});

export function toRecordLine(entry: StoredEntry): string {
  return JSON.stringify({
    logIndex: entry.logIndex,
    integratedTime: entry.integratedTime,
    leafHash: toHex(entry.leafHash),
    body: Buffer.from(entry.body).toString('base64'),
    ...(entry.indexKeys ? { keys: entry.indexKeys } : {}),
    ...(entry.attestation ? { attestation: Buffer.from(entry.attestation).toString('base64') } : {}),
  });
}

/** Parses and checks one stored line: its index must be its position and its leaf hash must match its body. */
function fromRecordLine(line: string, expectedIndex: number, path: string): StoredEntry {
  const where = `${path} line ${expectedIndex + 1}`;
  let record: z.infer<typeof EntryRecord>;
  try {
    record = EntryRecord.parse(JSON.parse(line));
  } catch (error) {
    throw new Error(`${where} is not a valid entry record: ${(error as Error).message}`, { cause: error });
  }
  if (record.logIndex !== expectedIndex) {
    throw new Error(`${where} has logIndex ${record.logIndex}, expected ${expectedIndex}`);
  }
  const body = new Uint8Array(Buffer.from(record.body, 'base64'));
  const leafHash = hashLeaf(body);
  if (toHex(leafHash) !== record.leafHash) {
    throw new Error(`${where}: leafHash does not match the body (file damaged?)`);
  }
  return {
    logIndex: record.logIndex,
    integratedTime: record.integratedTime,
    body,
    leafHash,
    ...(record.keys ? { indexKeys: record.keys } : {}),
    ...(record.attestation ? { attestation: new Uint8Array(Buffer.from(record.attestation, 'base64')) } : {}),
  };
}

export interface OpenedEntryFile {
  file: AppendOnlyFile;
  entries: StoredEntry[];
  /** Bytes of an unterminated tail (an append that was never acknowledged) cut off on open. */
  discardedTailBytes: number;
}

export async function openEntryFile(path: string): Promise<OpenedEntryFile> {
  const { file, records, discardedTailBytes } = await AppendOnlyFile.open(path);
  try {
    return { file, entries: records.map((line, i) => fromRecordLine(line, i, path)), discardedTailBytes };
  } catch (error) {
    await file.close();
    throw error;
  }
}

/** Every complete entry, without opening the file for writing (tests, tools). */
export async function readEntryFile(path: string): Promise<StoredEntry[]> {
  const text = (await readTextIfExists(path)) ?? '';
  const complete = text.slice(0, text.lastIndexOf('\n') + 1);
  return complete === ''
    ? []
    : complete
        .slice(0, -1)
        .split('\n')
        .map((line, i) => fromRecordLine(line, i, path));
}

/** Writes a whole file at once (first-start seeding): either all entries exist afterwards or none. */
export async function writeEntryFile(path: string, entries: readonly StoredEntry[]): Promise<void> {
  await writeFileAtomic(path, entries.map((entry) => `${toRecordLine(entry)}\n`).join(''));
}
