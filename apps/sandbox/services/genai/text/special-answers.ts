// Prompts with one exact right answer, which make the sandbox handy for tests and demos:
// "Repeat after me: X" / "Say exactly: X" / "Echo: X" → X verbatim (quotes around X removed);
// "Count from A to B" → the numbers A…B, one per line (at most 100 000);
// a bare greeting ("hi", "hello", "bonjour"…) → the answer language's greeting;
// with "I say X, you say Y" in the system instruction, a prompt of exactly X → Y.
import type { AnswerStyle } from './answer-style';

const ECHO = /^\s*(?:please\s+)?(?:repeat after me|say exactly|repeat exactly|echo|repeat)\s*:([\s\S]*)$/i;
const COUNT = /\bcount (?:from )?(-?\d{1,9}) (?:to|through|until) (-?\d{1,9})\b/i;
const GREETING = /^\s*(?:hi|hello|hey|hallo|bonjour|hola|good (?:morning|afternoon|evening))\b[\s!.,?]*$/i;
const MAX_COUNT_LINES = 100_000;

function unquote(text: string): string {
  const match = /^(["“'`])([\s\S]*)(["”'`])$/.exec(text);
  return match && match[2] !== undefined ? match[2] : text;
}

/** The exact answer for such a prompt, or undefined for any other prompt. */
export function specialAnswer(prompt: string, style: AnswerStyle): string | undefined {
  const echo = ECHO.exec(prompt);
  // Trimmed here rather than in the pattern: a lazy group before \s*$ backtracks quadratically on long input.
  const echoed = echo?.[1]?.trim();
  if (echoed) return unquote(echoed);
  if (style.callAndResponse && prompt.trim().toLowerCase() === style.callAndResponse.call.toLowerCase())
    return style.callAndResponse.response;
  const count = COUNT.exec(prompt);
  if (count?.[1] && count[2]) {
    const from = Number(count[1]);
    const to = Number(count[2]);
    const step = from <= to ? 1 : -1;
    const length = Math.min(Math.abs(to - from) + 1, MAX_COUNT_LINES);
    return Array.from({ length }, (_, i) => String(from + i * step)).join('\n');
  }
  if (GREETING.test(prompt)) return style.language.greeting;
  return undefined;
}
