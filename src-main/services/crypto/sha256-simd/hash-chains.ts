// hashChains for the verification core (src-shared/tlog/verify/crypto.ts) on the four-lane WebAssembly module:
// the chains are packed into four lanes (first-fit decreasing) and each lane runs its chains back to back,
// so a batch costs about a quarter of its node hashes' time however unequal the paths are. Too few node
// hashes to keep the lanes busy, or no SIMD, and the chains go one node at a time.
import type { HashChain } from '../../../verification/tlog/crypto';
import { chainLayout, sha256ChainModule, TABLE_BYTES } from './sha256-chain-module';

const LANES = 4;
/**
 * A four-lane step costs about as much as 1.5 node hashes through OpenSSL one at a time (0.68 µs against
 * 0.5 µs here; 0.9 against 0.5 on an older core): below that, the lanes would idle more than they save.
 */
const STEP_COST_IN_NODE_HASHES = 1.5;
const LAYOUT = chainLayout(LANES);
const MEMORY_PAGES = 5;
/** Steps one call can hold; longer schedules run in several calls, the lanes' hashes carried in memory. */
export const STEPS_PER_CALL = Math.floor(
  (MEMORY_PAGES * 65536 - TABLE_BYTES - LAYOUT.hashBytes) / LAYOUT.stepBytes,
);

interface Lanes {
  chain: (pointer: number, steps: number) => void;
  bytes: Uint8Array;
  words: Int32Array;
}

/** The slice of the WebAssembly JS API used here (Node's type definitions do not declare it). */
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object) => { exports: Record<string, unknown> };
}

let lanes: Lanes | null | undefined;

/** The module, compiled once per thread; null where WebAssembly SIMD is unavailable. */
function fourLanes(): Lanes | null {
  if (lanes !== undefined) return lanes;
  try {
    const wasm = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;
    const instance = new wasm.Instance(new wasm.Module(sha256ChainModule(MEMORY_PAGES)));
    const { buffer } = instance.exports.memory as { buffer: ArrayBuffer };
    lanes = {
      chain: instance.exports.chain4 as Lanes['chain'],
      bytes: new Uint8Array(buffer),
      words: new Int32Array(buffer),
    };
  } catch {
    lanes = null;
  }
  return lanes;
}

/**
 * Where each chain runs, for the batch in hand: its lane and the lane step it starts at, indexed by chain;
 * and each lane's length in steps. Module-level typed arrays, grown when a batch needs more, so that dealing
 * allocates nothing per chain (at a few dozen chains a batch, allocation was most of the dealing's cost).
 */
let laneOf = new Int32Array(64);
let startOf = new Int32Array(64);
let sorted = new Int32Array(64);
const laneSteps = new Int32Array(LANES);

/** The root each chain reaches; `hashNode` serves batches too small for the lanes, and a missing SIMD. */
export function hashChainsFourLanes(
  chains: readonly HashChain[],
  hashNode: (left: Uint8Array, right: Uint8Array) => Uint8Array,
): Uint8Array[] {
  const roots: Uint8Array[] = new Array(chains.length);
  if (sorted.length < chains.length) growScratch(chains.length);
  let count = 0;
  let nodes = 0;
  for (let i = 0; i < chains.length; i++) {
    const chain = chains[i]!;
    checkLengths(chain);
    if (chain.siblings.length === 0) roots[i] = chain.start.slice();
    else {
      sorted[count++] = i;
      nodes += chain.siblings.length;
    }
  }
  const module = fourLanes();
  const steps = dealToLanes(chains, count, nodes);
  if (module === null || steps * STEP_COST_IN_NODE_HASHES >= nodes) {
    for (let n = 0; n < count; n++) roots[sorted[n]!] = foldChain(chains[sorted[n]!]!, hashNode);
    return roots;
  }
  for (let first = 0; first < steps; first += STEPS_PER_CALL) {
    const call: Call = { module, chains, count, first, end: Math.min(steps, first + STEPS_PER_CALL) };
    writeSteps(call);
    module.chain(0, call.end - first);
    readRoots(call, roots);
  }
  return roots;
}

function growScratch(chains: number) {
  const size = 2 ** Math.ceil(Math.log2(chains));
  laneOf = new Int32Array(size);
  startOf = new Int32Array(size);
  sorted = new Int32Array(size);
}

/**
 * Deals the first `count` chains of `sorted` to the lanes in as few steps as first-fit decreasing finds:
 * longest first, each into the first lane it fits, for the smallest lane length (from the lower bound up) at
 * which every chain fits. Returns that length; fills laneOf, startOf and laneSteps.
 */
