// A chart's SVG as a file that looks the same outside the page: the theme's CSS (variables, classes) does
// not travel with it, so each element's computed presentation is written onto it, and a PNG is the same SVG
// drawn on a canvas.

const SVG_NS = 'http://www.w3.org/2000/svg';
/** The presentation a chart's look depends on. */
const STYLE_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'visibility',
  'display',
];
const TITLE_HEIGHT = 28;

export interface ChartImage {
  svg: string;
  width: number;
  height: number;
}

function inlineStyles(original: Element, copy: Element): void {
  const computed = getComputedStyle(original);
  const style = STYLE_PROPERTIES.map((name) => `${name}:${computed.getPropertyValue(name)}`).join(';');
  copy.setAttribute('style', style);
  const originals = original.children;
  const copies = copy.children;
  for (let index = 0; index < originals.length; index += 1) inlineStyles(originals[index]!, copies[index]!);
}

/** A standalone SVG of `svg` with `title` above it, on the page's background colour. */
export function chartSvg(svg: SVGSVGElement, title: string): ChartImage {
  const box = svg.getBoundingClientRect();
  const width = Math.round(box.width);
  const height = Math.round(box.height) + TITLE_HEIGHT;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  inlineStyles(svg, copy);
  const body = getComputedStyle(document.body);
  const root = document.createElementNS(SVG_NS, 'svg');
  root.setAttribute('width', String(width));
  root.setAttribute('height', String(height));
  root.setAttribute('viewBox', `0 0 ${width} ${height}`);
  const background = document.createElementNS(SVG_NS, 'rect');
  background.setAttribute('width', '100%');
  background.setAttribute('height', '100%');
  background.setAttribute('fill', body.backgroundColor);
  const heading = document.createElementNS(SVG_NS, 'text');
  heading.setAttribute('x', '8');
  heading.setAttribute('y', '19');
  heading.setAttribute(
    'style',
    `fill:${body.color};font-family:${body.fontFamily};font-size:15px;font-weight:600`,
  );
  heading.textContent = title;
  copy.setAttribute('x', '0');
  copy.setAttribute('y', String(TITLE_HEIGHT));
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height - TITLE_HEIGHT));
  root.append(background, heading, copy);
  return { svg: new XMLSerializer().serializeToString(root), width, height };
}

/** The image drawn on a canvas at `scale` (2 for sharp text on most screens), as PNG. */
export async function chartPng(image: ChartImage, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([image.svg], { type: 'image/svg+xml' }));
  try {
    const picture = new Image();
    picture.src = url;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width * scale;
    canvas.height = image.height * scale;
    const context = canvas.getContext('2d');
    if (!context)
      throw new Error('The canvas could not be drawn on, so no PNG was made; export as SVG instead.');
    context.scale(scale, scale);
    context.drawImage(picture, 0, 0, image.width, image.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) =>
          blob
            ? resolve(blob)
            : reject(new Error('The chart could not be encoded as PNG; export as SVG instead.')),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
