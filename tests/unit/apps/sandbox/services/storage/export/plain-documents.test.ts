// The single-file exports checked as their readers check them: the PDF's cross-reference table points at
// each object, its text is escaped; HTML and RTF escape what their syntax would read.
import { describe, expect, it } from 'vitest';
import { html, pdf, rtf } from '../../../../../../../apps/sandbox/services/storage/export/plain-documents';

describe('pdf', () => {
  it('has a cross-reference table whose offsets point at its objects', () => {
    const text = pdf(['Plain (with brackets) and \\ backslash', 'Zoë']).toString('latin1');
    const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    expect(text).toContain('(Plain \\(with brackets\\) and \\\\ backslash) Tj');
    expect(text).toContain('(Zoë) Tj');
  });
});

describe('html and rtf', () => {
  it('escape what their syntax would read', () => {
    expect(html('A & B', ['<b>'])).toContain('<title>A &amp; B</title></head><body><p>&lt;b&gt;</p>');
    expect(rtf(['{x} \\ é'])).toContain('\\{x\\} \\\\ \\u233?');
  });
});
