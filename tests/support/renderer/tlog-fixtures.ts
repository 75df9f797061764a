import type {
  Alert,
  AuditRun,
  CheckpointRecord,
  ConsistencyTrace,
  EntrySummary,
  EntryView,
  InclusionTrace,
  SigningKeyInfo,
  TrustedLogInfo,
  VerificationReport,
} from '@/lib/contract';

/** A 64-hex value made of one repeated character, easy to spot in assertions. */
export const hex = (char: string) => char.repeat(64);

export function inclusionTrace(overrides: Partial<InclusionTrace> = {}): InclusionTrace {
  return {
    leafIndex: '5',
    treeSize: '8',
    leafHash: hex('1'),
    expectedRoot: hex('9'),
    computedRoot: hex('9'),
    ok: true,
    error: null,
    steps: [
      {
        index: 0,
        level: 0,
        kind: 'inner',
        siblingSide: 'left',
        sibling: hex('a'),
        input: hex('1'),
        output: hex('2'),
        status: 'unchecked',
        expectedSibling: null,
      },
      {
        index: 1,
        level: 1,
        kind: 'inner',
        siblingSide: 'right',
        sibling: hex('b'),
        input: hex('2'),
        output: hex('3'),
        status: 'unchecked',
        expectedSibling: null,
      },
      {
        index: 2,
        level: 2,
        kind: 'inner',
        siblingSide: 'left',
        sibling: hex('c'),
        input: hex('3'),
        output: hex('9'),
        status: 'unchecked',
        expectedSibling: null,
      },
    ],
    ...overrides,
  };
}

/** The same proof with step 1's sibling tampered with, as a diagnosis reports it. */
export function tamperedTrace(diagnosed: boolean): InclusionTrace {
  const base = inclusionTrace();
  return {
    ...base,
    computedRoot: hex('e'),
    ok: false,
    error: 'The recomputed root differs from the checkpoint root.',
    steps: base.steps.map((step) =>
      step.index === 1
        ? {
            ...step,
            sibling: hex('d'),
            output: hex('f'),
            status: diagnosed ? 'failed' : 'unchecked',
            expectedSibling: diagnosed ? hex('b') : null,
          }
        : {
            ...step,
            status: diagnosed ? 'ok' : 'unchecked',
            output: step.index === 2 ? hex('e') : step.output,
          },
    ),
  };
}

export function report(overrides: Partial<VerificationReport> = {}): VerificationReport {
  return {
    kind: 'log-entry',
    tlog: 'pass',
    weak: null,
    bundle: 'skipped',
    checks: [
      { name: 'set', ok: true, scope: 'tlog', detail: 'SET verifies with the trusted log key' },
      { name: 'leaf-hash', ok: true, scope: 'tlog', detail: 'SHA-256(0x00 ‖ body) = UUID' },
      { name: 'inclusion', ok: true, scope: 'tlog', detail: 'Root recomputed from 3 hashes' },
      { name: 'checkpoint-signature', ok: true, scope: 'tlog', detail: 'Signed by sandbox.example/log' },
      { name: 'signature', ok: null, scope: 'bundle', detail: 'No bundle: a bare log entry' },
    ],
    inclusion: inclusionTrace(),
    consistency: null,
    subject: [['Entry ID', `108e9186e8c5677a${hex('1')}`]],
    ...overrides,
  };
}

export function entryView(overrides: Partial<EntryView> = {}): EntryView {
  const uuid = overrides.uuid ?? hex('1');
  return {
    entryId: `108e9186e8c5677a${uuid}`,
    uuid,
    treeID: '1193050959916656506',
    logIndex: '121904267',
    shardIndex: '5',
    integratedTime: 1_735_787_045,
    logID: hex('7'),
    body: 'eyJraW5kIjoiaGFzaGVkcmVrb3JkIn0=',
    decoded: {
      kind: 'hashedrekord',
      apiVersion: '0.0.1',
      fields: [['Signature', 'MEUCIQDx…']],
      hashes: [{ label: 'Artifact', algorithm: 'sha256', value: hex('4') }],
      certificates: [],
      publicKeys: [],
      statement: null,
      json: '{"kind":"hashedrekord"}',
      warnings: [],
    },
    attestation: null,
    raw: '{"108e9186e8c5677a…":{}}',
    report: report(),
    logKeyTrusted: true,
    ...overrides,
  };
}

