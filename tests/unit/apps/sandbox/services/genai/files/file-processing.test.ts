import { describe, expect, it } from 'vitest';
import { fileView } from '../../../../../../../apps/sandbox/services/genai/files/file-processing';
import type { StoredFile } from '../../../../../../../apps/sandbox/services/genai/files/file-store';

const CREATED = '2026-06-17T14:13:00.159Z';
const PROCESSED = '2026-06-17T14:13:02.159Z';

const entry = (extra: Partial<StoredFile> = {}): StoredFile => ({
  owner: 'owner',
  file: {
    name: 'files/abc',
    mimeType: 'image/png',
    sizeBytes: '3',
    createTime: CREATED,
    updateTime: CREATED,
    expirationTime: '2026-06-19T14:13:00.159Z',
    sha256Hash: 'hash',
    uri: 'http://127.0.0.1:9/v1beta/files/abc',
    state: 'PROCESSING',
    source: 'UPLOADED',
  },
  processedTime: PROCESSED,
  ...extra,
});

describe('fileView', () => {
  it('is the stored File until processedTime, then ACTIVE with updateTime at processedTime', () => {
    expect(fileView(entry(), new Date(Date.parse(PROCESSED) - 1))).toEqual(entry().file);
    expect(fileView(entry(), new Date(PROCESSED))).toEqual({
      ...entry().file,
      state: 'ACTIVE',
      updateTime: PROCESSED,
    });
  });

  it('is FAILED with its error once processed when processing failed', () => {
    const failure = { code: 3, message: 'The file is not image/png.' };
    expect(fileView(entry({ failure }), new Date(PROCESSED))).toMatchObject({
      state: 'FAILED',
      error: failure,
    });
    expect(fileView(entry({ failure }), new Date(CREATED))).not.toHaveProperty('error');
  });

  it('leaves a file stored without processedTime as it was stored', () => {
    const stored = entry({ processedTime: undefined });
    stored.file.state = 'ACTIVE';
    expect(fileView(stored, new Date(PROCESSED))).toEqual(stored.file);
  });
});
