// The one reading of a Rekor entry body's envelope, and what each reader makes of a body that is not one.
import { describe, expect, it } from 'vitest';
import { verifyBundleContent } from '../../../../../src-main/verification/sigstore/verify-bundle';
import { describeBody, readEntryBody } from '../../../../../src-main/verification/tlog/entry-body';
import { bundleFixture, clone, trustSetFromRoot } from '../../../../support/bundle-fixtures';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('readEntryBody', () => {
  it('reads kind, apiVersion and spec, a spec being optional', () => {
    expect(readEntryBody(bytes('{"apiVersion":"0.0.1","kind":"rekord","spec":{"a":1}}'))).toEqual({
      apiVersion: '0.0.1',
      kind: 'rekord',
      spec: { a: 1 },
    });
    expect(readEntryBody(bytes('{"apiVersion":"0.0.1","kind":"rekord"}'))).toMatchObject({ kind: 'rekord' });
  });

  it('gives an apiVersion that is absent or not a string as null, which the log checks refuse', () => {
    expect(readEntryBody(bytes('{"kind":"dsse","apiVersion":1}'))?.apiVersion).toBeNull();
    expect(describeBody(bytes('{"kind":"dsse"}'))).toBeNull();
    expect(describeBody(bytes('{"kind":"dsse","apiVersion":"0.0.1"}'))).toEqual({
      kind: 'dsse',
      apiVersion: '0.0.1',
    });
  });

  it('is null for a body without a string kind, not JSON, or not UTF-8', () => {
    for (const text of ['{"kind":5}', '[]', 'null', 'not json', ''])
      expect(readEntryBody(bytes(text))).toBeNull();
    expect(readEntryBody(Uint8Array.of(0xff, 0x7b, 0x7d))).toBeNull();
  });
});

describe("the bundle's log-body check on a body that is not a Rekor entry", () => {
  it('says so, instead of a JavaScript error', () => {
    const bundle = clone(bundleFixture('bundles/conformance.happy-path-v0.3.sigstore.json'));
    const [entry] = bundle.verificationMaterial.tlogEntries!;
    Object.assign(entry!, { canonicalizedBody: Buffer.from('null').toString('base64') });
    const logBody = verifyBundleContent(bundle, trustSetFromRoot('keys/trusted_root.production.json')).at(-1);
    expect(logBody).toEqual({
      name: 'log-body',
      ok: false,
      scope: 'bundle',
      detail: 'the log entry body cannot be read: it is not a Rekor entry (UTF-8 JSON with a kind)',
    });
  });
});
