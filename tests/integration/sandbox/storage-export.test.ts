// files.export through the official Drive client: text uploaded with a Docs Editors mimeType is converted
// (as about.importFormats allows), then exported in the formats of about.exportFormats — the text formats
// carrying it exactly, CSV/TSV from a sheet's rows, packages (docx, epub) and PDF well formed; the refusals
// (a file with bytes of its own, a format the type does not export to, a missing mimeType, an export past
// 10 MB) with the service's bodies. Every format about.exportFormats lists answers with a file of it: a
// demo slides file as PowerPoint whose slide holds the file's text, a drawing as a JPEG that decodes.
import { Readable } from 'node:stream';
import { DOMParser } from '@xmldom/xmldom';
import { strFromU8, unzipSync } from 'fflate';
import jpegJs from 'jpeg-js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { drive_v3 } from '@googleapis/drive';
import { oauthSandboxPerFile } from './oauth-harness';
import { rawRequest } from './sandbox-harness';
import { driveAccess, driveClient, driveExamples } from './storage-harness';

const oauth = oauthSandboxPerFile();
const DOCUMENT = 'application/vnd.google-apps.document';
const SPREADSHEET = 'application/vnd.google-apps.spreadsheet';
const PRESENTATION = 'application/vnd.google-apps.presentation';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
/** The first bytes of each format the table lists but the plain-text ones (packages are ZIP archives). */
const MAGIC: Record<string, string> = {
  'application/pdf': '%PDF-',
  'text/html': '<!DOCTYPE html>',
  'image/svg+xml': '<svg ',
  'application/vnd.google-apps.script+json': '{"files":[',
  'image/png': '\x89PNG\r\n\x1a\n',
  'image/jpeg': '\xff\xd8\xff',
  'application/rtf': '{\\rtf1',
};
const isPackage = (format: string) => /zip|openxmlformats|opendocument/.test(format);
let ada: drive_v3.Drive;
let token: string;

beforeAll(async () => {
  token = await driveAccess(oauth());
  ada = driveClient(oauth().sandbox, token);
});

async function convert(name: string, mimeType: string, mediaType: string, body: string | Buffer) {
  const { data } = await ada.files.create({
    requestBody: { name, mimeType },
    media: { mimeType: mediaType, body: Readable.from([body]) },
    fields: 'id,mimeType,size',
  });
  return data;
}

async function exportedWithType(fileId: string, mimeType: string) {
  const { data, headers } = await ada.files.export({ fileId, mimeType }, { responseType: 'arraybuffer' });
  // The client's types give Node's header object; at run time gaxios hands fetch's Headers.
  const type = (headers as unknown as Headers).get('content-type');
  return { body: Buffer.from(data as ArrayBuffer), type };
}

async function exported(fileId: string, mimeType: string): Promise<Buffer> {
  return (await exportedWithType(fileId, mimeType)).body;
}

async function failure(call: Promise<unknown>) {
  return call.then(
    () => undefined,
    (error: { response: { status: number; data: ArrayBuffer | unknown } }) => {
      const data = error.response.data;
      const body = data instanceof ArrayBuffer ? JSON.parse(Buffer.from(data).toString('utf8')) : data;
      return { status: error.response.status, body };
    },
  );
}

