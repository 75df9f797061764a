import { z } from 'zod';
import { Empty, HttpUrl, perService, ServiceId } from './common';

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

export const FaultMap = perService(FaultSettings);
export type FaultMap = z.infer<typeof FaultMap>;

export const SandboxStatus = z.strictObject({
  running: z.boolean(),
  baseUrl: z.string().nullable(),
  /** Whether the console holds the sandbox's API key (the key itself stays in main). */
  apiKeyHeld: z.boolean(),
  /** How many times the sandbox process died and was started again. */
  restarts: z.number().int().min(0),
  /** How it last died ("exited with code 1", "was killed by SIGKILL"), or null when it never did. */
  lastExit: z.string().nullable(),
});
export type SandboxStatus = z.infer<typeof SandboxStatus>;

/**
 * Faults only a transparency log can have: answers that look normal on the wire, which only a client
 * that verifies can notice (the sandbox applies them at /__sandbox/tlog/faults).
 */
export const LogFaultSettings = z.strictObject({
  tamperedProofs: z
    .strictObject({
      /** Which hash of each proof (0 = nearest the leaf); past the end means the last one. */
      hashIndex: z.number().int().min(0).max(63).default(0),
      /** Which of its 32 bytes is flipped (XOR 0xff). */
      byteIndex: z.number().int().min(0).max(31).default(0),
      proofs: z.enum(['inclusion', 'consistency', 'both']).default('inclusion'),
    })
    .nullable()
    .default(null),
  /** Checkpoints with the right key hint and a signature that does not verify. */
  badCheckpointSignature: z.boolean().default(false),
  /** A split view: a different tree from a shard-local index of the active shard on. */
  forkedTree: z
    .strictObject({
      /** Where the fork starts; null = the active shard's newest entry. */
      fromIndex: z.number().int().min(0).nullable().default(null),
    })
    .nullable()
    .default(null),
  /** Sign with a freshly generated key (new key hint, logID and /publicKey). */
  rotatedKey: z.boolean().default(false),
});
export type LogFaultSettings = z.infer<typeof LogFaultSettings>;

/**
 * Generation behaviour only a streaming API can have (the sandbox applies it at /__sandbox/genai/settings):
 * stream cadence, failures after HTTP 200 was sent, and replay of real recorded answers. Errors before
 * the stream (429 with RetryInfo, 503) are the generic per-service faults above.
 */
export const GenaiSandboxSettings = z.strictObject({
  /** Streaming speed of the deterministic responder. */
  tokensPerSecond: z.number().min(1).max(100_000).default(200),
  /** After this many chunks, a bare {"error":…} body is appended to the stream (HTTP 200 already sent). */
  midStreamError: z
    .strictObject({
      afterChunks: z.number().int().min(0).max(10_000).default(1),
      httpStatus: z.number().int().min(400).max(599).default(503),
    })
    .nullable()
    .default(null),
  /** After this many chunks the connection is dropped with no error body. */
  cutStream: z
    .strictObject({ afterChunks: z.number().int().min(0).max(10_000).default(1) })
    .nullable()
    .default(null),
  /** Serve this recording (a file of fixtures/genai/recordings, without .json) for every generate call. */
  replay: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/)
    .nullable()
    .default(null),
});
export type GenaiSandboxSettings = z.infer<typeof GenaiSandboxSettings>;

/** The sandbox's generation settings and the recordings it can replay. */
const GenaiSettingsState = z.strictObject({
  settings: GenaiSandboxSettings,
  recordings: z.array(z.string()),
});

/**
 * The sandbox's OAuth credential files, for a person's own scripts (Google's client libraries read them
 * as they are): where they are and whom they name. Never the client secret or the private key.
 */
export const SandboxOAuthFiles = z.strictObject({
  /** oauth-client.json: the installed (Desktop) client. */
  clientFile: z.string(),
  clientId: z.string(),
  /** service-account.json: the service account's key. */
  serviceAccountFile: z.string(),
  serviceAccountEmail: z.string(),
  authorizationUri: HttpUrl,
  tokenUri: HttpUrl,
});
export type SandboxOAuthFiles = z.infer<typeof SandboxOAuthFiles>;

export const sandbox = {
  status: { input: Empty, output: SandboxStatus },
  getFaults: { input: Empty, output: z.strictObject({ faults: FaultMap }) },
  setFaults: {
    input: z.strictObject({ service: ServiceId, faults: FaultSettings }),
    output: z.strictObject({ faults: FaultMap }),
  },
  resetFaults: { input: Empty, output: z.strictObject({ faults: FaultMap }) },
  getLogFaults: { input: Empty, output: z.strictObject({ faults: LogFaultSettings }) },
  setLogFaults: {
    input: z.strictObject({ faults: LogFaultSettings }),
    output: z.strictObject({ faults: LogFaultSettings }),
  },
  /** Freezes the sandbox log's active shard and starts a new one. */
  rotateLogShard: { input: Empty, output: Empty },
  getGenaiSettings: { input: Empty, output: GenaiSettingsState },
  setGenaiSettings: { input: z.strictObject({ settings: GenaiSandboxSettings }), output: GenaiSettingsState },
  /**
   * The one key the renderer may read: the local sandbox process's own, which it made for itself and
   * which opens nothing but that sandbox. It names no profile, so no stored secret can be asked for.
   */
  revealApiKey: { input: Empty, output: z.strictObject({ apiKey: z.string().min(1) }) },
  oauthFiles: { input: Empty, output: SandboxOAuthFiles },
};
