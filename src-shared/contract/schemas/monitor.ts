import { z } from 'zod';
import { Empty, ProfileId, Uint64String } from './common';
import { ConsistencyTrace } from './verification';

export const Alert = z.strictObject({
  id: z.string(),
  at: z.number(),
  kind: z.enum(['key-change', 'fork', 'rollback', 'bad-signature', 'inconsistent']),
  profileId: z.string().nullable(),
  baseUrl: z.string(),
  message: z.string(),
  details: z.array(z.tuple([z.string(), z.string()])),
  acknowledged: z.boolean(),
  /** Whether the alert's evidence (both checkpoints and the proof) can be exported as one file. */
  hasEvidence: z.boolean(),
});
export type Alert = z.infer<typeof Alert>;

export const CheckpointRecord = z.strictObject({
  id: z.string(),
  treeID: Uint64String,
  size: Uint64String,
  rootHash: z.string(),
  note: z.string(),
  fetchedAt: z.number(),
  /** When a poll last found this same tree head: unchanged polls update it rather than add a record. */
  lastSeenAt: z.number(),
  signature: z.enum(['verified', 'invalid', 'untrusted']),
  /** How it relates to the last trusted checkpoint of the same shard. */
  consistency: z.enum(['first', 'same', 'consistent', 'fork', 'rollback', 'failed', 'unchecked']),
  detail: z.string(),
  trace: ConsistencyTrace.nullable(),
});
export type CheckpointRecord = z.infer<typeof CheckpointRecord>;

export const MonitoredLog = z.strictObject({
  profileId: z.string(),
  baseUrl: z.string(),
  enabled: z.boolean(),
  intervalSeconds: z.number().int(),
  lastRunAt: z.number().nullable(),
  lastResult: z.enum(['ok', 'alert', 'error']).nullable(),
  lastError: z.string().nullable(),
  shards: z.array(
    z.strictObject({
      treeID: Uint64String,
      checkpoints: z.number().int(),
      lastTrusted: z
        .strictObject({ size: Uint64String, rootHash: z.string(), fetchedAt: z.number() })
        .nullable(),
    }),
  ),
});
export type MonitoredLog = z.infer<typeof MonitoredLog>;

export const MonitorEvent = z.strictObject({
  at: z.number(),
  profileId: z.string(),
  kind: z.enum(['checkpoint', 'alert', 'error']),
  message: z.string(),
  alert: Alert.nullable(),
});
export type MonitorEvent = z.infer<typeof MonitorEvent>;

const AlertId = z.string().min(1).max(64);

const Status = z.strictObject({ logs: z.array(MonitoredLog), alerts: z.array(Alert) });

export const monitor = {
  status: { input: Empty, output: Status },
  configure: {
    input: z.strictObject({
      profileId: ProfileId,
      enabled: z.boolean(),
      intervalSeconds: z.number().int().min(5).max(86_400),
    }),
    output: Status,
  },
  checkNow: {
    input: z.strictObject({ profileId: ProfileId.optional() }),
    output: z.strictObject({ result: z.enum(['ok', 'alert', 'error']), events: z.array(MonitorEvent) }),
  },
  history: {
    input: z.strictObject({
      profileId: ProfileId,
      treeID: Uint64String.optional(),
      limit: z.number().int().min(1).max(1000),
    }),
    output: z.strictObject({ checkpoints: z.array(CheckpointRecord) }),
  },
  acknowledge: { input: z.strictObject({ id: AlertId }), output: Status },
  /** The alert's evidence as one JSON file `verity-audit verify` re-checks offline. */
  exportEvidence: {
    input: z.strictObject({ id: AlertId }),
    output: z.strictObject({ fileName: z.string(), text: z.string() }),
  },
  /** Checkpoints, alerts and errors as the monitor sees them, until cancelled. */
  events: { input: Empty, event: MonitorEvent, output: Empty },
};