/** A row of log:browse, as the list shows it. */
export function entrySummary(overrides: Partial<EntrySummary> = {}): EntrySummary {
  const uuid = overrides.uuid ?? hex('1');
  return {
    entryId: `108e9186e8c5677a${uuid}`,
    uuid,
    logIndex: '121904267',
    integratedTime: 1_735_787_045,
    kind: 'hashedrekord',
    apiVersion: '0.0.1',
    tlog: 'pass',
    failedChecks: [],
    ...overrides,
  };
}

export function consistencyTrace(overrides: Partial<ConsistencyTrace> = {}): ConsistencyTrace {
  return {
    size1: '4',
    size2: '8',
    root1: hex('4'),
    root2: hex('8'),
    computedRoot1: hex('4'),
    computedRoot2: hex('8'),
    ok: true,
    error: null,
    steps: [
      {
        index: 0,
        kind: 'seed',
        usedFor: 'both',
        siblingSide: null,
        hash: hex('4'),
        oldRoot: hex('4'),
        newRoot: hex('4'),
      },
      {
        index: 1,
        kind: 'border',
        usedFor: 'new-only',
        siblingSide: 'right',
        hash: hex('5'),
        oldRoot: null,
        newRoot: hex('8'),
      },
    ],
    ...overrides,
  };
}

export function checkpointRecord(overrides: Partial<CheckpointRecord> = {}): CheckpointRecord {
  return {
    id: 'cp-1',
    treeID: '1193050959916656506',
    size: '8',
    rootHash: hex('8'),
    note: 'sandbox.example/log\n8\nqqqq\n\n— sandbox.example/log abcd1234sig\n',
    fetchedAt: Date.UTC(2025, 0, 2, 3, 4, 5),
    lastSeenAt: Date.UTC(2025, 0, 2, 3, 4, 5),
    signature: 'verified',
    consistency: 'consistent',
    detail: 'Consistent with size 4',
    trace: consistencyTrace(),
    ...overrides,
  };
}

export function alert(overrides: Partial<Alert> = {}): Alert {
  return {
    id: 'alert-1',
    at: Date.UTC(2025, 0, 2, 3, 4, 5),
    kind: 'fork',
    profileId: 'sandbox',
    baseUrl: 'http://127.0.0.1:4100/tlog',
    message: 'Two different roots for size 8',
    details: [['Size', '8']],
    acknowledged: false,
    hasEvidence: false,
    ...overrides,
  };
}

export function trustedLog(overrides: Partial<TrustedLogInfo> = {}): TrustedLogInfo {
  return {
    id: hex('7'),
    name: 'sandbox.example/log',
    logId: hex('7'),
    keyHint: 'abcd1234',
    algorithm: 'ecdsa-p256-sha256',
    source: 'pinned',
    baseUrl: 'http://127.0.0.1:4100/tlog',
    validFrom: null,
    validTo: null,
    pinnedAt: Date.UTC(2025, 0, 1),
    pem: '-----BEGIN PUBLIC KEY-----\nMFkw…\n-----END PUBLIC KEY-----\n',
    ...overrides,
  };
}

export function auditRun(overrides: Partial<AuditRun> = {}): AuditRun {
  return {
    id: 'run-1',
    createdAt: Date.UTC(2025, 0, 2),
    trustUsed: ['sandbox.example/log'],
    summary: { pass: 1, fail: 1, unusable: 1 },
    files: [
      {
        name: 'good.bundle.json',
        kind: 'bundle',
        report: report({ kind: 'bundle', bundle: 'pass' }),
        error: null,
      },
      {
        name: 'tampered.json',
        kind: 'log-entry',
        report: report({ tlog: 'fail', inclusion: tamperedTrace(false) }),
        error: null,
      },
      {
        name: 'notes.txt',
        kind: null,
        report: null,
        error: 'Not JSON: this is not a document Verity can verify.',
      },
    ],
    ...overrides,
  };
}

export function signingKey(overrides: Partial<SigningKeyInfo> = {}): SigningKeyInfo {
  return {
    id: 'key-1',
    name: 'release',
    algorithm: 'ecdsa-p256',
    publicKeyPem: '-----BEGIN PUBLIC KEY-----\nMFkw…\n-----END PUBLIC KEY-----\n',
    fingerprint: hex('6'),
    source: 'generated',
    createdAt: Date.UTC(2025, 0, 1),
    persisted: true,
    ...overrides,
  };
}
