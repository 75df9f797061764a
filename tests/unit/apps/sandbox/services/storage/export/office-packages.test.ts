// The OpenDocument packages read back as an ODF reader reads them: the stored mimetype first, every part
// well-formed and named in the manifest (and nothing named that is missing), and a presentation's slide
// on a master page its styles define, whose page layout gives the slide's size.
import { strFromU8, unzipSync } from 'fflate';
import { DOMParser, type Document } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import {
  odp,
  odsBody,
  odtBody,
  openDocument,
} from '../../../../../../../apps/sandbox/services/storage/export/office-packages';

function parse(text: string, part: string): Document {
  const onError = (level: string, message: string) => {
    if (level !== 'warning') throw new Error(`${part}: ${message}`);
  };
  return new DOMParser({ onError }).parseFromString(text, 'application/xml');
}

function readOpenDocument(archive: Buffer, mimeType: string) {
  // The mimetype entry is first and stored, so its text sits right after the 30-byte header and name.
  expect(archive.toString('latin1', 30, 38 + mimeType.length)).toBe(`mimetype${mimeType}`);
  const entries = unzipSync(new Uint8Array(archive));
  const parts = Object.fromEntries(
    Object.entries(entries)
      .filter(([name]) => name !== 'mimetype')
      .map(([name, bytes]) => [name, parse(strFromU8(bytes), name)]),
  );
  const listed = [...parts['META-INF/manifest.xml']!.getElementsByTagName('manifest:file-entry')].map(
    (entry) => [entry.getAttribute('manifest:full-path'), entry.getAttribute('manifest:media-type')],
  );
  expect(listed[0]).toEqual(['/', mimeType]);
  expect(
    listed
      .slice(1)
      .map(([path]) => path)
      .sort(),
  ).toEqual(
    Object.keys(parts)
      .filter((name) => !name.startsWith('META-INF/'))
      .sort(),
  );
  return parts;
}

describe('OpenDocument packages', () => {
  it('list every part of a text and a spreadsheet in their manifests', () => {
    const text = readOpenDocument(
      openDocument('application/vnd.oasis.opendocument.text', odtBody(['One & two'])),
      'application/vnd.oasis.opendocument.text',
    );
    expect(text['content.xml']!.getElementsByTagName('text:p')[0]!.textContent).toBe('One & two');
    const sheet = readOpenDocument(
      openDocument('application/vnd.oasis.opendocument.spreadsheet', odsBody([['a', 'b<c']])),
      'application/vnd.oasis.opendocument.spreadsheet',
    );
    const cells = [...sheet['content.xml']!.getElementsByTagName('table:table-cell')];
    expect(cells.map((cell) => cell.textContent)).toEqual(['a', 'b<c']);
  });

  it("puts a presentation's slide on a master page its styles define", () => {
    const parts = readOpenDocument(
      odp(['Agenda', 'Costs']),
      'application/vnd.oasis.opendocument.presentation',
    );
    const [page] = parts['content.xml']!.getElementsByTagName('draw:page');
    const styles = parts['styles.xml']!;
    const master = [...styles.getElementsByTagName('style:master-page')].find(
      (candidate) => candidate.getAttribute('style:name') === page!.getAttribute('draw:master-page-name'),
    );
    expect(master).toBeDefined();
    const layout = [...styles.getElementsByTagName('style:page-layout')].find(
      (candidate) => candidate.getAttribute('style:name') === master!.getAttribute('style:page-layout-name'),
    );
    const size = layout!.getElementsByTagName('style:page-layout-properties')[0]!;
    expect([size.getAttribute('fo:page-width'), size.getAttribute('fo:page-height')]).toEqual([
      '28cm',
      '21cm',
    ]);
    expect([...page!.getElementsByTagName('text:p')].map((paragraph) => paragraph.textContent)).toEqual([
      'Agenda',
      'Costs',
    ]);
  });
});
