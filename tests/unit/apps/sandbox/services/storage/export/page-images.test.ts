// A drawing's PNG and JPEG read back as image readers read them: the PNG's chunks carry their CRC and its
// rows inflate to the page; the JPEG decodes (jpeg-js) to the same page. On both, ink lies where each
// line's text is drawn and nowhere else, and wider letters leave more of it: the text is drawn, not boxes.
import { crc32, inflateSync } from 'node:zlib';
import jpegJs from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { jpeg, png } from '../../../../../../../apps/sandbox/services/storage/export/page-images';

interface Page {
  width: number;
  height: number;
  /** Grey levels, a byte a pixel. */
  grey: Uint8Array;
}

function readPng(image: Buffer): Page {
  expect(image.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let at = 8;
  const chunks: Record<string, Buffer> = {};
  while (at < image.length) {
    const length = image.readUInt32BE(at);
    const type = image.toString('ascii', at + 4, at + 8);
    expect(image.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(
      crc32(image.subarray(at + 4, at + 8 + length)),
    );
    chunks[type] = image.subarray(at + 8, at + 8 + length);
    at += 12 + length;
  }
  expect(Object.keys(chunks)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const [width, height] = [chunks.IHDR!.readUInt32BE(0), chunks.IHDR!.readUInt32BE(4)];
  expect([chunks.IHDR![8], chunks.IHDR![9]]).toEqual([8, 0]); // 8-bit greyscale
  const rows = inflateSync(chunks.IDAT!);
  expect(rows.length).toBe(height * (width + 1));
  const grey = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    expect(rows[y * (width + 1)]).toBe(0); // filter type None
    grey.set(rows.subarray(y * (width + 1) + 1, (y + 1) * (width + 1)), y * width);
  }
  return { width, height, grey };
}

function readJpeg(image: Buffer): Page {
  expect([...image.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect([...image.subarray(-2)]).toEqual([0xff, 0xd9]);
  const { width, height, data } = jpegJs.decode(image, { useTArray: true });
  const grey = new Uint8Array(width * height);
  for (let i = 0; i < grey.length; i++)
    grey[i] = Math.round((data[i * 4]! + data[i * 4 + 1]! + data[i * 4 + 2]!) / 3);
  return { width, height, grey };
}

/** How many pixels in rows [from, to) are dark. */
function ink(page: Page, from: number, to: number): number {
  let count = 0;
  for (let i = from * page.width; i < Math.min(to, page.height) * page.width; i++)
    if (page.grey[i]! < 128) count++;
  return count;
}

/** The rows of line `i`: its baseline is at 40 + 24·i, the 18 px glyphs reach above it and a little below. */
const band = (i: number): [number, number] => [40 + i * 24 - 20, 40 + i * 24 + 6];

describe.each([
  ['png', png, readPng],
  ['jpeg', jpeg, readJpeg],
])('%s', (_name, encode, read) => {
  it('draws each line in its own band on a white 800×600 page', () => {
    const page = read(encode(['First line', '', 'Third line: Zoë']));
    expect([page.width, page.height]).toEqual([800, 600]);
    expect(ink(page, ...band(0))).toBeGreaterThan(50);
    expect(ink(page, ...band(1))).toBe(0);
    expect(ink(page, ...band(2))).toBeGreaterThan(50);
    expect(ink(page, band(2)[1], page.height)).toBe(0);
    expect(ink(page, 0, band(0)[0])).toBe(0);
  });

  it('leaves an empty drawing a blank page', () => {
    const page = read(encode(['']));
    expect([page.width, page.height, ink(page, 0, page.height)]).toEqual([800, 600, 0]);
  });

  it('draws the letters themselves', () => {
    const wide = read(encode(['WWWWWWWW']));
    const narrow = read(encode(['iiiiiiii']));
    expect(ink(wide, ...band(0))).toBeGreaterThan(2 * ink(narrow, ...band(0)));
  });

  it('grows the page with the lines, up to the first hundred', () => {
    expect(read(encode(Array.from({ length: 30 }, (_, i) => `Line ${i}`))).height).toBe(60 + 30 * 24);
    const long = read(encode(Array.from({ length: 150 }, (_, i) => `Line ${i}`)));
    expect(long.height).toBe(60 + 100 * 24);
    expect(ink(long, ...band(99))).toBeGreaterThan(0);
  });
});

describe('png and jpeg', () => {
  it('show the same page', () => {
    const lines = ['Quarterly plan', 'Costs < budget & "on time"'];
    const [a, b] = [readPng(png(lines)), readJpeg(jpeg(lines))];
    let difference = 0;
    for (let i = 0; i < a.grey.length; i++) difference += Math.abs(a.grey[i]! - b.grey[i]!);
    // JPEG is lossy: its pixels stray a little around the glyphs' edges, never far on average.
    expect(difference / a.grey.length).toBeLessThan(2);
  });
});

describe('a line longer than the page', () => {
  it('is drawn as far as the page shows it', () => {
    const long = 'W'.repeat(1_000_000);
    const page = readPng(png([long]));
    const rightEdge = Array.from(
      { length: 24 },
      (_, row) => page.grey[(band(0)[0] + row) * page.width + 799]!,
    );
    expect(rightEdge.some((grey) => grey < 128)).toBe(true);
  });
});
