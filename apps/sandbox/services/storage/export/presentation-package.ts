// A slides file as PowerPoint (PresentationML, ECMA-376 Part 1 §19): one slide holding the text, as
// the OpenDocument presentation export does. PresentationML needs more parts than the word-processing
// and spreadsheet packages: a slide names its layout, a layout its master, a master its theme, and the
// presentation lists its masters and slides, so PowerPoint refuses a package missing any of them. Each
// is as small as the schema allows, with the empty text styles and group transforms PowerPoint itself
// writes (a blank layout, a master with its colour mapping, a theme with the three fill, line, effect and
// background styles its format scheme must hold).
import { contentTypes, DECLARATION, relationships, RELS, xml } from './xml-parts';
import { zipArchive } from './zip-archive';

const PRESENTATION_ML = 'application/vnd.openxmlformats-officedocument.presentationml';
const NS = `xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="${RELS}" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"`;
/** 4:3, in EMU (914400 a inch): PowerPoint's classic 10 × 7.5 inch slide. */
const [WIDTH, HEIGHT] = [9144000, 6858000];
const MARGIN = 457200;

/** A shape tree: its group properties, then the shapes. */
const shapeTree = (shapes = '') =>
  `<p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/><a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm></p:grpSpPr>${shapes}</p:spTree>`;

const solidFills = (tag: string) =>
  `<a:${tag}>${'<a:solidFill><a:schemeClr val="phClr"/></a:solidFill>'.repeat(3)}</a:${tag}>`;

const COLOURS: Array<[name: string, rgb: string]> = [
  ['dk2', '44546A'],
  ['lt2', 'E7E6E6'],
  ['accent1', '4472C4'],
  ['accent2', 'ED7D31'],
  ['accent3', 'A5A5A5'],
  ['accent4', 'FFC000'],
  ['accent5', '5B9BD5'],
  ['accent6', '70AD47'],
  ['hlink', '0563C1'],
  ['folHlink', '954F72'],
];

const font = (typeface: string) => `<a:latin typeface="${typeface}"/><a:ea typeface=""/><a:cs typeface=""/>`;

const THEME = `${DECLARATION}<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Office Theme"><a:themeElements><a:clrScheme name="Office"><a:dk1><a:sysClr val="windowText" lastClr="000000"/></a:dk1><a:lt1><a:sysClr val="window" lastClr="FFFFFF"/></a:lt1>${COLOURS.map(([name, rgb]) => `<a:${name}><a:srgbClr val="${rgb}"/></a:${name}>`).join('')}</a:clrScheme><a:fontScheme name="Office"><a:majorFont>${font('Calibri Light')}</a:majorFont><a:minorFont>${font('Calibri')}</a:minorFont></a:fontScheme><a:fmtScheme name="Office">${solidFills('fillStyleLst')}<a:lnStyleLst>${'<a:ln w="6350"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln>'.repeat(3)}</a:lnStyleLst><a:effectStyleLst>${'<a:effectStyle><a:effectLst/></a:effectStyle>'.repeat(3)}</a:effectStyleLst>${solidFills('bgFillStyleLst')}</a:fmtScheme></a:themeElements><a:objectDefaults/><a:extraClrSchemeLst/></a:theme>`;

const MASTER = `${DECLARATION}<p:sldMaster ${NS}><p:cSld>${shapeTree()}</p:cSld><p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst><p:txStyles><p:titleStyle/><p:bodyStyle/><p:otherStyle/></p:txStyles></p:sldMaster>`;

const LAYOUT = `${DECLARATION}<p:sldLayout ${NS} type="blank" preserve="1"><p:cSld name="Blank">${shapeTree()}</p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>`;

const PRESENTATION = `${DECLARATION}<p:presentation ${NS}><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst><p:sldId id="256" r:id="rId2"/></p:sldIdLst><p:sldSz cx="${WIDTH}" cy="${HEIGHT}"/><p:notesSz cx="${HEIGHT}" cy="${WIDTH}"/><p:defaultTextStyle/></p:presentation>`;

/** The slide: a text box over the page, a paragraph a line. */
function slide(lines: string[]): string {
  const paragraphs = lines
    .map((line) => `<a:p><a:r><a:rPr lang="en-US" sz="1800"/><a:t>${xml(line)}</a:t></a:r></a:p>`)
    .join('');
  const box = `<p:sp><p:nvSpPr><p:cNvPr id="2" name="Text"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${MARGIN}" y="${MARGIN}"/><a:ext cx="${WIDTH - 2 * MARGIN}" cy="${HEIGHT - 2 * MARGIN}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr wrap="square"><a:normAutofit/></a:bodyPr><a:lstStyle/>${paragraphs || '<a:p/>'}</p:txBody></p:sp>`;
  return `${DECLARATION}<p:sld ${NS}><p:cSld>${shapeTree(box)}</p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`;
}

export function pptx(lines: string[]): Buffer {
  return zipArchive([
    {
      name: '[Content_Types].xml',
      data: contentTypes({
        '/ppt/presentation.xml': `${PRESENTATION_ML}.presentation.main+xml`,
        '/ppt/slideMasters/slideMaster1.xml': `${PRESENTATION_ML}.slideMaster+xml`,
        '/ppt/slideLayouts/slideLayout1.xml': `${PRESENTATION_ML}.slideLayout+xml`,
        '/ppt/slides/slide1.xml': `${PRESENTATION_ML}.slide+xml`,
        '/ppt/theme/theme1.xml': 'application/vnd.openxmlformats-officedocument.theme+xml',
      }),
    },
    { name: '_rels/.rels', data: relationships([['rId1', 'officeDocument', 'ppt/presentation.xml']]) },
    { name: 'ppt/presentation.xml', data: PRESENTATION },
    {
      name: 'ppt/_rels/presentation.xml.rels',
      data: relationships([
        ['rId1', 'slideMaster', 'slideMasters/slideMaster1.xml'],
        ['rId2', 'slide', 'slides/slide1.xml'],
        ['rId3', 'theme', 'theme/theme1.xml'],
      ]),
    },
    { name: 'ppt/slideMasters/slideMaster1.xml', data: MASTER },
    {
      name: 'ppt/slideMasters/_rels/slideMaster1.xml.rels',
      data: relationships([
        ['rId1', 'slideLayout', '../slideLayouts/slideLayout1.xml'],
        ['rId2', 'theme', '../theme/theme1.xml'],
      ]),
    },
    { name: 'ppt/slideLayouts/slideLayout1.xml', data: LAYOUT },
    {
      name: 'ppt/slideLayouts/_rels/slideLayout1.xml.rels',
      data: relationships([['rId1', 'slideMaster', '../slideMasters/slideMaster1.xml']]),
    },
    { name: 'ppt/slides/slide1.xml', data: slide(lines) },
    {
      name: 'ppt/slides/_rels/slide1.xml.rels',
      data: relationships([['rId1', 'slideLayout', '../slideLayouts/slideLayout1.xml']]),
    },
    { name: 'ppt/theme/theme1.xml', data: THEME },
  ]);
}
