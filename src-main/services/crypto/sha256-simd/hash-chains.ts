// hashChains for the verification core (src-shared/tlog/verify/crypto.ts) on the four-lane WebAssembly module:
// chains are sorted by length and run four at a time, so a batch of proofs costs about a quarter of the
// compressions' time; anything the module cannot take, and a last pass too empty to pay, goes one node at a
// time.
import type { HashChain } from '../../../../src-shared/tlog/verify/crypto';
import { chainLayout, sha256ChainModule } from './sha256-chain-module';

const LANES = 4;
/**
 * A pass costs the same with one chain as with four; below this many chains, hashing them one node at a
 * time through OpenSSL (under half a microsecond a node, against 0.9 µs a four-lane step) is cheaper.
 */
const MIN_CHAINS_PER_PASS = 3;
const LAYOUT = chainLayout(LANES);
const MEMORY_BYTES = 65536;
/** Longest chain one call can hold in the module's single page (64-bit trees need at most 64 steps). */
export const MAX_CHAIN_STEPS = Math.floor((MEMORY_BYTES - LAYOUT.hashBytes) / LAYOUT.stepBytes);

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
    const instance = new wasm.Instance(new wasm.Module(sha256ChainModule()));
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
 * The root each chain reaches, hashing four chains per pass; `hashNode` serves chains the lanes cannot
 * (over MAX_CHAIN_STEPS, or no SIMD).
 */
export function hashChainsFourLanes(
  chains: readonly HashChain[],
  hashNode: (left: Uint8Array, right: Uint8Array) => Uint8Array,
): Uint8Array[] {
  const roots: Uint8Array[] = new Array(chains.length);
  const module = fourLanes();
  const order: number[] = [];
  for (let i = 0; i < chains.length; i++) {
    const chain = chains[i]!;
    checkLengths(chain);
    if (module === null || chain.siblings.length > MAX_CHAIN_STEPS) roots[i] = foldChain(chain, hashNode);
    else order.push(i);
  }
  // Chains of similar length share a pass, so few lanes idle while the longest finishes.
  order.sort((a, b) => chains[b]!.siblings.length - chains[a]!.siblings.length);
  for (let first = 0; first < order.length; first += LANES) {
    if (order.length - first >= MIN_CHAINS_PER_PASS) runPass(module!, chains, order, first, roots);
    else for (const i of order.slice(first)) roots[i] = foldChain(chains[i]!, hashNode);
  }
  return roots;
}

function checkLengths(chain: HashChain) {
  let ok = chain.start.length === 32;
  for (let i = 0; ok && i < chain.siblings.length; i++) ok = chain.siblings[i]!.length === 32;
  if (!ok) throw new RangeError('audit-path hashes are 32 bytes');
}

/** Hashes order[first .. first + 4) side by side; the first is the longest. */
function runPass(
  module: Lanes,
  chains: readonly HashChain[],
  order: number[],
  first: number,
  roots: Uint8Array[],
) {
  const { bytes, words } = module;
  const count = Math.min(LANES, order.length - first);
  const steps = chains[order[first]!]!.siblings.length;
  for (let lane = 0; lane < LANES; lane++) {
    const chain = lane < count ? chains[order[first + lane]!]! : null;
    if (chain === null) bytes.fill(0, lane * 32, lane * 32 + 32);
    else bytes.set(chain.start, lane * 32);
    const length = chain === null ? 0 : chain.siblings.length;
    let record = LAYOUT.hashBytes;
    for (let step = 0; step < steps; step++, record += LAYOUT.stepBytes) {
      const running = step < length;
      words[(record + LAYOUT.leftMasks) / 4 + lane] = running && chain!.siblingLeft[step] === 1 ? -1 : 0;
      words[(record + LAYOUT.activeMasks) / 4 + lane] = running ? -1 : 0;
      if (running) bytes.set(chain!.siblings[step]!, record + LAYOUT.siblings + lane * 32);
    }
  }
  module.chain(0, steps);
  for (let lane = 0; lane < count; lane++)
    roots[order[first + lane]!] = bytes.slice(lane * 32, lane * 32 + 32);
}

/** One node at a time: RFC 6962 §2.1 through `hashNode`. */
function foldChain(chain: HashChain, hashNode: (left: Uint8Array, right: Uint8Array) => Uint8Array) {
  let hash = chain.start;
  chain.siblings.forEach((sibling, i) => {
    hash = chain.siblingLeft[i] === 1 ? hashNode(sibling, hash) : hashNode(hash, sibling);
  });
  return hash;
}
