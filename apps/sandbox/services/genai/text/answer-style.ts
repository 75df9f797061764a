// What a system instruction (or a tuned model's training) changes about the answer, deterministically:
// - a language ("answer in French", "Du sprichst Deutsch", "respond only in Japanese") → the answer's language;
//   a prompt saying "in French" does the same;
// - a persona ("You are a pirate", "Your name is Ada") → a first line "*Speaking as a pirate:*";
// - "concise"/"brief"/"one sentence" → a short answer unless the prompt asks for a length;
// - "use bullet points" → a list; "all caps"/"uppercase" → the whole answer in capitals;
// - "always start with X" / "always end with X" → X before / after the answer;
// - "I say X, you say Y" → a prompt of exactly X gets exactly Y.
import { ENGLISH } from './packs/english';
import type { LanguagePack } from './language-pack';
import { FRENCH } from './packs/french';
import { GERMAN } from './packs/german';
import { JAPANESE } from './packs/japanese';
import { SPANISH } from './packs/spanish';

export interface AnswerStyle {
  language: LanguagePack;
  persona?: string;
  concise: boolean;
  bullets: boolean;
  uppercase: boolean;
  prefix?: string;
  suffix?: string;
  callAndResponse?: { call: string; response: string };
}

const LANGUAGES: Array<[RegExp, LanguagePack]> = [
  [/\b(french|français|francais)\b/i, FRENCH],
  [/\b(spanish|español|espanol|castellano)\b/i, SPANISH],
  [/\b(german|deutsch)\b/i, GERMAN],
  [/(\bjapanese\b|日本語)/i, JAPANESE],
];

function languageIn(text: string): LanguagePack | undefined {
  return LANGUAGES.find(([pattern]) => pattern.test(text))?.[1];
}

const QUOTED_TAIL = `["“']?([^"”\\n]{1,200}?)["”']?\\s*(?:$|\\n|\\.(?:\\s|$))`;
const SUFFIX = new RegExp(
  `\\b(?:end|finish|close|sign off)(?:\\s+(?:every|each|all|your))?(?:\\s+(?:answers?|responses?|replies|messages?))?\\s+with[:\\s]+${QUOTED_TAIL}`,
  'i',
);
const PREFIX = new RegExp(
  `\\b(?:start|begin)(?:\\s+(?:every|each|all|your))?(?:\\s+(?:answers?|responses?|replies|messages?))?\\s+with[:\\s]+${QUOTED_TAIL}`,
  'i',
);

export function readAnswerStyle(systemText: string, prompt: string): AnswerStyle {
  const promptLanguage = /\bin (french|spanish|german|japanese)\b/i.exec(prompt)?.[1];
  const language = (promptLanguage && languageIn(promptLanguage)) || languageIn(systemText) || ENGLISH;
  const persona =
    /\byour name is ([^.,;!?\n]{1,40})/i.exec(systemText)?.[1] ??
    /\byou are ((?:an? |the )?[^.,;!?\n]{2,60})/i.exec(systemText)?.[1];
  const call = /\bI say ["“']?([^"”',.\s]+)["”']?,? (?:and )?you say ["“']?([^"”',.\s]+)/i.exec(systemText);
  return {
    language,
    persona: persona?.trim(),
    concise: /\b(concise|brief|terse|succinct|short answers?|one sentence)\b/i.test(systemText),
    bullets: /\bbullet(?:ed)?[ -]?(?:points?|lists?)\b|\buse (?:a )?lists?\b/i.test(systemText),
    uppercase: /\b(all caps|uppercase|upper case|capital letters)\b/i.test(systemText),
    prefix: PREFIX.exec(systemText)?.[1]?.trim(),
    suffix: SUFFIX.exec(systemText)?.[1]?.trim(),
    callAndResponse: call?.[1] && call[2] ? { call: call[1], response: call[2] } : undefined,
  };
}

/** Wraps a finished answer with the style's persona line, prefix, suffix and casing. */
export function applyStyle(text: string, style: AnswerStyle): string {
  const lines: string[] = [];
  if (style.persona) lines.push(style.language.persona.replace('{persona}', style.persona));
  if (style.prefix) lines.push(style.prefix);
  lines.push(text);
  if (style.suffix) lines.push(style.suffix);
  const joined = lines.join('\n\n');
  return style.uppercase ? joined.toUpperCase() : joined;
}
