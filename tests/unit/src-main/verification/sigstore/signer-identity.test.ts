import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBundle, type ParsedBundle } from '../../../../../src-main/verification/sigstore/bundle-parse';
import {
  checkSignerIdentity,
  fulcioIssuer,
} from '../../../../../src-main/verification/sigstore/signer-identity';

function bundle(name: string): ParsedBundle {
  const parsed = parseBundle(
    JSON.parse(readFileSync(new URL(`../../../../fixtures/tlog/bundles/${name}`, import.meta.url), 'utf8')),
  );
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.bundle;
}

const policy = { identities: [], identityRegexps: [], issuers: [], issuerRegexps: [] };

describe('fulcioIssuer', () => {
  it('reads the v2 extension (DER UTF8String), else the legacy raw one, as sigstore-js does', () => {
    const parsed = bundle('sigstore-js.bundleV03-dsse.sigstore.json');
    if (parsed.key.kind !== 'certificate') throw new Error('expected a certificate');
    const leaf = parsed.key.leaf;
    expect(fulcioIssuer(leaf)).toBe('https://github.com/login/oauth');
    // A certificate with only the legacy extension (Fulcio before v2 issuers).
    const legacyOnly = { ...leaf, extensions: leaf.extensions.filter((e) => !e.oid.endsWith('57264.1.8')) };
    expect(legacyOnly.extensions.some((e) => e.oid === '1.3.6.1.4.1.57264.1.1')).toBe(true);
    expect(fulcioIssuer(legacyOnly)).toBe('https://github.com/login/oauth');
    const neither = {
      ...leaf,
      extensions: legacyOnly.extensions.filter((e) => !e.oid.endsWith('57264.1.1')),
    };
    expect(fulcioIssuer(neither)).toBeNull();
  });
});

describe('checkSignerIdentity', () => {
  it('matches the e-mail SAN; patterns are unanchored, as cosign and sigstore-js apply them', () => {
    const parsed = bundle('sigstore-js.bundleV03-dsse.sigstore.json');
    expect(checkSignerIdentity(parsed, { ...policy, identityRegexps: ['dehamer\\.com'] }).ok).toBe(true);
    expect(checkSignerIdentity(parsed, { ...policy, identityRegexps: ['^dehamer\\.com$'] }).ok).toBe(false);
    expect(checkSignerIdentity(parsed, { ...policy, identities: ['brian@dehamer.com'] }).ok).toBe(true);
    expect(checkSignerIdentity(parsed, { ...policy, identities: ['BRIAN@dehamer.com'] }).ok).toBe(false);
  });

  it('fails when the certificate carries no issuer the policy can read', () => {
    const parsed = bundle('sigstore-js.bundleV03-dsse.sigstore.json');
    if (parsed.key.kind !== 'certificate') throw new Error('expected a certificate');
    const leaf = {
      ...parsed.key.leaf,
      extensions: parsed.key.leaf.extensions.filter((e) => !e.oid.startsWith('1.3.6.1.4.1.57264.1.')),
    };
    const check = checkSignerIdentity(
      { ...parsed, key: { ...parsed.key, leaf } },
      { ...policy, issuerRegexps: ['.*'] },
    );
    expect(check).toMatchObject({ ok: false });
    expect(check.detail).toContain(
      'from issuer (no Fulcio issuer extension), but the issuer must be a match of /.*/',
    );
  });
});
