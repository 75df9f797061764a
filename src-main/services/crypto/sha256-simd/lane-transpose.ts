// Moving four lanes' 32-byte hashes between memory (one hash after another, big-endian bytes) and v128
// locals (word i of every lane in one local), with i8x16 shuffles: a 4×4 transpose with a byte swap.
import type { Code } from './wasm-bytes';

const WORD_PAIRS_LO = [0, 4, 1, 5];
const WORD_PAIRS_HI = [2, 6, 3, 7];
const HALVES_LO = [0, 1, 4, 5];
const HALVES_HI = [2, 3, 6, 7];
const wordBytes = (words: number[], byteSwap: boolean) =>
  words.flatMap((w) =>
    byteSwap ? [4 * w + 3, 4 * w + 2, 4 * w + 1, 4 * w] : [4 * w, 4 * w + 1, 4 * w + 2, 4 * w + 3],
  );

/**
 * 4×4 transpose of 32-bit words with a byte swap: four lanes' big-endian hash halves (rows) become words
 * across lanes (columns), and back, since the network is its own inverse. `row(c, i)` pushes row i; four
 * locals from `scratch` hold the half-way rows.
 */
export function transpose(
  c: Code,
  scratch: number,
  row: (c: Code, i: number) => void,
  out: (i: number) => number,
) {
  const pairs: [number, number, number[]][] = [
    [0, 1, WORD_PAIRS_LO],
    [0, 1, WORD_PAIRS_HI],
    [2, 3, WORD_PAIRS_LO],
    [2, 3, WORD_PAIRS_HI],
  ];
  pairs.forEach(([x, y, words], i) => {
    row(c, x);
    row(c, y);
    c.shuffle(wordBytes(words, true)).set(scratch + i);
  });
  const columns: [number, number, number[]][] = [
    [0, 2, HALVES_LO],
    [0, 2, HALVES_HI],
    [1, 3, HALVES_LO],
    [1, 3, HALVES_HI],
  ];
  columns.forEach(([x, y, words], i) => {
    c.get(scratch + x)
      .get(scratch + y)
      .shuffle(wordBytes(words, false))
      .set(out(i));
  });
}

/** Loads four lane-major 32-byte hashes at local `base` + offset into 8 word locals from `first`. */
export function loadHashes(c: Code, scratch: number, base: number, offset: number, first: number) {
  for (const half of [0, 1]) {
    transpose(
      c,
      scratch,
      (code, lane) => code.get(base).load(offset + lane * 32 + half * 16),
      (i) => first + half * 4 + i,
    );
  }
}
