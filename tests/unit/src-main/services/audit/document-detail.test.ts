import { describe, expect, it } from 'vitest';
import { documentDetail } from '../../../../../src-main/services/audit/document-detail';
import { fixtureText } from '../../../../support/tlog-fixtures';

const WORKFLOW =
  'https://github.com/sigstore-conformance/extremely-dangerous-public-oidc-beacon/.github/workflows/extremely-dangerous-oidc-beacon.yml@refs/heads/main';

describe('documentDetail', () => {
  it('decodes a bundle’s log entry body and its own signing certificate, for every bundle version', () => {
    const v3 = documentDetail(fixtureText('bundles/conformance.happy-path-v0.3.sigstore.json'));
    expect(v3.body).toMatchObject({ kind: 'hashedrekord', apiVersion: '0.0.1' });
    expect(v3.certificates.map((c) => c.sans)).toEqual([[{ type: 'uri', value: WORKFLOW }]]);
    expect(v3.integratedTime).toEqual(expect.any(Number));
    const v2 = documentDetail(fixtureText('bundles/sigstore-js.bundleV02-intoto.sigstore.json'));
    expect(v2.body).toMatchObject({ kind: 'intoto', apiVersion: '0.0.2' });
    expect(v2.certificates[0]!.sans[0]!.value).toBe('brian@dehamer.com');
    expect(v2.integratedTime).toBe(1689176078);
  });

  it('reads a Rekor v2 entry’s body, which carries no integrated time', () => {
    const detail = documentDetail(fixtureText('bundles/conformance.rekor2-happy-path.sigstore.json'));
    expect(detail.body).toMatchObject({ kind: 'hashedrekord', apiVersion: '0.0.2' });
    expect(detail.integratedTime).toBeNull();
    expect(detail.certificates[0]!.sans[0]!.value).toBe(WORKFLOW);
  });

  it('decodes a Rekor LogEntry’s body and the certificates it holds', () => {
    const entry = documentDetail(fixtureText('entries/sigstore-java.jar-entry.prod-shard0.json'));
    expect(entry.body).toMatchObject({ kind: 'jar', apiVersion: '0.0.1' });
    expect(entry.certificates[0]?.subject).toBe('O=sigstore.dev, CN=sigstore');
    expect(entry.certificates).toEqual(entry.body?.certificates);
    expect(entry.integratedTime).toEqual(expect.any(Number));
  });

  it('has nothing to decode in a checkpoint, and refuses text that is no document', () => {
    expect(documentDetail(fixtureText('checkpoints/sigstore-java.valid.prod-shard1.txt'))).toEqual({
      body: null,
      certificates: [],
      integratedTime: null,
    });
    expect(() => documentDetail('hello')).toThrow(/Nothing to decode: neither JSON nor a signed checkpoint/);
  });
});