function dealToLanes(chains: readonly HashChain[], count: number, nodes: number): number {
  // Insertion sort, longest first: batches are a few dozen chains, often already in order.
  for (let i = 1; i < count; i++) {
    const item = sorted[i]!;
    const length = chains[item]!.siblings.length;
    let j = i - 1;
    for (; j >= 0 && chains[sorted[j]!]!.siblings.length < length; j--) sorted[j + 1] = sorted[j]!;
    sorted[j + 1] = item;
  }
  const longest = count === 0 ? 0 : chains[sorted[0]!]!.siblings.length;
  let capacity = Math.max(longest, Math.ceil(nodes / LANES));
  while (!firstFit(chains, count, capacity)) capacity++;
  let steps = 0;
  for (let lane = 0; lane < LANES; lane++) steps = Math.max(steps, laneSteps[lane]!);
  return steps;
}

function firstFit(chains: readonly HashChain[], count: number, capacity: number): boolean {
  laneSteps.fill(0);
  for (let n = 0; n < count; n++) {
    const i = sorted[n]!;
    const length = chains[i]!.siblings.length;
    let lane = 0;
    while (lane < LANES && laneSteps[lane]! + length > capacity) lane++;
    if (lane === LANES) return false;
    laneOf[i] = lane;
    startOf[i] = laneSteps[lane]!;
    laneSteps[lane] = laneSteps[lane]! + length;
  }
  return true;
}

/** One call of the module: the batch's chains (the first `count` of `sorted`), over global steps [first, end). */
interface Call {
  module: Lanes;
  chains: readonly HashChain[];
  count: number;
  first: number;
  end: number;
}

const ACTIVE = LAYOUT.activeMasks / 4;
const RESET = LAYOUT.resetMasks / 4;
const STEP_WORDS = LAYOUT.stepBytes / 4;

/**
 * Fills the step records of one call. A lane resets where a chain starts and at the step after its last
 * chain, so every finished root is written out by a reset.
 */
function writeSteps({ module, chains, count, first, end }: Call) {
  const { bytes, words } = module;
  // Byte offset of the record of global step `first`; a lane's mask words sit `lane` words into each mask.
  const base = LAYOUT.hashBytes - first * LAYOUT.stepBytes;
  // Steps after a lane's last chain: nothing runs; the first of them writes that chain's root out.
  for (let lane = 0; lane < LANES; lane++) {
    const last = laneSteps[lane]!;
    for (let step = Math.max(first, last); step < end; step++) {
      const at = (base + step * LAYOUT.stepBytes) / 4 + lane;
      words[at + ACTIVE] = 0;
      words[at + RESET] = step === last ? -1 : 0;
    }
  }
  for (let n = 0; n < count; n++) {
    const i = sorted[n]!;
    const { start: leaf, siblings, siblingLeft } = chains[i]!;
    const lane = laneOf[i]!;
    const start = startOf[i]!;
    const from = Math.max(first, start);
    const to = Math.min(end, start + siblings.length);
    // Offsets advance by a record a step: integer adds, no division in the loop.
    let sibling = base + from * LAYOUT.stepBytes + LAYOUT.siblings + lane * 32;
    let at = ((base + from * LAYOUT.stepBytes) >> 2) + lane;
    for (let k = from - start; k < to - start; k++) {
      words[at] = siblingLeft[k] === 1 ? -1 : 0;
      words[at + ACTIVE] = -1;
      words[at + RESET] = 0;
      bytes.set(siblings[k]!, sibling);
      sibling += LAYOUT.stepBytes;
      at += STEP_WORDS;
    }
    if (start >= first && start < end) {
      const record = base + start * LAYOUT.stepBytes;
      words[(record >> 2) + lane + RESET] = -1;
      bytes.set(leaf, record + LAYOUT.starts + lane * 32);
    }
  }
}

/**
 * The roots of the chains that end in one call: written out by the next step's reset, or, for a chain
 * ending on the call's last step, left in the lanes' hashes at the start of memory.
 */
function readRoots({ module, chains, count, first, end }: Call, roots: Uint8Array[]) {
  for (let n = 0; n < count; n++) {
    const i = sorted[n]!;
    const lane = laneOf[i]!;
    const last = startOf[i]! + chains[i]!.siblings.length - 1;
    if (last < first || last >= end) continue;
    const at =
      last === end - 1
        ? lane * 32
        : LAYOUT.hashBytes + (last + 1 - first) * LAYOUT.stepBytes + LAYOUT.out + lane * 32;
    roots[i] = module.bytes.slice(at, at + 32);
  }
}

function checkLengths(chain: HashChain) {
  let ok = chain.start.length === 32;
  for (let i = 0; ok && i < chain.siblings.length; i++) ok = chain.siblings[i]!.length === 32;
  if (!ok) throw new RangeError('audit-path hashes are 32 bytes');
}

/** One node at a time: RFC 6962 §2.1 through `hashNode`. */
function foldChain(chain: HashChain, hashNode: (left: Uint8Array, right: Uint8Array) => Uint8Array) {
  let hash = chain.start;
  chain.siblings.forEach((sibling, i) => {
    hash = chain.siblingLeft[i] === 1 ? hashNode(sibling, hash) : hashNode(hash, sibling);
  });
  return hash;
}
