// The single-file text formats a Docs Editors file exports to: HTML, RTF, SVG and a one-page PDF (PDF 1.4
// with the standard Helvetica font, so nothing needs embedding). The images are page-images.ts's.
import { xml } from './xml-parts';

export const htmlBody = (lines: string[]) => lines.map((line) => `<p>${xml(line)}</p>`).join('');

export function html(title: string, lines: string[]): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${xml(title)}</title></head><body>${htmlBody(lines)}</body></html>\n`;
}

export function rtf(lines: string[]): string {
  const escape = (line: string) =>
    [...line]
      .map((c) => {
        if (c === '\\' || c === '{' || c === '}') return `\\${c}`;
        const code = c.codePointAt(0)!;
        // RTF's \uN takes a signed 16-bit number; characters past it are left out.
        if (code > 0xffff) return '?';
        return code > 127 ? `\\u${code > 32767 ? code - 65536 : code}?` : c;
      })
      .join('');
  return `{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Helvetica;}}\\f0\\fs22 ${lines.map(escape).join('\\par\n')}\\par}\n`;
}

export function svg(lines: string[]): string {
  const text = lines
    .map(
      (line, i) =>
        `<text x="20" y="${40 + i * 24}" font-family="sans-serif" font-size="18">${xml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="${Math.max(600, 60 + lines.length * 24)}">${text}</svg>\n`;
}

/** A one-page PDF of the lines (the first hundred: a page holds no more), in Latin-1. */
export function pdf(lines: string[]): Buffer {
  const text = (line: string) =>
    line.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
  const shown = lines.slice(0, 100).map((line) => `(${text(line)}) Tj T*`);
  const stream = `BT /F1 11 Tf 14 TL 50 800 Td ${shown.join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
