import { z } from 'zod';
import { ENTRY_ID } from '../../verification/tlog/entry-id';
import { HexHash } from '../../verification/tlog/json-fields';
import { LogEntryValue } from '../../verification/tlog/log-entry-value';

/**
 * Rekor v1 responses as the server sends them (rekor-openapi.yaml). The server is not trusted to be
 * well-formed: every field the console reads is checked here. Entries and LogInfo are read with the
 * verification's own schemas (log-entry-value.ts, log-info.ts), so what the explorer shows is what it verified.
 */
const EntryIdKey = z.string().regex(ENTRY_ID, 'a 64- or 80-hex entry ID');

export const RekorLogEntry = z
  .record(EntryIdKey, LogEntryValue)
  .refine((map) => Object.keys(map).length === 1, 'exactly one entry per LogEntry');

/** Entries per `POST /api/v1/log/entries/retrieve` at most (sigstore/rekor:pkg/api/entries.go maxRetrieve). */
export const RETRIEVE_BATCH = 10;

/** `POST /api/v1/log/entries/retrieve`: an array of LogEntry maps (unknown keys are skipped by the server). */
export const RekorEntryList = z.array(z.record(EntryIdKey, LogEntryValue)).max(RETRIEVE_BATCH);

/** `POST /api/v1/index/retrieve`: entry IDs. */
export const RekorIndexResult = z.array(EntryIdKey);

export const RekorConsistencyProof = z.object({
  rootHash: HexHash,
  hashes: z.array(HexHash).max(128),
});
