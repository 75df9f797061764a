// The partial-response `fields` syntax: lists, nested parentheses, a/b paths, `*`, merging of repeated
// selections, what an answer keeps (arrays item by item), and every syntax error with its place.
import { describe, expect, it } from 'vitest';
import {
  applyFieldsMask,
  parseFieldsMask,
  unknownField,
  type FieldsMask,
} from '../../../../../../apps/sandbox/services/storage/fields-mask';
import { QueryError } from '../../../../../../apps/sandbox/services/storage/query/query-tokens';

/** A mask as plain objects, to compare. */
function plain(mask: FieldsMask | true): unknown {
  return mask === true ? true : Object.fromEntries([...mask].map(([name, sub]) => [name, plain(sub)]));
}

const file = {
  kind: 'drive#file',
  id: '1a',
  name: 'a.pdf',
  owners: [
    { displayName: 'Ada', emailAddress: 'ada@example.com', me: true },
    { displayName: 'Grace', emailAddress: 'grace@example.com', me: false },
  ],
  capabilities: { canEdit: true, canShare: false },
};

describe('parseFieldsMask', () => {
  it('reads lists, nested parentheses, paths and *', () => {
    expect(plain(parseFieldsMask('files(id,name),nextPageToken'))).toEqual({
      files: { id: true, name: true },
      nextPageToken: true,
    });
    expect(plain(parseFieldsMask('files(id,owners(emailAddress,displayName))'))).toEqual({
      files: { id: true, owners: { emailAddress: true, displayName: true } },
    });
    expect(plain(parseFieldsMask('capabilities/canEdit,capabilities/canShare'))).toEqual({
      capabilities: { canEdit: true, canShare: true },
    });
    expect(plain(parseFieldsMask('files/owners(me)'))).toEqual({ files: { owners: { me: true } } });
    expect(plain(parseFieldsMask('*'))).toEqual({ '*': true });
    expect(plain(parseFieldsMask('files(*), kind'))).toEqual({ files: { '*': true }, kind: true });
  });

  it('merges a field selected whole with a part of it into the whole', () => {
    expect(plain(parseFieldsMask('capabilities,capabilities/canEdit'))).toEqual({ capabilities: true });
    expect(plain(parseFieldsMask('capabilities/canEdit,capabilities'))).toEqual({ capabilities: true });
    expect(plain(parseFieldsMask('files(id),files(name)'))).toEqual({ files: { id: true, name: true } });
  });

  it.each([
    ['', 0],
    ['files(id', 8],
    ['files)', 5],
    ['files(id,)', 9],
    [',id', 0],
    ['id,,name', 3],
    ['files()', 6],
    ['a/', 2],
    ['id name', 3],
    [`${'a('.repeat(33)}b${')'.repeat(33)}`, 65],
    ['a('.repeat(20_000), 65],
  ])('refuses %j at %i', (text, position) => {
    let error: unknown;
    try {
      parseFieldsMask(text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(QueryError);
    expect((error as QueryError).position).toBe(position);
  });
});

describe('applyFieldsMask', () => {
  it('keeps what is selected, item by item in arrays, and all of it under *', () => {
    expect(applyFieldsMask(file, parseFieldsMask('id,owners(emailAddress),capabilities/canShare'))).toEqual({
      id: '1a',
      owners: [{ emailAddress: 'ada@example.com' }, { emailAddress: 'grace@example.com' }],
      capabilities: { canShare: false },
    });
    expect(applyFieldsMask({ files: [file], kind: 'x' }, parseFieldsMask('files(name)'))).toEqual({
      files: [{ name: 'a.pdf' }],
    });
    expect(applyFieldsMask(file, parseFieldsMask('*'))).toEqual(file);
    expect(applyFieldsMask(file, parseFieldsMask('nothing'))).toEqual({});
  });
});

describe('unknownField', () => {
  it('names the first selected field the resource lacks, inside the nested list too', () => {
    const known = new Set(['files', 'nextPageToken']);
    const nested = { name: 'files', known: new Set(['id', 'name']) };
    expect(unknownField(parseFieldsMask('files(id),nextPageToken'), known, nested)).toBeUndefined();
    expect(unknownField(parseFieldsMask('*,files(*)'), known, nested)).toBeUndefined();
    expect(unknownField(parseFieldsMask('nextPageTokn'), known, nested)).toBe('nextPageTokn');
    expect(unknownField(parseFieldsMask('files(id,size)'), known, nested)).toBe('files/size');
  });
});
