import { describe, expect, it } from 'vitest';
import {
  fingerprintKey,
  hashKey,
  SearchIndex,
  subjectKey,
} from '../../../../../../apps/sandbox/services/tlog/search-index';

describe('the search index', () => {
  const index = new SearchIndex();
  index.add(0, [hashKey('SHA256', 'AA'), subjectKey('Alice@example.com'), fingerprintKey('k1')]);
  index.add(3, [hashKey('sha256', 'bb'), subjectKey('alice@example.com'), fingerprintKey('k2')]);
  index.add(7, [
    hashKey('sha256', 'aa'),
    subjectKey('bob@example.org'),
    fingerprintKey('k2'),
    fingerprintKey('k2'),
  ]);

  it('namespaces and lowercases keys', () => {
    expect(hashKey('SHA256', 'AA')).toBe('hash:sha256:aa');
    expect(subjectKey('Alice@Example.COM')).toBe('subject:alice@example.com');
    expect(index.lookup(fingerprintKey('k2'))).toEqual([3, 7]);
  });

  it('joins criteria with or, intersects them with and, ascending either way', () => {
    const alice = [subjectKey('alice@example.com')];
    const digest = [hashKey('sha256', 'aa')];
    expect(index.query([alice, digest], 'or')).toEqual([0, 3, 7]);
    expect(index.query([alice, digest], 'and')).toEqual([0]);
    expect(index.query([[fingerprintKey('k1'), fingerprintKey('k2')]], 'and')).toEqual([0, 3, 7]);
    expect(index.query([alice, [hashKey('sha256', 'cc')]], 'and')).toEqual([]);
    expect(index.query([], 'or')).toEqual([]);
  });
});
