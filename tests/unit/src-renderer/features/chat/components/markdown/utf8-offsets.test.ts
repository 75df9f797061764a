import { describe, expect, it } from 'vitest';
import { createByteIndex } from '@/features/chat/components/markdown/utf8-offsets';

const utf8 = new TextEncoder();
const bytes = (text: string) => utf8.encode(text).length;

describe('createByteIndex (UTF-8 byte offsets → UTF-16 positions)', () => {
  const text = 'Café → 東京 👩‍💻 done';

  it('maps every character boundary exactly, for 1- to 4-byte characters', () => {
    const index = createByteIndex(text);
    expect(index.byteLength).toBe(bytes(text));
    let units = 0;
    for (const char of text) {
      const at = bytes(text.slice(0, units));
      expect(index.toUtf16(at, 'down')).toBe(units);
      expect(index.toUtf16(at, 'up')).toBe(units);
      units += char.length;
    }
    expect(index.toUtf16(bytes(text), 'up')).toBe(text.length);
  });

  it('snaps an offset inside a character to its start or end, never splitting a surrogate pair', () => {
    const index = createByteIndex('a😀b');
    // 'a' = byte 0, '😀' = bytes 1–4 (UTF-16 1–2), 'b' = byte 5.
    expect(index.toUtf16(2, 'down')).toBe(1);
    expect(index.toUtf16(2, 'up')).toBe(3);
    expect(index.toUtf16(5, 'down')).toBe(3);
    expect(index.toUtf16(99, 'up')).toBe(4);
    expect(index.toUtf16(-3, 'down')).toBe(0);
  });

  it('counts a lone surrogate as the 3 bytes an encoder writes for it', () => {
    const text = 'x\ud800y';
    expect(createByteIndex(text).byteLength).toBe(bytes(text));
    expect(createByteIndex(text).toUtf16(4, 'down')).toBe(2);
  });
});
