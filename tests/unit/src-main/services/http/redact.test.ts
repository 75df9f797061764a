import { describe, expect, it } from 'vitest';
import { REDACTED, redactHeaders, redactText, redactUrl } from '../../../../../src-main/services/http/redact';

describe('redaction', () => {
  it('replaces key-bearing query parameters and keeps the rest', () => {
    const url = redactUrl('https://gen.example/v1beta/models?key=AIzaSECRET&alt=sse&upload_id=UP123');
    expect(url).toBe(`https://gen.example/v1beta/models?key=${REDACTED}&alt=sse&upload_id=${REDACTED}`);
    expect(url).not.toContain('SECRET');
    expect(url).not.toContain('UP123');
  });

  it('drops URL credentials and refuses what it cannot parse', () => {
    expect(redactUrl('https://user:pass@host.example/x')).toBe('https://host.example/x');
    expect(redactUrl('not a url with key=abc')).toBe(REDACTED);
  });

  it('masks secret headers whatever their case', () => {
    const headers = redactHeaders([
      ['Authorization', 'Bearer t0ken'],
      ['X-Goog-Api-Key', 'AIzaX'],
      ['cookie', 'a=b'],
      ['accept', 'application/json'],
    ]);
    expect(headers).toEqual([
      ['Authorization', REDACTED],
      ['X-Goog-Api-Key', REDACTED],
      ['cookie', REDACTED],
      ['accept', 'application/json'],
    ]);
  });

  it("hides a resumable upload's credential in the headers that carry it", () => {
    const url = 'https://gen.example/upload/v1beta/files?upload_id=UP123&upload_protocol=resumable';
    const headers = redactHeaders([
      ['x-goog-upload-url', url],
      ['X-Goog-Upload-Control-URL', url],
      ['x-guploader-uploadid', 'UP123'],
      ['x-goog-upload-chunk-granularity', '8388608'],
    ]);
    const redacted = `https://gen.example/upload/v1beta/files?upload_id=${REDACTED}&upload_protocol=resumable`;
    expect(headers).toEqual([
      ['x-goog-upload-url', redacted],
      ['X-Goog-Upload-Control-URL', redacted],
      ['x-guploader-uploadid', REDACTED],
      ['x-goog-upload-chunk-granularity', '8388608'],
    ]);
  });

  it("hides the storage service's session URI where its start answers it (Location)", () => {
    const uri = 'https://store.example/upload/store/v3/files?uploadType=resumable&upload_id=UP456';
    expect(redactHeaders([['Location', uri]])).toEqual([
      ['Location', `https://store.example/upload/store/v3/files?uploadType=resumable&upload_id=${REDACTED}`],
    ]);
  });

  it('removes every occurrence of known secret values from text', () => {
    expect(redactText('{"debug":"Invalid API key: s3cret-key","again":"s3cret-key"}', ['s3cret-key'])).toBe(
      `{"debug":"Invalid API key: ${REDACTED}","again":"${REDACTED}"}`,
    );
    // Very short values would shred ordinary text; they are not treated as secrets.
    expect(redactText('abc', ['ab'])).toBe('abc');
  });
});
