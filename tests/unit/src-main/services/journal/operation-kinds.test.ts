import { describe, expect, it } from 'vitest';
import { createOperationKinds } from '../../../../../src-main/services/journal/operation-kinds';

describe('operation kinds', () => {
  it('finds a kind by its service and name, and nothing for another service with the same name', () => {
    const kinds = createOperationKinds();
    const upload = { service: 'storage' as const, kind: 'upload', notUndoable: 'kept for good' };
    kinds.declare(upload);
    expect(kinds.of('storage', 'upload')).toBe(upload);
    expect(kinds.of('indexing', 'upload')).toBeUndefined();
    expect(kinds.of('storage', 'delete')).toBeUndefined();
  });

  it('refuses a kind declared twice: two services cannot both say how to follow it up', () => {
    const kinds = createOperationKinds();
    kinds.declare({ service: 'tlog', kind: 'create-entry' });
    expect(() => kinds.declare({ service: 'tlog', kind: 'create-entry' })).toThrow(
      /"create-entry" of tlog is declared twice/,
    );
  });
});
