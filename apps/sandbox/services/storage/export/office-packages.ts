// The package formats a Docs Editors file exports to, as small as their specifications allow while
// staying valid: Office Open XML (ECMA-376: a document's paragraphs, a sheet's rows as inline strings),
// OpenDocument (ODF 1.2: mimetype stored first, manifest, content, and a presentation's master page in
// its styles) and EPUB 3 (container, package document, navigation, one chapter). PowerPoint's package is
// presentation-package.ts.
import { contentTypes, DECLARATION, relationships, RELS, xml } from './xml-parts';
import { zipArchive } from './zip-archive';

export function docx(lines: string[]): Buffer {
  const paragraphs = lines.map(
    (line) => `<w:p><w:r><w:t xml:space="preserve">${xml(line)}</w:t></w:r></w:p>`,
  );
  return zipArchive([
    {
      name: '[Content_Types].xml',
      data: contentTypes({
        '/word/document.xml':
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      }),
    },
    { name: '_rels/.rels', data: relationships([['rId1', 'officeDocument', 'word/document.xml']]) },
    {
      name: 'word/document.xml',
      data: `${DECLARATION}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.join('')}</w:body></w:document>`,
    },
  ]);
}

export function xlsx(rows: string[][]): Buffer {
  const sheetRows = rows.map(
    (cells, r) =>
      `<row r="${r + 1}">${cells.map((cell) => `<c t="inlineStr"><is><t xml:space="preserve">${xml(cell)}</t></is></c>`).join('')}</row>`,
  );
  return zipArchive([
    {
      name: '[Content_Types].xml',
      data: contentTypes({
        '/xl/workbook.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
        '/xl/worksheets/sheet1.xml':
          'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml',
      }),
    },
    { name: '_rels/.rels', data: relationships([['rId1', 'officeDocument', 'xl/workbook.xml']]) },
    {
      name: 'xl/workbook.xml',
      data: `${DECLARATION}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: relationships([['rId1', 'worksheet', 'worksheets/sheet1.xml']]),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: `${DECLARATION}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
    },
  ]);
}

const ODF_NS =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.2"';

/**
 * A presentation's styles: the master page its slide follows (a draw:page must name one, and readers
 * look the slide's size up through it, margins included), on a landscape page; and a frame style with
 * no fill or border, as a text box has (a frame with no style is drawn as a filled shape).
 */
const ODP_STYLES = `${DECLARATION}<office:document-styles ${ODF_NS}><office:styles><style:style style:name="Text" style:family="graphic"><style:graphic-properties draw:fill="none" draw:stroke="none"/></style:style></office:styles><office:automatic-styles><style:page-layout style:name="PM1"><style:page-layout-properties fo:margin-top="0cm" fo:margin-bottom="0cm" fo:margin-left="0cm" fo:margin-right="0cm" fo:page-width="28cm" fo:page-height="21cm" style:print-orientation="landscape"/></style:page-layout></office:automatic-styles><office:master-styles><style:master-page style:name="Default" style:page-layout-name="PM1"/></office:master-styles></office:document-styles>`;

/**
 * An OpenDocument text, spreadsheet or presentation of `body` (the office:body's one child), with a
 * styles part when given one.
 */
export function openDocument(mimeType: string, body: string, styles?: string): Buffer {
  const stylesEntry = styles
    ? '<manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/>'
    : '';
  return zipArchive([
    { name: 'mimetype', data: mimeType, store: true },
    {
      name: 'META-INF/manifest.xml',
      data: `${DECLARATION}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="${mimeType}"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>${stylesEntry}</manifest:manifest>`,
    },
    ...(styles ? [{ name: 'styles.xml', data: styles }] : []),
    {
      name: 'content.xml',
      data: `${DECLARATION}<office:document-content ${ODF_NS}><office:body>${body}</office:body></office:document-content>`,
    },
  ]);
}

export const odtBody = (lines: string[]) =>
  `<office:text>${lines.map((line) => `<text:p>${xml(line)}</text:p>`).join('')}</office:text>`;

export const odsBody = (rows: string[][]) =>
  `<office:spreadsheet><table:table table:name="Sheet1">${rows
    .map(
      (cells) =>
        `<table:table-row>${cells.map((cell) => `<table:table-cell office:value-type="string"><text:p>${xml(cell)}</text:p></table:table-cell>`).join('')}</table:table-row>`,
    )
    .join('')}</table:table></office:spreadsheet>`;

const odpBody = (lines: string[]) =>
  `<office:presentation><draw:page draw:name="Slide 1" draw:master-page-name="Default"><draw:frame draw:style-name="Text" svg:x="1cm" svg:y="1cm" svg:width="24cm" svg:height="16cm"><draw:text-box>${lines
    .map((line) => `<text:p>${xml(line)}</text:p>`)
    .join('')}</draw:text-box></draw:frame></draw:page></office:presentation>`;

/** A presentation: one slide, on the master page of its styles, holding the lines in a text box. */
export const odp = (lines: string[]) =>
  openDocument('application/vnd.oasis.opendocument.presentation', odpBody(lines), ODP_STYLES);

export function epub(title: string, id: string, htmlBody: string): Buffer {
  const xhtml = (heading: string, body: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>${xml(heading)}</title></head><body>${body}</body></html>`;
  return zipArchive([
    { name: 'mimetype', data: 'application/epub+zip', store: true },
    {
      name: 'META-INF/container.xml',
      data: '<?xml version="1.0" encoding="UTF-8"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    },
    {
      name: 'OEBPS/content.opf',
      data: `<?xml version="1.0" encoding="UTF-8"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:verity:${xml(id)}</dc:identifier><dc:title>${xml(title)}</dc:title><dc:language>en</dc:language><meta property="dcterms:modified">2000-01-01T00:00:00Z</meta></metadata><manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/><item id="text" href="text.xhtml" media-type="application/xhtml+xml"/></manifest><spine><itemref idref="text"/></spine></package>`,
    },
    {
      name: 'OEBPS/nav.xhtml',
      data: xhtml(
        title,
        `<nav epub:type="toc"><ol><li><a href="text.xhtml">${xml(title)}</a></li></ol></nav>`,
      ),
    },
    { name: 'OEBPS/text.xhtml', data: xhtml(title, htmlBody) },
  ]);
}
