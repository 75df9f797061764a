// Where one event's bytes are cut into separate socket writes. The first multi-byte UTF-8 character is
// always cut after its lead byte, and longer events get one more seeded cut, so clients must reassemble
// both events and characters across reads (research genai.md §0.4: chunks split tokens and words).
import type { SeededRandom } from '../text/seeded-random';

export function splitPoints(bytes: Uint8Array, random: SeededRandom): number[] {
  const points = new Set<number>();
  for (let i = 1; i < bytes.length - 1; i += 1) {
    const byte = bytes[i] as number;
    if (byte >= 0xc0) {
      points.add(i + 1);
      break;
    }
  }
  if (bytes.length > 80) points.add(random.int(16, bytes.length - 16));
  return [...points].sort((a, b) => a - b);
}

export function splitBytes(bytes: Uint8Array, points: readonly number[]): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  let start = 0;
  for (const point of points) {
    if (point <= start || point >= bytes.length) continue;
    pieces.push(bytes.subarray(start, point));
    start = point;
  }
  pieces.push(bytes.subarray(start));
  return pieces;
}
