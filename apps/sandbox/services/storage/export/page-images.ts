// A drawing's image exports, PNG and JPEG: its text drawn black on a white page, laid out as the SVG
// export lays it (18 px DejaVu Sans, 24 px apart, the page as tall as the lines need), leaving out the
// lines past the first hundred, as the PDF does, and what lies past the page's right edge. pureimage
// draws the text (its glyphs from the DejaVu Sans shipped by dejavu-fonts-ttf, so the result does not
// depend on the fonts a machine has); the PNG is written here (8-bit greyscale is all a black-on-white
// page needs) and jpeg-js encodes the JPEG.
import { createRequire } from 'node:module';
import { crc32, deflateSync } from 'node:zlib';
import jpegJs from 'jpeg-js';
import * as PImage from 'pureimage';

const WIDTH = 800;
const MAX_LINES = 100;
/** More than the page's width shows at 18 px: the rest of a long line would be drawn off the page. */
const MAX_CHARACTERS = 200;
const FAMILY = 'DejaVu Sans';

let fontLoaded = false;

function loadFont(): void {
  if (fontLoaded) return;
  const require = createRequire(import.meta.url);
  const file = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
  PImage.registerFont(file, FAMILY).loadSync();
  fontLoaded = true;
}

/** The page as RGBA pixels. */
function drawPage(lines: string[]): PImage.Bitmap {
  loadFont();
  const shown = lines.slice(0, MAX_LINES);
  const page = PImage.make(WIDTH, Math.max(600, 60 + shown.length * 24));
  const context = page.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, page.width, page.height);
  context.fillStyle = '#000000';
  context.font = `18px '${FAMILY}'`;
  shown.forEach((line, i) => context.fillText([...line].slice(0, MAX_CHARACTERS).join(''), 20, 40 + i * 24));
  return page;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

export function png(lines: string[]): Buffer {
  const page = drawPage(lines);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(page.width, 0);
  header.writeUInt32BE(page.height, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, adaptive filter, no interlace
  // Each row: its filter type (0, None), then one grey byte a pixel (the page's red, equal to its green
  // and blue: the page has no colour).
  const rowBytes = page.width + 1;
  const pixels = Buffer.alloc(rowBytes * page.height);
  for (let y = 0; y < page.height; y++)
    for (let x = 0; x < page.width; x++) pixels[y * rowBytes + 1 + x] = page.data[(y * page.width + x) * 4]!;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export function jpeg(lines: string[]): Buffer {
  const page = drawPage(lines);
  return jpegJs.encode({ data: page.data, width: page.width, height: page.height }, 90).data;
}
