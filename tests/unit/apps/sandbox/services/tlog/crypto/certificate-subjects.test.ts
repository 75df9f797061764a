import { describe, expect, it } from 'vitest';
import { parseSubjectAltName } from '../../../../../../../apps/sandbox/services/tlog/crypto/certificate-subjects';

describe('SAN text from Node’s certificate parser', () => {
  it('reads typed items, including quoted values with separators', () => {
    expect(
      parseSubjectAltName(
        'email:a@b.c, URI:https://x/y@refs/heads/main, DNS:example.com, IP Address:127.0.0.1',
      ),
    ).toEqual([
      { type: 'email', value: 'a@b.c' },
      { type: 'URI', value: 'https://x/y@refs/heads/main' },
      { type: 'DNS', value: 'example.com' },
      { type: 'IP Address', value: '127.0.0.1' },
    ]);
    expect(parseSubjectAltName('URI:"https://x/a, b", email:c@d.e')).toEqual([
      { type: 'URI', value: 'https://x/a, b' },
      { type: 'email', value: 'c@d.e' },
    ]);
    expect(parseSubjectAltName(undefined)).toEqual([]);
  });
});
