// The one tokenizer behind usage, limits, chunking and countTokens.
import { describe, expect, it } from 'vitest';
import {
  countTokens,
  firstTokens,
  tokenize,
} from '../../../../../../../apps/sandbox/services/genai/text/tokenizer';
import { SeededRandom } from '../../../../../../../apps/sandbox/services/genai/text/seeded-random';

describe('tokenizer', () => {
  it('counts words of up to 6 letters as one token, longer ones in 6-letter pieces, each symbol as one', () => {
    expect(countTokens('The quick brown fox jumps over the lazy dog.')).toBe(10);
    expect(tokenize('Rayleigh scattering!')).toEqual(['Raylei', 'gh', ' scatte', 'ring', '!']);
    expect(tokenize('a\n\n- b')).toEqual(['a', '\n\n', '-', ' b']);
    expect(countTokens('')).toBe(0);
    expect(countTokens('🌍🚀')).toBe(2);
  });

  it('always joins back to the input and cuts at token boundaries', () => {
    const random = new SeededRandom('tokenizer');
    const alphabet = ['a', 'é', ' ', '\n', '日', '🌍', '.', '-', '\t', '1', 'Z', '\u0301'];
    for (let i = 0; i < 300; i += 1) {
      const text = Array.from({ length: random.int(0, 60) }, () => random.pick(alphabet)).join('');
      const tokens = tokenize(text);
      expect(tokens.join('')).toBe(text);
      expect(countTokens(text)).toBe(tokens.length);
      const n = random.int(0, tokens.length + 2);
      expect(firstTokens(text, n)).toBe(tokens.slice(0, n).join(''));
    }
  });
});
