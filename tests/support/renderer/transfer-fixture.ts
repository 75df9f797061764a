import type { Transfer } from '@/lib/contract';

/** A page-streamed upload of big.bin, as `transfers.list` would describe it; `change` sets what a test needs. */
export const transferFixture = (change: Partial<Transfer> = {}): Transfer => ({
  id: 't1',
  direction: 'upload',
  service: 'genai',
  profileId: 'sandbox',
  source: { kind: 'browser', name: 'big.bin', lastModified: 1 },
  target: 'big.bin',
  mimeType: 'application/octet-stream',
  size: 0,
  bytesDone: 0,
  state: 'queued',
  reason: null,
  needsFile: false,
  sha256: null,
  remoteSha256: null,
  resultName: null,
  folder: null,
  createdAt: 1,
  updatedAt: 1,
  rate: null,
  etaSeconds: null,
  ...change,
});
