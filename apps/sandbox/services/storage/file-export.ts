// files.export (research google.md §3.1, §3.5): a Docs Editors file in any of the formats about.exportFormats
// lists for its type, made from its text (a converted upload's bytes, or a demo document's words) — the
// text formats carry it as it is, a sheet's rows go to CSV/TSV and the spreadsheet packages, a drawing's
// PNG and JPEG show it drawn on a page, the others (PDF, RTF, SVG, HTML, ZIP, EPUB, the Office Open XML and
// OpenDocument packages, Apps Script JSON) are small but valid files of their format, with the text in
// them. Exports past 10 MB are refused (exportSizeLimitExceeded), as are files with bytes of their own
// (download those) and formats the type does not export to.
import { text as readText } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import Papa from 'papaparse';
import formats from './data/about-formats.json';
import type { ContentStore } from './content-store';
import { driveError, type Answer } from './drive-errors';
import { docx, epub, odp, odsBody, odtBody, openDocument, xlsx } from './export/office-packages';
import { jpeg, png } from './export/page-images';
import { html, htmlBody, pdf, rtf, svg } from './export/plain-documents';
import { pptx } from './export/presentation-package';
import { xml } from './export/xml-parts';
import { zipArchive } from './export/zip-archive';
import { revisionsOf } from './file-content';
import { FOLDER, GOOGLE_TYPE_PREFIX, SHORTCUT, type FileRecord } from './file-record';

const EXPORT_LIMIT_BYTES = 10 * 1024 * 1024;
const EXPORTS = formats.exportFormats as Record<string, string[]>;
const SPREADSHEET = 'application/vnd.google-apps.spreadsheet';

const tooLarge = () => driveError(403, 'exportSizeLimitExceeded', 'This file is too large to be exported.');

/** The file's text: its uploaded head revision's bytes when it has some, else the words it was made with. */
async function textOf(file: FileRecord, content: ContentStore): Promise<string> {
  const head = file.revisions?.at(-1);
  return head && head.size > 0 ? readText(content.read(head)) : (file.contentText ?? '');
}

function rowsOf(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.trim(), { skipEmptyLines: true });
  return parsed.data;
}

/** The export's bytes, or undefined for a format the sandbox cannot make. */
function render(file: FileRecord, target: string, text: string): Buffer | string | undefined {
  const lines = text.split(/\r?\n/);
  const sheet = file.mimeType === SPREADSHEET;
  const rows = sheet ? rowsOf(text) : lines.map((line) => [line]);
  const table = `<table>${rows.map((row) => `<tr>${row.map((cell) => `<td>${xml(cell)}</td>`).join('')}</tr>`).join('')}</table>`;
  const page = sheet
    ? `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${xml(file.name)}</title></head><body>${table}</body></html>\n`
    : html(file.name, lines);
  switch (target) {
    case 'text/plain':
      return text;
    case 'text/html':
      return page;
    case 'text/csv':
      return Papa.unparse(rows);
    case 'text/tab-separated-values':
      return Papa.unparse(rows, { delimiter: '\t' });
    case 'application/rtf':
      return rtf(lines);
    case 'application/pdf':
      return pdf(sheet ? rows.map((row) => row.join('  ')) : lines);
    case 'image/svg+xml':
      return svg(lines);
    case 'image/png':
      return png(lines);
    case 'image/jpeg':
      return jpeg(lines);
    case 'application/zip':
      return zipArchive([{ name: `${file.name}.html`, data: page }]);
    case 'application/epub+zip':
      return epub(file.name, file.id, htmlBody(lines));
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      return docx(lines);
    case 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
      return xlsx(rows);
    case 'application/vnd.oasis.opendocument.text':
      return openDocument(target, odtBody(lines));
    case 'application/vnd.oasis.opendocument.spreadsheet':
    case 'application/x-vnd.oasis.opendocument.spreadsheet':
      return openDocument('application/vnd.oasis.opendocument.spreadsheet', odsBody(rows));
    case 'application/vnd.oasis.opendocument.presentation':
      return odp(lines);
    case 'application/vnd.openxmlformats-officedocument.presentationml.presentation':
      return pptx(lines);
    case 'application/vnd.google-apps.script+json':
      return JSON.stringify({ files: [{ name: file.name, type: 'server_js', source: text }] });
    default:
      return undefined;
  }
}

/** GET /store/v3/files/{fileId}/export?mimeType=…, for a file the caller can see. */
export async function exportFile(
  file: FileRecord,
  target: string | null,
  content: ContentStore,
): Promise<Answer> {
  if (!target) return driveError(400, 'required', 'Required parameter: mimeType', { location: 'mimeType' });
  if (!file.mimeType.startsWith(GOOGLE_TYPE_PREFIX) || file.mimeType === FOLDER || file.mimeType === SHORTCUT)
    return driveError(403, 'fileNotExportable', 'Export only supports Docs Editors files.');
  if (!EXPORTS[file.mimeType]?.includes(target))
    return driveError(400, 'badRequest', 'The requested conversion is not supported.', {
      location: 'mimeType',
    });
  const stored = revisionsOf(file).at(-1)?.size ?? 0;
  if (stored > EXPORT_LIMIT_BYTES) return tooLarge();
  const bytes = render(file, target, await textOf(file, content));
  if (bytes === undefined)
    return driveError(
      501,
      'notImplemented',
      `The Verity sandbox does not make ${target} exports; pick another of about.exportFormats.`,
    );
  const body = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  if (body.length > EXPORT_LIMIT_BYTES) return tooLarge();
  return {
    status: 200,
    body: undefined,
    headers: { 'content-type': target, 'content-length': String(body.length) },
    media: () => Readable.from([body]),
  };
}
