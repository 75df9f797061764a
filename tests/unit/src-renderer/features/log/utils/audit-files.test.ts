import { describe, expect, it } from 'vitest';
import { mergeStaged } from '@/features/log/utils/audit-files';

describe('mergeStaged', () => {
  it('merges staged audit files by name', () => {
    const file = (name: string, content: string) => ({ name, size: content.length, content, problem: null });
    expect(mergeStaged([file('a', '1'), file('b', '2')], [file('a', '3')]).map((f) => f.content)).toEqual([
      '3',
      '2',
    ]);
  });
});
