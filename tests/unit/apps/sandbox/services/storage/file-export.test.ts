// files.export against the whole of about.exportFormats: a client that reads the table and asks for any
// format it lists gets a file of that format, recognised as its readers recognise it (magic bytes, the
// parts a package must hold, text that parses back), carrying the file's text.
import { buffer } from 'node:stream/consumers';
import { strFromU8, unzipSync } from 'fflate';
import jpegJs from 'jpeg-js';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStore } from '../../../../../../apps/sandbox/services/storage/content-store';
import formats from '../../../../../../apps/sandbox/services/storage/data/about-formats.json';
import { DemoTree } from '../../../../../../apps/sandbox/services/storage/demo-files';
import { exportFile } from '../../../../../../apps/sandbox/services/storage/file-export';
import { tempDir } from '../../../../../support/temp-dir';

const TEXT = 'name,amount\nAda & Grace,12';
const unzip = (body: Buffer) => unzipSync(new Uint8Array(body));
const entry = (body: Buffer, name: string) => strFromU8(unzip(body)[name]!);

/** What a reader of each format checks first, and where the text shows in it. */
const READERS: Record<string, (body: Buffer) => void> = {
  'text/plain': (body) => expect(body.toString()).toBe(TEXT),
  'text/html': (body) => expect(body.toString()).toMatch(/^<!DOCTYPE html>.*Ada &amp; Grace/s),
  'text/csv': (body) =>
    expect(Papa.parse(body.toString()).data).toEqual([
      ['name', 'amount'],
      ['Ada & Grace', '12'],
    ]),
  'text/tab-separated-values': (body) => expect(body.toString()).toBe('name\tamount\r\nAda & Grace\t12'),
  'application/rtf': (body) => expect(body.toString()).toMatch(/^\{\\rtf1.*Ada & Grace.*\}\n$/s),
  'application/pdf': (body) =>
    expect(body.toString('latin1')).toMatch(/^%PDF-1\.4\n.*Ada & Grace.*%%EOF\n$/s),
  'image/svg+xml': (body) =>
    expect(body.toString()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg".*Ada &amp; Grace/),
  'image/png': (body) => expect(body.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n'),
  'image/jpeg': (body) => expect(jpegJs.decode(body)).toMatchObject({ width: 800, height: 600 }),
  'application/zip': (body) =>
    expect(
      Object.values(unzip(body))
        .map((bytes) => strFromU8(bytes))
        .join(''),
    ).toContain('Ada &amp; Grace'),
  'application/epub+zip': (body) => {
    expect(entry(body, 'mimetype')).toBe('application/epub+zip');
    expect(entry(body, 'OEBPS/text.xhtml')).toContain('Ada &amp; Grace');
  },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (body) =>
    expect(entry(body, 'word/document.xml')).toContain('Ada &amp; Grace'),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': (body) =>
    expect(entry(body, 'xl/worksheets/sheet1.xml')).toContain('Ada &amp; Grace'),
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': (body) =>
    expect(entry(body, 'ppt/slides/slide1.xml')).toContain('Ada &amp; Grace'),
  'application/vnd.google-apps.script+json': (body) =>
    expect(JSON.parse(body.toString())).toMatchObject({ files: [{ source: TEXT }] }),
};
for (const kind of ['text', 'spreadsheet', 'presentation'])
  READERS[`application/vnd.oasis.opendocument.${kind}`] = (body) => {
    expect(entry(body, 'mimetype')).toBe(`application/vnd.oasis.opendocument.${kind}`);
    expect(entry(body, 'content.xml')).toContain('Ada &amp; Grace');
  };
READERS['application/x-vnd.oasis.opendocument.spreadsheet'] =
  READERS['application/vnd.oasis.opendocument.spreadsheet']!;

let dir: Awaited<ReturnType<typeof tempDir>>;
let content: ContentStore;
beforeAll(async () => {
  dir = await tempDir('file-export');
  content = await ContentStore.open(dir.path);
});
afterAll(() => dir.remove());

const cases = Object.entries(formats.exportFormats).flatMap(([type, targets]) =>
  targets.map((target) => [type, target] as const),
);

describe('exportFile', () => {
  it.each(cases)('exports %s as %s', async (type, target) => {
    const file = new DemoTree('export').editor('account:ada', 'root', 'Names', type, { contentText: TEXT });
    const answer = await exportFile(file, target, content);
    expect(answer).toMatchObject({ status: 200, headers: { 'content-type': target } });
    const body = await buffer(answer.media!());
    expect(answer.headers!['content-length']).toBe(String(body.length));
    expect(READERS[target], `a reader for ${target}`).toBeDefined();
    READERS[target]!(body);
  });

  it('refuses a format the type does not export to', async () => {
    const file = new DemoTree('export').editor(
      'account:ada',
      'root',
      'Slides',
      'application/vnd.google-apps.presentation',
    );
    expect(await exportFile(file, 'image/jpeg', content)).toMatchObject({
      status: 400,
      body: { error: { errors: [{ reason: 'badRequest', location: 'mimeType' }] } },
    });
  });
});
