import { describe, expect, it } from 'vitest';
import { preAuthEncoding, readStatementSubjects } from '../../../../../src-main/verification/sigstore/dsse';

describe('DSSE', () => {
  it('builds PAE as in the DSSE protocol example', () => {
    // secure-systems-lab/dsse:protocol.md, "Test vectors".
    const pae = preAuthEncoding('http://example.com/HelloWorld', new TextEncoder().encode('hello world'));
    expect(new TextDecoder().decode(pae)).toBe('DSSEv1 29 http://example.com/HelloWorld 11 hello world');
  });

  it('reads in-toto subjects and explains a payload that is not a statement', () => {
    const payload = new TextEncoder().encode(
      JSON.stringify({
        subject: [{ name: 'a', digest: { sha256: 'AB', gitCommit: 'x', constructor: 'y' } }],
      }),
    );
    expect(readStatementSubjects(payload)).toEqual([{ name: 'a', digests: { sha256: 'ab' } }]);
    expect(readStatementSubjects(new TextEncoder().encode('{}'))).toBe(
      'the in-toto statement has no subject list',
    );
    expect(readStatementSubjects(Uint8Array.of(0xff))).toBe('the payload is not UTF-8 JSON');
  });
});
