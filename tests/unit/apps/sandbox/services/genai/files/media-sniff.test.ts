import { describe, expect, it } from 'vitest';
import {
  mediaMismatch,
  SNIFF_BYTES,
} from '../../../../../../../apps/sandbox/services/genai/files/media-sniff';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

/** The first bytes of a real file of each sniffed type. */
const REAL_HEADS: Record<string, Buffer> = {
  'image/png': bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]),
  'image/jpeg': bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'),
  'image/gif': bytes('GIF89a', [1, 0, 1, 0]),
  'image/webp': bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  'application/pdf': bytes('%PDF-1.7\n%'),
  'audio/wav': bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '),
  'audio/mpeg': bytes('ID3', [4, 0, 0, 0, 0, 0, 0]),
  'video/mp4': bytes([0, 0, 0, 0x20], 'ftypisom'),
};

describe('mediaMismatch', () => {
  it('accepts the first bytes of each sniffed type and refuses them under every other sniffed type', () => {
    for (const [type, real] of Object.entries(REAL_HEADS)) {
      // What the store reads of a file.
      const head = real.subarray(0, SNIFF_BYTES);
      expect(mediaMismatch(type, head)).toBeUndefined();
      for (const other of Object.keys(REAL_HEADS).filter((t) => t !== type))
        expect(mediaMismatch(other, head)).toMatch(
          new RegExp(`^The file is not ${other}: it does not start with`),
        );
    }
  });

  it('accepts an MP3 that starts with a frame rather than an ID3 tag, and refuses a file too short to tell', () => {
    expect(mediaMismatch('audio/mpeg', bytes([0xff, 0xfb, 0x90, 0x64]))).toBeUndefined();
    expect(mediaMismatch('image/png', bytes([0x89]))).toMatch(/PNG signature/);
    expect(mediaMismatch('application/pdf', Buffer.alloc(0))).toMatch(/%PDF-/);
  });

  it('does not sniff text and other types', () => {
    for (const type of ['text/plain', 'application/json', 'application/octet-stream', 'video/webm'])
      expect(mediaMismatch(type, bytes('anything at all'))).toBeUndefined();
  });
});
