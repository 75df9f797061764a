// The PowerPoint export read back as the Open Packaging Conventions read a package: every part is
// well-formed XML with a declared content type, every relationship points at a part the archive holds,
// and the chain PowerPoint follows (presentation → master → layout → master, slide → layout, master →
// theme) is whole; the slide's paragraphs are the lines given, escaped.
import { posix } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { pptx } from '../../../../../../../apps/sandbox/services/storage/export/presentation-package';

const PRESENTATION_ML = 'application/vnd.openxmlformats-officedocument.presentationml';

/** The part as a DOM; a part that is not well-formed XML fails the test, naming the part. */
function parse(text: string, part: string): Document {
  const onError = (level: string, message: string) => {
    if (level !== 'warning') throw new Error(`${part}: ${message}`);
  };
  return new DOMParser({ onError }).parseFromString(text, 'application/xml');
}

function readPackage(lines: string[]) {
  const entries = unzipSync(new Uint8Array(pptx(lines)));
  const parts = Object.fromEntries(
    Object.entries(entries).map(([name, bytes]) => [name, parse(strFromU8(bytes), name)]),
  );
  /** A part's relationships by id, targets resolved to part names. */
  const relationshipsOf = (part: string) => {
    const rels = parts[posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`)];
    const items = rels ? [...rels.getElementsByTagName('Relationship')] : [];
    return Object.fromEntries(
      items.map((item) => [
        item.getAttribute('Id')!,
        {
          type: item.getAttribute('Type')!.split('/').at(-1)!,
          target: posix.normalize(posix.join(posix.dirname(part), item.getAttribute('Target')!)),
        },
      ]),
    );
  };
  return { parts, relationshipsOf };
}

describe('pptx', () => {
  it('declares a content type for every part and resolves every relationship', () => {
    const { parts, relationshipsOf } = readPackage(['One']);
    const types = parts['[Content_Types].xml']!;
    const overrides = Object.fromEntries(
      [...types.getElementsByTagName('Override')].map((item) => [
        item.getAttribute('PartName')!.slice(1),
        item.getAttribute('ContentType')!,
      ]),
    );
    expect(overrides).toEqual({
      'ppt/presentation.xml': `${PRESENTATION_ML}.presentation.main+xml`,
      'ppt/slideMasters/slideMaster1.xml': `${PRESENTATION_ML}.slideMaster+xml`,
      'ppt/slideLayouts/slideLayout1.xml': `${PRESENTATION_ML}.slideLayout+xml`,
      'ppt/slides/slide1.xml': `${PRESENTATION_ML}.slide+xml`,
      'ppt/theme/theme1.xml': 'application/vnd.openxmlformats-officedocument.theme+xml',
    });
    const others = Object.keys(parts).filter((name) => !(name in overrides));
    expect(others.every((name) => name === '[Content_Types].xml' || name.endsWith('.rels'))).toBe(true);
    for (const part of Object.keys(parts))
      for (const { target } of Object.values(relationshipsOf(part)))
        expect(parts, `${part} → ${target}`).toHaveProperty([target]);
  });

  it('links the presentation, its master, layout, theme and slide as PowerPoint follows them', () => {
    const { parts, relationshipsOf } = readPackage(['One']);
    expect(relationshipsOf('').rId1).toEqual({ type: 'officeDocument', target: 'ppt/presentation.xml' });
    const presentation = parts['ppt/presentation.xml']!;
    const byId = relationshipsOf('ppt/presentation.xml');
    const rid = (element: Element) => element.getAttribute('r:id')!;
    const [master] = presentation.getElementsByTagName('p:sldMasterId');
    const slides = [...presentation.getElementsByTagName('p:sldId')];
    expect(byId[rid(master!)]).toEqual({ type: 'slideMaster', target: 'ppt/slideMasters/slideMaster1.xml' });
    expect(slides.map((slide) => byId[rid(slide)])).toEqual([
      { type: 'slide', target: 'ppt/slides/slide1.xml' },
    ]);
    // Ids in their ranges: masters and layouts from 2^31, slides from 256.
    expect(Number(master!.getAttribute('id'))).toBeGreaterThanOrEqual(2 ** 31);
    expect(Number(slides[0]!.getAttribute('id'))).toBeGreaterThanOrEqual(256);

    const masterLinks = relationshipsOf('ppt/slideMasters/slideMaster1.xml');
    const [layoutId] = parts['ppt/slideMasters/slideMaster1.xml']!.getElementsByTagName('p:sldLayoutId');
    expect(masterLinks[rid(layoutId!)]!.target).toBe('ppt/slideLayouts/slideLayout1.xml');
    expect(Object.values(masterLinks).map(({ type }) => type)).toContain('theme');
    expect(Object.values(relationshipsOf('ppt/slideLayouts/slideLayout1.xml'))).toEqual([
      { type: 'slideMaster', target: 'ppt/slideMasters/slideMaster1.xml' },
    ]);
    expect(Object.values(relationshipsOf('ppt/slides/slide1.xml'))).toEqual([
      { type: 'slideLayout', target: 'ppt/slideLayouts/slideLayout1.xml' },
    ]);
    // A theme's format scheme holds at least three of each style.
    const theme = parts['ppt/theme/theme1.xml']!;
    for (const list of ['a:fillStyleLst', 'a:lnStyleLst', 'a:effectStyleLst', 'a:bgFillStyleLst'])
      expect(theme.getElementsByTagName(list)[0]!.children.length, list).toBeGreaterThanOrEqual(3);
  });

  it('puts the lines on the slide, a paragraph each, escaped and stripped of what XML forbids', () => {
    const lines = ['Agenda', '', 'Costs < budget & "on time"', 'Zoë\u0001'];
    const { parts } = readPackage(lines);
    const paragraphs = [...parts['ppt/slides/slide1.xml']!.getElementsByTagName('a:p')];
    expect(paragraphs.map((paragraph) => paragraph.textContent)).toEqual([
      'Agenda',
      '',
      'Costs < budget & "on time"',
      'Zoë\ufffd',
    ]);
  });
});
