import { readFileSync, writeFileSync } from 'node:fs';

/** Replaces the text between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` in a Markdown file. */
export function writeSection(path: string, name: string, body: string): void {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const text = readFileSync(path, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to === -1) throw new Error(`${path} has no ${start} … ${end} section`);
  writeFileSync(path, `${text.slice(0, from + start.length)}\n${body.trim()}\n${text.slice(to)}`);
}
