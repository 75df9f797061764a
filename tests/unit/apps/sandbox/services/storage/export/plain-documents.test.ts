// The single-file exports checked as their readers check them: the PDF's cross-reference table points at
// each object, its text is escaped; the PNG's chunks carry their CRC and its pixels inflate to the page.
import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  html,
  pdf,
  png,
  rtf,
} from '../../../../../../../apps/sandbox/services/storage/export/plain-documents';

describe('pdf', () => {
  it('has a cross-reference table whose offsets point at its objects', () => {
    const text = pdf(['Plain (with brackets) and \\ backslash', 'Zoë']).toString('latin1');
    const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    expect(text).toContain('(Plain \\(with brackets\\) and \\\\ backslash) Tj');
    expect(text).toContain('(Zoë) Tj');
  });
});

describe('png', () => {
  it('is a white 800×600 greyscale image with valid chunks', () => {
    const image = png();
    expect(image.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    let at = 8;
    const chunks: Record<string, Buffer> = {};
    while (at < image.length) {
      const length = image.readUInt32BE(at);
      const type = image.toString('ascii', at + 4, at + 8);
      const data = image.subarray(at + 8, at + 8 + length);
      expect(image.readUInt32BE(at + 8 + length)).toBe(crc32(image.subarray(at + 4, at + 8 + length)));
      chunks[type] = data;
      at += 12 + length;
    }
    expect(Object.keys(chunks)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([
      chunks.IHDR!.readUInt32BE(0),
      chunks.IHDR!.readUInt32BE(4),
      chunks.IHDR![8],
      chunks.IHDR![9],
    ]).toEqual([800, 600, 8, 0]);
    const pixels = inflateSync(chunks.IDAT!);
    expect(pixels.length).toBe(600 * 801);
    expect(pixels.every((byte, i) => (i % 801 === 0 ? byte === 0 : byte === 0xff))).toBe(true);
  });
});

describe('html and rtf', () => {
  it('escape what their syntax would read', () => {
    expect(html('A & B', ['<b>'])).toContain('<title>A &amp; B</title></head><body><p>&lt;b&gt;</p>');
    expect(rtf(['{x} \\ é'])).toContain('\\{x\\} \\\\ \\u233?');
  });
});
