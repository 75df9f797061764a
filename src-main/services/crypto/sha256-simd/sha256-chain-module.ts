// A WebAssembly SIMD module that runs four RFC 6962 audit paths at once, one per 32-bit lane: each step is
// SHA-256(0x01 ‖ left ‖ right) (RFC 6962 §2.1) as two FIPS 180-4 §6.2.2 compressions over i32x4 words, the
// current hash kept as words between steps so no byte conversion happens inside a path. A lane whose path
// ends takes up the next one at the following step (a reset mask and the new leaf hash in the step record,
// the finished root written out first), so lanes never idle while a longer path finishes. The second block
// (right[31] and padding) takes 256 values, so its schedules are a table in memory. Generated here rather
// than written as text so the block's layout and the table come from one place.
import { loadHashes, transpose } from './lane-transpose';
import { compress, compressFromTable, IV, roundInputs, type RoundLocals } from './sha256-rounds';
import { Code, moduleBytes } from './wasm-bytes';

/** Layout of one call's memory for `lanes` lanes (4 per group): the lanes' hashes, then one record per step. */
export function chainLayout(lanes: number) {
  return {
    /** Bytes of the lanes' 32-byte hashes at the start (the running hashes, carried from call to call). */
    hashBytes: lanes * 32,
    /** Bytes of one step record: masks (sibling on the left, running, new path), siblings, new leaves, out. */
    stepBytes: lanes * 108,
    /** Offsets inside a step record. */
    leftMasks: 0,
    activeMasks: lanes * 4,
    resetMasks: lanes * 8,
    siblings: lanes * 12,
    /** A lane's new starting hash, read where its reset mask is set. */
    starts: lanes * 44,
    /** Where any reset mask is set: every lane's hash before the step (a finished path's root). */
    out: lanes * 76,
  };
}

// Locals: params ptr (0) and steps (1); i32 step pointer (2); i32 table rows (4 per group); v128 transpose
// scratch (8); then per group.
const P_PTR = 0;
const P_STEPS = 1;
const STEP_PTR = 2;
const ROWS = 3;
const MAX_GROUPS = 2;
const T = ROWS + 4 * MAX_GROUPS;
const GROUP_LOCALS = 59;

/**
 * The second block of a 65-byte node hash is right[31], the 0x80 terminator, zeros and the bit length 520:
 * it takes 256 values, so every one of its schedules is tabulated (K[t] + W[t], 64 words a row, one row per
 * value of right[31]) and a round reads its word instead of expanding the schedule, a sixth of a step's
 * vector work. The table is the module's last 64 KiB of memory.
 */
export const TABLE_BYTES = 256 * 64 * 4;
const ROW_BYTES_LOG2 = 8;

function secondBlockTable(): Uint8Array {
  const words = new Uint32Array(256 * 64);
  for (let last = 0; last < 256; last++) {
    const block = [((last << 24) | 0x00800000) >>> 0, ...new Array<number>(14).fill(0), 65 * 8];
    words.set(roundInputs(block), last * 64);
  }
  // WebAssembly memory is little-endian, as is every platform Node and Chromium run on.
  return new Uint8Array(words.buffer);
}

/** One group's four lanes: the v128 locals it owns. */
class Group implements RoundLocals {
  readonly cur: number; // current hash words, 8
  readonly sib: number; // sibling words, then the left child, 8
  readonly right: number; // right child, 8
  readonly st: number; // a..h, 8
  readonly mid: number; // state after the first block, 8
  readonly w: number; // message schedule ring, 16
  readonly t1: number;
  readonly mask: number;
  readonly active: number;
  role: number[] = [];

  /** The first of this group's four i32 locals holding each lane's table row address. */
  readonly rows: number;

  constructor(readonly index: number) {
    this.rows = ROWS + index * 4;
    this.cur = T + 8 + index * GROUP_LOCALS;
    this.sib = this.cur + 8;
    this.right = this.sib + 8;
    this.st = this.right + 8;
    this.mid = this.st + 8;
    this.w = this.mid + 8;
    this.t1 = this.w + 16;
    this.mask = this.t1 + 1;
    this.active = this.mask + 1;
  }
}

