import { z } from 'zod';
import { Empty, ServiceId } from './common';

/** Fault injection for one service of the sandbox. Rates are probabilities per request. */
export const FaultSettings = z.strictObject({
  latencyMs: z.number().int().min(0).max(60_000),
  errorRate: z.number().min(0).max(1),
  errorStatus: z.number().int().min(400).max(599),
  /** Sent as Retry-After (and RetryInfo for Google-style services) with 429/503. */
  retryAfterSeconds: z.number().int().min(0).max(3600).nullable(),
  resetRate: z.number().min(0).max(1),
  truncateRate: z.number().min(0).max(1),
  /** How many more requests may be faulted; null means no limit. */
  remaining: z.number().int().min(0).max(1_000_000).nullable(),
});
export type FaultSettings = z.infer<typeof FaultSettings>;

export const NO_FAULTS: FaultSettings = {
  latencyMs: 0,
  errorRate: 0,
  errorStatus: 503,
  retryAfterSeconds: null,
  resetRate: 0,
  truncateRate: 0,
  remaining: null,
};

export const FaultMap = z.strictObject({
  tlog: FaultSettings,
  genai: FaultSettings,
  indexing: FaultSettings,
  analytics: FaultSettings,
  storage: FaultSettings,
});
export type FaultMap = z.infer<typeof FaultMap>;

export const SandboxStatus = z.strictObject({
  running: z.boolean(),
  baseUrl: z.string().nullable(),
  /** Whether the console holds the sandbox's API key (the key itself stays in main). */
  apiKeyHeld: z.boolean(),
});
export type SandboxStatus = z.infer<typeof SandboxStatus>;

export const sandbox = {
  status: { input: Empty, output: SandboxStatus },
  getFaults: { input: Empty, output: z.strictObject({ faults: FaultMap }) },
  setFaults: {
    input: z.strictObject({ service: ServiceId, faults: FaultSettings }),
    output: z.strictObject({ faults: FaultMap }),
  },
  resetFaults: { input: Empty, output: z.strictObject({ faults: FaultMap }) },
};
