import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';

/**
 * Replaces the text between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` in a Markdown file, then
 * formats the file as the repository's format check expects, so a run leaves nothing to tidy by hand.
 */
export async function writeSection(path: string, name: string, body: string): Promise<void> {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const text = readFileSync(path, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to === -1) throw new Error(`${path} has no ${start} … ${end} section`);
  const next = `${text.slice(0, from + start.length)}\n${body.trim()}\n${text.slice(to)}`;
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(path, await format(next, { ...options, filepath: path }));
}
