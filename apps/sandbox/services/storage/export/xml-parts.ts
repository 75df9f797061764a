// What the XML-based exports share: escaping text for XML, and the two parts every Office Open XML
// package has (ECMA-376 Part 2, Open Packaging Conventions): its content types and its relationships.

/** Characters XML 1.0 forbids anywhere, even escaped: a converted upload's text may carry them. */
// eslint-disable-next-line no-control-regex -- these control characters are what it finds
const NOT_XML = /[\0-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/g;

export const xml = (text: string) =>
  text
    .replace(NOT_XML, '\ufffd')
    .replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
export const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** [Content_Types].xml: relationships and plain XML by extension, each main part by name. */
export function contentTypes(overrides: Record<string, string>): string {
  const items = Object.entries(overrides)
    .map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`)
    .join('');
  return `${DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${items}</Types>`;
}

/** A part's relationships (`type` is the last segment of an officeDocument relationship type). */
export function relationships(items: Array<[id: string, type: string, target: string]>): string {
  const rows = items.map(
    ([id, type, target]) => `<Relationship Id="${id}" Type="${RELS}/${type}" Target="${target}"/>`,
  );
  return `${DECLARATION}<Relationships xmlns="${PACKAGE_RELS}">${rows.join('')}</Relationships>`;
}
