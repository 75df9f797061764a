// The prompt the answer is about: the last user turn's text (without trigger phrases) and the format hints it
// gives (code in a language, a table).
import type { Content } from '../request/types';

export const TRIGGER = /\[\[\s*sandbox:([a-z0-9:_-]+)\s*\]\]/gi;

/** Text of the last user turn (all its text parts). */
export function lastUserText(contents: readonly Content[]): string {
  for (let i = contents.length - 1; i >= 0; i -= 1) {
    const content = contents[i];
    if (content && content.role !== 'model')
      return (content.parts ?? [])
        .map((part) => part.text ?? '')
        .filter(Boolean)
        .join('\n');
  }
  return '';
}

export function withoutTriggers(text: string): string {
  return text
    .replace(TRIGGER, ' ')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

const LANGUAGE_NAMES: Record<string, string> = {
  python: 'python',
  py: 'python',
  javascript: 'javascript',
  js: 'javascript',
  node: 'javascript',
  'node.js': 'javascript',
  typescript: 'typescript',
  ts: 'typescript',
  golang: 'go',
  rust: 'rust',
  java: 'java',
  kotlin: 'kotlin',
  'c++': 'cpp',
  cpp: 'cpp',
  'c#': 'csharp',
  csharp: 'csharp',
  ruby: 'ruby',
  php: 'php',
  swift: 'swift',
  bash: 'bash',
  shell: 'bash',
  sh: 'bash',
  zsh: 'bash',
  sql: 'sql',
  postgres: 'sql',
  postgresql: 'sql',
  sqlite: 'sql',
  html: 'html',
  css: 'css',
  yaml: 'yaml',
  json: 'json',
};
const CODE_WORDS =
  /\b(code|function|script|snippet|program|implement(?:ation)?|class|algorithm|regex|query|example in)\b/i;

/** The programming language a prompt wants code in ("… code/function/script/query …" or "in <language>"). */
export function requestedCodeLanguage(prompt: string): string | undefined {
  const lower = prompt.toLowerCase();
  const named = [...lower.matchAll(/(?:^|[^a-z0-9+#.])([a-z][a-z0-9+#.]*)/g)]
    .map((match) => LANGUAGE_NAMES[match[1]?.replace(/[.]+$/, '') ?? ''])
    .find((language) => language !== undefined);
  const inLanguage =
    /\b(?:in|using|with) (?:python|javascript|typescript|golang|go|rust|java|kotlin|c\+\+|c#|c|ruby|bash|shell|sql|html|css)\b/.test(
      lower,
    );
  if (!CODE_WORDS.test(lower) && !inLanguage) return undefined;
  if (named) return named;
  if (/\b(?:in|with|using) go\b|\bgo (?:code|function|program)\b/.test(lower)) return 'go';
  if (/\b(?:in|with|using) c\b|\bc (?:code|function|program)\b/.test(lower)) return 'c';
  return 'python';
}

export function wantsTable(prompt: string): boolean {
  return /\b(table|tabular|compare|comparison|versus|vs\.?|pros and cons|differences?)\b/i.test(prompt);
}
