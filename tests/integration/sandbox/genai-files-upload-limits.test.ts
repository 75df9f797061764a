// The Files API's size limits over raw HTTP: "a per-file maximum size of 2 GB" (ai.google.dev/gemini-api/docs/files)
// refused when a resumable upload starts, before a byte is sent.
import { afterEach, describe, expect, it } from 'vitest';
import { errorOf, startUpload } from './genai-files-harness';
import { startTestSandbox, type HarnessSandbox } from './sandbox-harness';

const TWO_GB = 2 * 1024 * 1024 * 1024;

let sandbox: HarnessSandbox | undefined;
afterEach(async () => {
  await sandbox?.dispose();
  sandbox = undefined;
});

describe('Files API upload limits', () => {
  it('refuses at start a file declared over 2 GB, and accepts one of exactly 2 GB', async () => {
    sandbox = await startTestSandbox({ tlog: { seed: false } });
    for (const version of ['v1beta', 'v1']) {
      const tooBig = await startUpload(sandbox, TWO_GB + 1, version);
      expect(tooBig.status).toBe(400);
      expect(tooBig.headers['x-goog-upload-url']).toBeUndefined();
      expect(errorOf(tooBig)).toEqual({
        code: 400,
        status: 'INVALID_ARGUMENT',
        message: `The file is ${TWO_GB + 1} bytes (X-Goog-Upload-Header-Content-Length) but a file may be at most 2 GB (${TWO_GB} bytes); split it or send a smaller file.`,
      });
      const atLimit = await startUpload(sandbox, TWO_GB, version);
      expect(atLimit.status).toBe(200);
      expect(atLimit.headers['x-goog-upload-status']).toBe('active');
    }
  });
});