/** One audit-path step for every lane: pick left/right by mask, hash the 65-byte node, keep or not. */
function step(c: Code, groups: readonly Group[], layout: ReturnType<typeof chainLayout>, table: number) {
  for (const g of groups) {
    // Where a lane takes up a new path, the lanes' hashes so far are written out (the finished path's
    // root), then that lane's hash becomes the new path's leaf hash (`right` is scratch here).
    c.get(STEP_PTR)
      .load(layout.resetMasks + g.index * 16)
      .set(g.mask);
    c.get(g.mask).anyTrue().if();
    storeHashes(c, g, STEP_PTR, layout.out + g.index * 128);
    loadHashes(c, T, STEP_PTR, layout.starts + g.index * 128, g.right);
    for (let i = 0; i < 8; i++)
      c.get(g.right + i)
        .get(g.cur + i)
        .get(g.mask)
        .bitselect()
        .set(g.cur + i);
    c.end();
    loadHashes(c, T, STEP_PTR, layout.siblings + g.index * 128, g.sib);
    c.get(STEP_PTR)
      .load(layout.leftMasks + g.index * 16)
      .set(g.mask);
    c.get(STEP_PTR)
      .load(layout.activeMasks + g.index * 16)
      .set(g.active);
    for (let i = 0; i < 8; i++) {
      c.get(g.cur + i)
        .get(g.sib + i)
        .get(g.mask)
        .bitselect()
        .set(g.right + i);
      c.get(g.sib + i)
        .get(g.cur + i)
        .get(g.mask)
        .bitselect()
        .set(g.sib + i);
    }
    // Block 1: 0x01 ‖ left ‖ right[0..30], as big-endian words straddling the children's words.
    const child = (i: number) => (i < 8 ? g.sib + i : g.right + i - 8);
    c.get(child(0)).shrU(8).splat(0x01000000).or().set(g.w);
    for (let k = 1; k < 16; k++)
      c.get(child(k - 1))
        .shl(24)
        .get(child(k))
        .shrU(8)
        .or()
        .set(g.w + k);
    for (let i = 0; i < 8; i++) c.splat(IV[i]!).set(g.st + i);
  }
  compress(c, groups);
  for (const g of groups) {
    for (let i = 0; i < 8; i++)
      c.get(g.st + i)
        .splat(IV[i]!)
        .add()
        .set(g.mid + i);
    // Block 2 (right[31], padding): each lane's table row, from the low byte of its right child's last word.
    for (let lane = 0; lane < 4; lane++)
      c.get(g.right + 7)
        .extractLane(lane)
        .i32(0xff)
        .i32And()
        .i32(ROW_BYTES_LOG2)
        .i32Shl()
        .set(g.rows + lane);
    for (let i = 0; i < 8; i++) c.get(g.mid + i).set(g.st + i);
  }
  compressFromTable(c, groups, (g) => ({ offset: table, rows: (g as Group).rows }));
  for (const g of groups) {
    for (let i = 0; i < 8; i++) {
      c.get(g.st + i)
        .get(g.mid + i)
        .add()
        .get(g.cur + i)
        .get(g.active)
        .bitselect()
        .set(g.cur + i);
    }
  }
}

/** Writes a group's running hashes as four lane-major 32-byte hashes at local `base` + offset. */
function storeHashes(c: Code, g: Group, base: number, offset: number) {
  for (const half of [0, 1]) {
    transpose(
      c,
      T,
      (code, i) => code.get(g.cur + half * 4 + i),
      (i) => T + 4 + i,
    );
    for (let lane = 0; lane < 4; lane++) {
      c.get(base)
        .get(T + 4 + lane)
        .store(offset + lane * 32 + half * 16);
    }
  }
}

/** `chain(ptr, steps)` over 4 × `groupCount` lanes: runs the step records after the lanes' hashes at ptr. */
function chainFunction(groupCount: number, table: number) {
  if (groupCount > MAX_GROUPS) throw new RangeError(`at most ${MAX_GROUPS} groups`);
  const layout = chainLayout(groupCount * 4);
  const groups = Array.from({ length: groupCount }, (_, i) => new Group(i));
  const c = new Code();
  for (const g of groups) loadHashes(c, T, P_PTR, g.index * 128, g.cur);
  c.get(P_PTR).i32(layout.hashBytes).i32Add().set(STEP_PTR);
  c.block().loop();
  c.get(P_STEPS).i32Eqz().brIf(1);
  step(c, groups, layout, table);
  c.get(STEP_PTR).i32(layout.stepBytes).i32Add().set(STEP_PTR);
  c.get(P_STEPS).i32(1).i32Sub().set(P_STEPS);
  c.br(0).end().end();
  for (const g of groups) storeHashes(c, g, P_PTR, g.index * 128);
  return { params: 2, i32Locals: 1 + 4 * MAX_GROUPS, v128Locals: 8 + groupCount * GROUP_LOCALS, body: c };
}

/**
 * Exports `chain4`: one group of four lanes. (Two groups with interleaved rounds measured no faster: the
 * state and schedule already outnumber the 16 vector registers.)
 */
export function sha256ChainModule(pages: number): Uint8Array {
  const table = pages * 65536 - TABLE_BYTES;
  return moduleBytes([{ name: 'chain4', ...chainFunction(1, table) }], pages, [
    { offset: table, bytes: secondBlockTable() },
  ]);
}
