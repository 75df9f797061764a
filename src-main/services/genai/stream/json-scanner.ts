/**
 * Finds where a JSON object or array ends in text that arrives in pieces: tracks nesting depth
 * and string/escape state, so braces inside strings do not count. It does not validate the JSON
 * (JSON.parse does that once the value is complete).
 */
export interface JsonScanner {
  /** Index just past the end of the value, scanning `text` from `from`; -1 when it continues. */
  scan(text: string, from?: number): number;
  /** Whether an opening brace or bracket has been seen. */
  readonly started: boolean;
}

export function createJsonScanner(): JsonScanner {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let started = false;
  return {
    get started() {
      return started;
    },
    scan(text, from = 0) {
      for (let i = from; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (inString) {
          if (escaped) escaped = false;
          else if (code === 0x5c) escaped = true;
          else if (code === 0x22) inString = false;
          continue;
        }
        if (code === 0x22) inString = true;
        else if (code === 0x7b || code === 0x5b) {
          depth++;
          started = true;
        } else if ((code === 0x7d || code === 0x5d) && started) {
          depth--;
          if (depth === 0) {
            started = false;
            return i + 1;
          }
        }
      }
      return -1;
    },
  };
}
