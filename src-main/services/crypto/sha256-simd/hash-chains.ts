// hashChains for the verification core (src-shared/tlog/verify/crypto.ts) on the four-lane WebAssembly module:
// the chains are packed into four lanes (first-fit decreasing) and each lane runs its chains back to back,
// so a batch costs about a quarter of its node hashes' time however unequal the paths are. Too few node
// hashes to keep the lanes busy, or no SIMD, and the chains go one node at a time.
import type { HashChain } from '../../../../src-shared/tlog/verify/crypto';
import { chainLayout, sha256ChainModule } from './sha256-chain-module';

const LANES = 4;
/**
 * A four-lane step costs about as much as 1.5 node hashes through OpenSSL one at a time (0.68 µs against
 * 0.5 µs here; 0.9 against 0.5 on an older core): below that, the lanes would idle more than they save.
 */
const STEP_COST_IN_NODE_HASHES = 1.5;
const LAYOUT = chainLayout(LANES);
const MEMORY_PAGES = 4;
/** Steps one call can hold; longer schedules run in several calls, the lanes' hashes carried in memory. */
export const STEPS_PER_CALL = Math.floor((MEMORY_PAGES * 65536 - LAYOUT.hashBytes) / LAYOUT.stepBytes);

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

/** The chains one lane runs, in order, and the global step each starts at. */
interface LanePlan {
  chains: number[];
  starts: number[];
  steps: number;
}

/** The root each chain reaches; `hashNode` serves batches too small for the lanes, and a missing SIMD. */
export function hashChainsFourLanes(
  chains: readonly HashChain[],
  hashNode: (left: Uint8Array, right: Uint8Array) => Uint8Array,
): Uint8Array[] {
  const roots: Uint8Array[] = new Array(chains.length);
  const order: number[] = [];
  let nodes = 0;
  for (let i = 0; i < chains.length; i++) {
    const chain = chains[i]!;
    checkLengths(chain);
    if (chain.siblings.length === 0) roots[i] = chain.start.slice();
    else {
      order.push(i);
      nodes += chain.siblings.length;
    }
  }
  const module = fourLanes();
  const plans = dealToLanes(chains, order);
  let steps = 0;
  for (const plan of plans) steps = Math.max(steps, plan.steps);
  if (module === null || steps * STEP_COST_IN_NODE_HASHES >= nodes) {
    for (const i of order) roots[i] = foldChain(chains[i]!, hashNode);
    return roots;
  }
  for (let first = 0; first < steps; first += STEPS_PER_CALL) {
    const count = Math.min(STEPS_PER_CALL, steps - first);
    const call: Call = { module, chains, first, count };
    for (let lane = 0; lane < LANES; lane++) writeLane(call, plans[lane]!, lane);
    module.chain(0, count);
    for (let lane = 0; lane < LANES; lane++) readRoots(call, plans[lane]!, lane, roots);
  }
  return roots;
}

/**
 * Deals the chains to the lanes in as few steps as first-fit decreasing finds: longest first, each into the
 * first lane it fits, for the smallest lane length (from the lower bound up) at which every chain fits.
 */
function dealToLanes(chains: readonly HashChain[], order: number[]): LanePlan[] {
  const length = (i: number) => chains[i]!.siblings.length;
  // Insertion sort, longest first: batches are a few dozen chains, often already in order.
  const sorted = order.slice();
  let total = 0;
  for (let i = 0; i < sorted.length; i++) {
    const item = sorted[i]!;
    total += length(item);
    let j = i - 1;
    for (; j >= 0 && length(sorted[j]!) < length(item); j--) sorted[j + 1] = sorted[j]!;
    sorted[j + 1] = item;
  }
  const longest = sorted.length === 0 ? 0 : length(sorted[0]!);
  for (let capacity = Math.max(longest, Math.ceil(total / LANES)); ; capacity++) {
    const plans = firstFit(sorted, length, capacity);
    if (plans !== null) return plans;
  }
}

function firstFit(sorted: number[], length: (i: number) => number, capacity: number): LanePlan[] | null {
  const plans: LanePlan[] = [];
  for (let lane = 0; lane < LANES; lane++) plans.push({ chains: [], starts: [], steps: 0 });
  for (const i of sorted) {
    let lane = 0;
    while (lane < LANES && plans[lane]!.steps + length(i) > capacity) lane++;
    if (lane === LANES) return null;
    const plan = plans[lane]!;
    plan.chains.push(i);
    plan.starts.push(plan.steps);
    plan.steps += length(i);
  }
  return plans;
}

/** One call of the module: the batch's chains, over global steps [first, first + count). */
interface Call {
  module: Lanes;
  chains: readonly HashChain[];
  first: number;
  count: number;
}

const ACTIVE = LAYOUT.activeMasks / 4;
const RESET = LAYOUT.resetMasks / 4;

/**
 * Fills `lane`'s part of the step records of one call. The lane resets where a
 * chain starts and at the step after its last chain, so every finished root is written out by a reset.
 */
function writeLane({ module, chains, first, count }: Call, plan: LanePlan, lane: number) {
  const { bytes, words } = module;
  const end = first + count;
  // Byte offset of the record of global step `first`; a lane's mask words sit `lane` words into each mask.
  const base = LAYOUT.hashBytes - first * LAYOUT.stepBytes;
  // Steps after the lane's last chain: nothing runs; the first of them writes that chain's root out.
  for (let step = Math.max(first, plan.steps); step < end; step++) {
    const at = (base + step * LAYOUT.stepBytes) / 4 + lane;
    words[at + ACTIVE] = 0;
    words[at + RESET] = step === plan.steps ? -1 : 0;
  }
  for (let n = 0; n < plan.chains.length; n++) {
    const chain = chains[plan.chains[n]!]!;
    const start = plan.starts[n]!;
    const to = Math.min(end, start + chain.siblings.length);
    for (let step = Math.max(first, start); step < to; step++) {
      const record = base + step * LAYOUT.stepBytes;
      const at = record / 4 + lane;
      const k = step - start;
      words[at] = chain.siblingLeft[k] === 1 ? -1 : 0;
      words[at + ACTIVE] = -1;
      words[at + RESET] = k === 0 ? -1 : 0;
      bytes.set(chain.siblings[k]!, record + LAYOUT.siblings + lane * 32);
      if (k === 0) bytes.set(chain.start, record + LAYOUT.starts + lane * 32);
    }
  }
}

/**
 * The roots of `lane`'s chains that end in one call: written out by the next step's reset,
 * or, for a chain ending on the call's last step, left in the lanes' hashes at the start of memory.
 */
function readRoots(
  { module, chains, first, count }: Call,
  plan: LanePlan,
  lane: number,
  roots: Uint8Array[],
) {
  for (let n = 0; n < plan.chains.length; n++) {
    const index = plan.chains[n]!;
    const last = plan.starts[n]! + chains[index]!.siblings.length - 1;
    if (last < first || last >= first + count) continue;
    const at =
      last === first + count - 1
        ? lane * 32
        : LAYOUT.hashBytes + (last + 1 - first) * LAYOUT.stepBytes + LAYOUT.out + lane * 32;
    roots[index] = module.bytes.slice(at, at + 32);
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
