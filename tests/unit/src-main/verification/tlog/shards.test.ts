import { describe, expect, it } from 'vitest';
import { parseRekorOrigin } from '../../../../../src-main/verification/tlog/shards';

describe('shards', () => {
  it('reads the tree ID from Rekor v1 checkpoint origins only', () => {
    expect(parseRekorOrigin('rekor.sigstore.dev - 1193050959916656506')).toEqual({
      host: 'rekor.sigstore.dev',
      treeId: 1193050959916656506n,
    });
    expect(parseRekorOrigin('log2025-1.rekor.sigstore.dev')).toBeNull();
    expect(parseRekorOrigin('x - 01')).toBeNull();
    expect(parseRekorOrigin('b - 9223372036854775807')).toEqual({ host: 'b', treeId: 2n ** 63n - 1n });
    expect(parseRekorOrigin('b - 9223372036854775808')).toBeNull();
  });
});
