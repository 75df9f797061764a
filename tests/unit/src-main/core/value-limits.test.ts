import { describe, expect, it } from 'vitest';
import { limitBreach, MAX_DEPTH, MAX_VALUES } from '../../../../src-main/core/value-limits';

const nested = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { next: value };
  return value;
};

describe('limitBreach', () => {
  it(`allows ${MAX_DEPTH} levels of objects and arrays and refuses one more`, () => {
    expect(limitBreach(nested(MAX_DEPTH))).toBeNull();
    expect(limitBreach(nested(MAX_DEPTH + 1))).toMatch(/nested too deeply \(more than 256 levels\)/);
  });

  it('walks a value a million levels deep without overflowing the stack', () => {
    expect(limitBreach(nested(1_000_000))).toMatch(/nested too deeply/);
  });

  it('refuses a value with more values than the limit, however flat', () => {
    expect(limitBreach(new Array(MAX_VALUES - 1).fill(0))).toBeNull();
    expect(limitBreach(new Array(MAX_VALUES).fill(0))).toMatch(/more than 1,000,000 values/);
  });

  it('stops at a cycle, which structured clone can deliver over IPC', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(limitBreach(cyclic)).toMatch(/nested too deeply/);
  });

  it('counts binary data as one value', () => {
    expect(limitBreach({ bytes: new Uint8Array(MAX_VALUES * 2) })).toBeNull();
  });
});
