import { describe, expect, it } from 'vitest';
import { DRAG_TYPE, draggedIds } from '@/features/storage/utils/file-drag';

const carrying = (text: string) => ({ getData: (type: string) => (type === DRAG_TYPE ? text : '') });

describe('draggedIds', () => {
  it('reads the file IDs a drag from the list carries', () => {
    expect(draggedIds(carrying('["a1","b_2"]'))).toEqual(['a1', 'b_2']);
  });

  it('carries nothing from other drags or hostile data', () => {
    for (const text of ['', 'not json', '{"a":1}', '[1,null,{}]', '["../x"]'])
      expect(draggedIds(carrying(text))).toEqual([]);
    expect(draggedIds(carrying(JSON.stringify(Array.from({ length: 500 }, (_, i) => `f${i}`))))).toHaveLength(
      100,
    );
  });
});
