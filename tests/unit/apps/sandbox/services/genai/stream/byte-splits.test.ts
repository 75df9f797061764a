import { describe, expect, it } from 'vitest';
import { splitBytes, splitPoints } from '../../../../../../../apps/sandbox/services/genai/stream/byte-splits';
import { SeededRandom } from '../../../../../../../apps/sandbox/services/genai/text/seeded-random';

describe('byte slices', () => {
  it('always cut inside the first multi-byte character and join back to the same bytes', () => {
    const random = new SeededRandom('slices');
    for (const text of [
      'data: {"text": "héllo"}\r\n\r\n',
      'ascii only, but long enough to get one seeded cut somewhere in the middle of it',
      '日本語🌍',
    ]) {
      const bytes = Buffer.from(text, 'utf8');
      const points = splitPoints(bytes, random);
      const pieces = splitBytes(bytes, points);
      expect(Buffer.concat(pieces)).toEqual(bytes);
      const firstMulti = bytes.findIndex((b, i) => i > 0 && b >= 0xc0);
      if (firstMulti > 0 && firstMulti < bytes.length - 1) expect(points).toContain(firstMulti + 1);
    }
  });
});
