// Shared helpers for the stream decoder tests: fixture bytes, seeded split points, and what a decoder run produced.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonObject } from '../../src-shared/contract/schemas/chat';
import {
  createResponseStreamDecoder,
  type StreamOutput,
} from '../../src-main/services/genai/stream/stream-decoder';

export const FIXTURES = join(import.meta.dirname, '../fixtures/genai');

export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(FIXTURES, name)));
}

/** The .chunks.jsonl fixtures are responses with the SSE framing stripped; put the framing back. */
export function jsonlAsSse(name: string): Uint8Array {
  const lines = readFileSync(join(FIXTURES, name), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  return new TextEncoder().encode(lines.map((line) => `data: ${line}\r\n\r\n`).join(''));
}

/** mulberry32: a small seeded generator, so a failing split can be replayed. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function splitWhole(bytes: Uint8Array): Uint8Array[] {
  return [bytes];
}

export function splitEachByte(bytes: Uint8Array): Uint8Array[] {
  return Array.from({ length: bytes.length }, (_, i) => bytes.subarray(i, i + 1));
}

export function splitRandomly(bytes: Uint8Array, random: () => number, maxPiece = 64): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  for (let at = 0; at < bytes.length;) {
    const size = 1 + Math.floor(random() * maxPiece);
    pieces.push(bytes.subarray(at, at + size));
    at += size;
  }
  return pieces;
}

export function decodeAll(pieces: readonly Uint8Array[]): StreamOutput[] {
  const decoder = createResponseStreamDecoder();
  const items = pieces.flatMap((piece) => decoder.push(piece));
  return [...items, ...decoder.end()];
}

type Part = { text?: string; thought?: boolean };
const partsOf = (response: JsonObject): Part[] => {
  const candidate = (response.candidates as Array<{ content?: { parts?: Part[] } }> | undefined)?.[0];
  return candidate?.content?.parts ?? [];
};

export function answerText(response: JsonObject): string {
  return partsOf(response)
    .filter((part) => part.thought !== true)
    .map((part) => part.text ?? '')
    .join('');
}

export function thoughtText(response: JsonObject): string {
  return partsOf(response)
    .filter((part) => part.thought === true)
    .map((part) => part.text ?? '')
    .join('');
}

export function finishReason(response: JsonObject): string | null {
  const candidate = (response.candidates as Array<{ finishReason?: string }> | undefined)?.[0];
  return candidate?.finishReason ?? null;
}
