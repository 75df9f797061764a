import type { AppInfo, ExchangeSummary, LogInfo, ProfileList } from '@/lib/contract';

export const appInfo: AppInfo = {
  name: 'Verity',
  version: '0.1.0',
  shell: 'headless',
  platform: 'linux',
  dataDir: '/tmp/verity',
};

const sandboxUrl = 'http://127.0.0.1:4100';

export const profileList: ProfileList = {
  activeId: 'sandbox',
  profiles: [
    {
      id: 'sandbox',
      name: 'Sandbox',
      builtIn: true,
      endpoints: {
        tlog: `${sandboxUrl}/tlog`,
        genai: `${sandboxUrl}/genai`,
        indexing: `${sandboxUrl}/indexing`,
        analytics: `${sandboxUrl}/analytics`,
        storage: `${sandboxUrl}/storage`,
      },
    },
  ],
};

const rootHash = 'a'.repeat(64);

export const logInfo: LogInfo = {
  baseUrl: `${sandboxUrl}/tlog`,
  fetchedAt: Date.UTC(2025, 0, 2, 3, 4, 5),
  active: {
    treeID: '1193050959916656506',
    treeSize: '9007199254740993', // 2^53 + 1: wrong if it ever passed through a double
    rootHash,
    signedTreeHead: `sandbox.example/log\n9007199254740993\nqqqq\n\n— sandbox.example/log abcd1234sig\n`,
    checkpoint: {
      origin: 'sandbox.example/log',
      size: '9007199254740993',
      rootHash,
      extensions: [],
      signatures: [{ name: 'sandbox.example/log', keyHint: 'abcd1234' }],
    },
    checkpointError: null,
    verification: {
      ok: true,
      detail: 'Verified with sandbox.example/log (key hint abcd1234), pinned on first use.',
      signatures: [{ name: 'sandbox.example/log', keyHint: 'abcd1234', status: 'verified' }],
    },
    alerts: [],
    keyChange: null,
  },
  inactiveShards: [],
  alerts: [],
};

export function exchange(overrides: Partial<ExchangeSummary> & { id: string }): ExchangeSummary {
  return {
    service: 'tlog',
    profileId: 'sandbox',
    method: 'GET',
    url: `${sandboxUrl}/tlog/api/v1/log`,
    status: 200,
    error: null,
    attempt: 1,
    startedAt: Date.UTC(2025, 0, 2, 3, 4, 5),
    ttfbMs: 3,
    durationMs: 5,
    requestBytes: 0,
    responseBytes: 512,
    ...overrides,
  };
}
