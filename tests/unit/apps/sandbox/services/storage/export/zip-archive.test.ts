// The ZIP writer read back by walking its central directory, as an unzip tool does: every entry is where
// its header says, inflates (or is stored) to the bytes given, and matches its CRC-32.
import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zipArchive } from '../../../../../../../apps/sandbox/services/storage/export/zip-archive';

function readZip(zip: Buffer): Array<{ name: string; data: Buffer; method: number }> {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    expect(zip.toString('utf8', local + 30, local + 30 + nameLength)).toBe(name);
    const start = local + 30 + nameLength;
    const raw = zip.subarray(start, start + compressed);
    const data = method === 0 ? raw : inflateRawSync(raw);
    expect(data.length).toBe(size);
    expect(crc32(data)).toBe(crc);
    entries.push({ name, data, method });
    at += 46 + nameLength;
  }
  return entries;
}

describe('zipArchive', () => {
  it('writes entries an unzip tool reads back, stored ones first as EPUB wants', () => {
    const text = 'é '.repeat(1000);
    const zip = zipArchive([
      { name: 'mimetype', data: 'application/epub+zip', store: true },
      { name: 'dossier/texte.xml', data: text },
      { name: 'empty', data: Buffer.alloc(0) },
    ]);
    expect(zip.toString('latin1', 30, 58)).toBe('mimetypeapplication/epub+zip');
    expect(readZip(zip).map(({ name, data, method }) => [name, data.toString('utf8'), method])).toEqual([
      ['mimetype', 'application/epub+zip', 0],
      ['dossier/texte.xml', text, 8],
      ['empty', '', 8],
    ]);
  });
});
