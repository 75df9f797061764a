import { describe, expect, it } from 'vitest';
import {
  createOperationKinds,
  operationFields,
  type BegunOperation,
} from '../../../../../src-main/services/journal/operation-kinds';

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

  it("reads an operation's fields from its request, else its answer, and says where to look when one is missing", () => {
    const op: BegunOperation = {
      opId: 'op-1',
      profileId: 'sandbox',
      service: 'analytics',
      kind: 'create-group',
      target: 'new group "Best of"',
      request: { title: 'Best of' },
      response: { groupId: 'g1', title: 'Best of' },
    };
    expect(operationFields(op, ['title', 'groupId'], 'YouTube Studio')).toEqual({
      profileId: 'sandbox',
      values: ['Best of', 'g1'],
    });
    expect(() => operationFields({ ...op, response: null }, ['groupId'], 'YouTube Studio')).toThrow(
      'This operation was journaled without its profile or groupId: look new group "Best of" up in YouTube Studio yourself',
    );
    expect(() => operationFields({ ...op, profileId: null }, ['title'], 'YouTube Studio')).toThrow(
      /without its profile/,
    );
  });
});