describe('files.export', () => {
  it('exports a converted document as its text, HTML, DOCX, EPUB and PDF', async () => {
    const doc = await convert('Minutes', DOCUMENT, 'text/plain', 'Line one\nLine <two> & (three)');
    expect(doc).toEqual({ id: doc.id, mimeType: DOCUMENT });
    expect((await exported(doc.id!, 'text/plain')).toString()).toBe('Line one\nLine <two> & (three)');
    expect((await exported(doc.id!, 'text/html')).toString()).toContain(
      '<p>Line one</p><p>Line &lt;two&gt; &amp; (three)</p>',
    );
    const docx = await exported(
      doc.id!,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    const document = strFromU8(unzipSync(new Uint8Array(docx))['word/document.xml']!);
    expect(document).toContain('Line &lt;two&gt; &amp; (three)');
    const epub = await exported(doc.id!, 'application/epub+zip');
    // EPUB's mimetype entry comes first, stored, so its text sits right after the 30-byte header and name.
    expect(epub.subarray(30, 58).toString('latin1')).toBe('mimetypeapplication/epub+zip');
    const pdf = (await exported(doc.id!, 'application/pdf')).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('(Line <two> & \\(three\\)) Tj');
  });

  it("exports a converted sheet's rows as CSV and TSV", async () => {
    const sheet = await convert('Budget', SPREADSHEET, 'text/csv', 'item,cost\n"paper, A4",12\n');
    expect((await exported(sheet.id!, 'text/csv')).toString()).toBe('item,cost\r\n"paper, A4",12');
    expect((await exported(sheet.id!, 'text/tab-separated-values')).toString()).toBe(
      'item\tcost\r\npaper, A4\t12',
    );
  });

  it("exports a demo document's own words", async () => {
    const { data } = await ada.files.list({
      q: `mimeType = '${DOCUMENT}' and modifiedTime < '2026-07-01T00:00:00'`,
      pageSize: 1,
      fields: 'files(id,name)',
    });
    const file = data.files![0]!;
    expect((await exported(file.id!, 'text/plain')).toString()).toMatch(new RegExp(`^${file.name}\\. `));
  });

  it("exports a demo slides file as PowerPoint whose slide holds the file's text", async () => {
    const { data } = await ada.files.list({
      q: `mimeType = '${PRESENTATION}' and trashed = false`,
      pageSize: 1,
      fields: 'files(id,name)',
    });
    const file = data.files![0]!;
    const text = (await exported(file.id!, 'text/plain')).toString();
    expect(text.startsWith(`${file.name}. `)).toBe(true);
    const parts = unzipSync(new Uint8Array(await exported(file.id!, PPTX)));
    expect(strFromU8(parts['[Content_Types].xml']!)).toContain(
      `<Override PartName="/ppt/slides/slide1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`,
    );
    const slide = new DOMParser().parseFromString(strFromU8(parts['ppt/slides/slide1.xml']!), 'text/xml');
    const paragraphs = [...slide.getElementsByTagName('a:p')].map((paragraph) => paragraph.textContent);
    expect(paragraphs).toEqual(text.split('\n'));
  });

  it('exports a drawing as a JPEG that decodes to its page', async () => {
    const { data: drawing } = await ada.files.create({
      requestBody: { name: 'Floor plan', mimeType: 'application/vnd.google-apps.drawing' },
      fields: 'id',
    });
    const { body, type } = await exportedWithType(drawing.id!, 'image/jpeg');
    expect(type).toBe('image/jpeg');
    const image = jpegJs.decode(body, { useTArray: true });
    expect([image.width, image.height]).toEqual([800, 600]);
    // A new drawing has nothing on it: every pixel of the page is white, give or take JPEG's rounding.
    expect(image.data.every((value) => value > 250)).toBe(true);
  });

  it('answers every format about.exportFormats lists with a file of that format', async () => {
    const { data: about } = await ada.about.get({ fields: 'exportFormats' });
    const formats = Object.entries(about.exportFormats!);
    expect(formats.length).toBeGreaterThanOrEqual(7);
    for (const [mimeType, targets] of formats) {
      const { data: file } = await ada.files.create({
        requestBody: { name: `Every format of ${mimeType}`, mimeType },
        fields: 'id',
      });
      for (const target of targets) {
        const { body, type } = await exportedWithType(file.id!, target);
        expect(type, `${mimeType} as ${target}`).toBe(target);
        const magic = isPackage(target) ? 'PK\x03\x04' : MAGIC[target];
        if (magic) expect(body.toString('latin1', 0, magic.length), `${mimeType} as ${target}`).toBe(magic);
      }
    }
  });

  it('refuses what cannot be exported, with the service bodies', async () => {
    const doc = await convert('Short', DOCUMENT, 'text/plain', 'words');
    expect(await failure(ada.files.export({ fileId: doc.id!, mimeType: 'text/csv' }))).toMatchObject({
      status: 400,
      body: { error: { errors: [{ reason: 'badRequest', location: 'mimeType' }] } },
    });
    const { data: binary } = await ada.files.create({
      requestBody: { name: 'plain.txt' },
      media: { mimeType: 'text/plain', body: Readable.from(['bytes']) },
    });
    expect(await failure(ada.files.export({ fileId: binary.id!, mimeType: 'text/plain' }))).toMatchObject({
      status: 403,
      body: { error: { errors: [{ reason: 'fileNotExportable' }] } },
    });
    const missing = await rawRequest(`${oauth().sandbox.baseUrl}/store/v3/files/${doc.id}/export`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(missing.status).toBe(400);
    expect(JSON.parse(missing.body).error.errors[0]).toMatchObject({
      reason: 'required',
      location: 'mimeType',
    });
  });

  it('refuses an export past 10 MB with exportSizeLimitExceeded', async () => {
    const big = await convert('Long', DOCUMENT, 'text/plain', Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
    expect(await failure(ada.files.export({ fileId: big.id!, mimeType: 'text/plain' }))).toEqual(
      driveExamples.errors['403_exportSizeLimitExceeded'],
    );
  });

  it('refuses an upload converted from a type about.importFormats does not list', async () => {
    expect(await failure(convert('Not a doc', DOCUMENT, 'application/zip', 'PK'))).toMatchObject({
      status: 400,
      body: { error: { message: expect.stringContaining('Conversion of application/zip') } },
    });
  });
});
