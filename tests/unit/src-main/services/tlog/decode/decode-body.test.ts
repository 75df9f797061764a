import { createHash, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeBody } from '../../../../../../src-main/services/tlog/decode/decode-body';
import { decodeFulcioExtension } from '../../../../../../src-main/services/tlog/decode/fulcio-extensions';
import { DecodedBody } from '../../../../../../src-shared/contract/schemas/log-entries';
import { b64, bundleBody, fixtureJson, logEntryFixture } from '../../../../../support/tlog-fixtures';

const pemKey = () =>
  generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .publicKey.export({ type: 'spki', format: 'pem' })
    .toString();
const body = (kind: string, spec: unknown, apiVersion = '0.0.1') =>
  b64(JSON.stringify({ apiVersion, kind, spec }));
const field = (decoded: DecodedBody, label: string) => decoded.fields.find(([l]) => l === label)?.[1];

describe('entry body decoding', () => {
  it('decodes a real hashedrekord with its Fulcio certificate', () => {
    const { value } = logEntryFixture('entries/derived.sigstore-java.PKIX_ECDSA_P256_SHA_256.logentry.json');
    const decoded = DecodedBody.parse(decodeBody(value.body));
    expect(decoded).toMatchObject({
      kind: 'hashedrekord',
      apiVersion: '0.0.1',
      warnings: [],
      statement: null,
    });
    expect(field(decoded, 'Artifact hash')).toBe(
      'sha256:a0cfc71271d6e278e57cd332ff957c3f7043fdda354c4cbb190a30d56efa01bf',
    );
    expect(decoded.hashes).toEqual([
      {
        label: 'data',
        algorithm: 'sha256',
        value: 'a0cfc71271d6e278e57cd332ff957c3f7043fdda354c4cbb190a30d56efa01bf',
      },
    ]);
    const [cert] = decoded.certificates;
    expect(cert).toMatchObject({
      issuer: 'O=sigstore.dev, CN=sigstore-intermediate',
      serialNumber: '1b786dc74e6d02f655a87e84ae06c73d3d16f4c2',
      notBefore: '2026-05-26T14:22:01.000Z',
      keyAlgorithm: 'ECDSA P-256',
      sans: [{ type: 'email', value: 'untrusted-sa@sigstore-conformance.iam.gserviceaccount.com' }],
    });
    expect(cert!.fulcio).toEqual(
      expect.arrayContaining([
        { oid: '1.3.6.1.4.1.57264.1.1', name: 'Issuer (deprecated)', value: 'https://accounts.google.com' },
        { oid: '1.3.6.1.4.1.57264.1.8', name: 'Issuer', value: 'https://accounts.google.com' },
      ]),
    );
    const der = Buffer.from(cert!.pem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
    expect(cert!.sha256Fingerprint).toBe(createHash('sha256').update(der).digest('hex'));
    expect(field(decoded, 'Signer')).toBe('untrusted-sa@sigstore-conformance.iam.gserviceaccount.com');
  });

  it('decodes a dsse entry, its GitHub workflow identity and the statement from the attestation', () => {
    const { value } = logEntryFixture(
      'entries/derived.conformance.happy-path-intoto-in-dsse-v3.logentry.json',
    );
    const envelope = fixtureJson<{ dsseEnvelope: { payload: string } }>(
      'bundles/conformance.happy-path-intoto-in-dsse-v3.sigstore.json',
    ).dsseEnvelope;
    const statementText = Buffer.from(envelope.payload, 'base64').toString('utf8');
    const decoded = DecodedBody.parse(decodeBody(value.body, statementText));
    expect(decoded.kind).toBe('dsse');
    expect(field(decoded, 'Signatures')).toBe('1');
    expect(decoded.hashes.map((h) => h.label)).toEqual(['envelopeHash', 'payloadHash']);
    expect(decoded.statement).toEqual({
      payloadType: 'application/vnd.in-toto+json',
      predicateType: 'https://slsa.dev/provenance/v1',
      subjects: [
        {
          name: 'a.txt',
          digests: [['sha256', 'a0cfc71271d6e278e57cd332ff957c3f7043fdda354c4cbb190a30d56efa01bf']],
        },
      ],
    });
    const fulcio = Object.fromEntries(decoded.certificates[0]!.fulcio.map((f) => [f.name, f.value]));
    expect(fulcio).toMatchObject({
      Issuer: 'https://token.actions.githubusercontent.com',
      'Build Signer URI':
        'https://github.com/sigstore-conformance/extremely-dangerous-public-oidc-beacon/.github/workflows/extremely-dangerous-oidc-beacon.yml@refs/heads/main',
      'Runner Environment': 'github-hosted',
      'Source Repository Visibility At Signing': 'public',
      'GitHub Workflow Trigger (deprecated)': 'workflow_dispatch',
    });
    expect(decoded.certificates[0]!.sans[0]).toMatchObject({ type: 'uri' });
  });

  it('decodes intoto 0.0.2: payload type, double-encoded signatures and the signer certificate', () => {
    const decoded = DecodedBody.parse(
      decodeBody(bundleBody('bundles/sigstore-js.bundleV02-intoto.sigstore.json')),
    );
    expect(decoded).toMatchObject({ kind: 'intoto', apiVersion: '0.0.2' });
    expect(field(decoded, 'Payload type')).toBe('application/vnd.in-toto+json');
    expect(field(decoded, 'Signature 1')).toMatch(/^MEUCIQ/);
    expect(decoded.certificates).toHaveLength(1);
    expect(decoded.hashes.map((h) => h.label)).toEqual(['content', 'content.payloadHash']);
  });

  it('lists every field of kinds without a dedicated decoder (jar), still decoding its certificate', () => {
    const { value } = logEntryFixture('entries/sigstore-java.jar-entry.prod-shard0.json');
    const decoded = DecodedBody.parse(decodeBody(value.body));
    expect(decoded.kind).toBe('jar');
    expect(decoded.warnings).toEqual(['jar 0.0.1: every field is listed as stored']);
    expect(field(decoded, 'archive.hash.value')).toBe(
      '1124ca085d897e8c05b9d2245946e9237c7fd87ad0e9da29e6262c5c3731f958',
    );
    expect(decoded.hashes).toEqual([
      {
        label: 'archive',
        algorithm: 'sha256',
        value: '1124ca085d897e8c05b9d2245946e9237c7fd87ad0e9da29e6262c5c3731f958',
      },
    ]);
    expect(decoded.certificates.length).toBeGreaterThan(0);
  });

  it.each([
    [
      'rpm',
      {
        publicKey: { content: '' },
        package: { hash: { algorithm: 'sha256', value: 'aa'.repeat(32) }, headers: { Name: 'demo' } },
      },
    ],
    [
      'alpine',
      {
        publicKey: { content: '' },
        package: { hash: { algorithm: 'sha256', value: 'bb'.repeat(32) }, pkginfo: { pkgname: 'demo' } },
      },
    ],
    [
      'helm',
      {
        publicKey: { content: '' },
        chart: {
          hash: { algorithm: 'sha256', value: 'cc'.repeat(32) },
          provenance: { signature: { content: 'c2ln' } },
        },
      },
    ],
    [
      'tuf',
      {
        spec_version: '1.0',
        metadata: { content: { signed: { _type: 'root' } } },
        root: { content: { signed: { _type: 'root' } } },
      },
    ],
    [
      'cose',
      {
        publicKey: '',
        data: {
          payloadHash: { algorithm: 'sha256', value: 'dd'.repeat(32) },
          envelopeHash: { algorithm: 'sha256', value: 'ee'.repeat(32) },
        },
      },
    ],
    ['rfc3161', { tsr: { content: 'MIIB' } }],
  ])('lists the fields of a %s entry and decodes any embedded key', (kind, spec) => {
    const key = pemKey();
    const withKey = JSON.parse(
      JSON.stringify(spec).replace(/"content":""|"publicKey":""/, (m) => m.replace('""', `"${b64(key)}"`)),
    ) as unknown;
    const decoded = DecodedBody.parse(decodeBody(body(kind, withKey)));
    expect(decoded.kind).toBe(kind);
    expect(decoded.fields.length).toBeGreaterThan(0);
    if (JSON.stringify(spec).includes('"algorithm"')) expect(decoded.hashes.length).toBeGreaterThan(0);
    if (JSON.stringify(spec).includes('""')) {
      expect(decoded.publicKeys).toEqual([
        expect.objectContaining({ format: 'x509', algorithm: 'ECDSA P-256' }),
      ]);
    }
  });

  it('decodes a rekord with a PGP key by fingerprint, and an x509 hashedrekord key by SPKI hash', () => {
    const armored = '-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQENBF\n-----END PGP PUBLIC KEY BLOCK-----\n';
    const rekord = decodeBody(
      body('rekord', {
        signature: { format: 'pgp', content: 'c2ln', publicKey: { content: b64(armored) } },
        data: { hash: { algorithm: 'sha256', value: 'ab'.repeat(32) } },
      }),
    );
    expect(field(rekord, 'Signature format')).toBe('pgp');
    expect(rekord.publicKeys).toEqual([
      {
        format: 'pgp',
        algorithm: null,
        fingerprint: createHash('sha256').update(armored).digest('hex'),
        pem: null,
      },
    ]);
    const key = pemKey();
    const hashed = decodeBody(
      body('hashedrekord', {
        signature: { content: 'c2ln', publicKey: { content: b64(key) } },
        data: { hash: { algorithm: 'sha256', value: 'ab'.repeat(32) } },
      }),
    );
    const der = Buffer.from(key.replace(/-----[^-]+-----|\s/g, ''), 'base64');
    expect(hashed.publicKeys[0]!.fingerprint).toBe(createHash('sha256').update(der).digest('hex'));
    expect(field(hashed, 'Signer')).toMatch(/^key [0-9a-f]{16}…$/);
  });

  it('reports what could not be decoded instead of failing', () => {
    expect(decodeBody('not base64!').warnings).toEqual(['the body is not base64']);
    expect(decodeBody(b64('{"spec":{}}')).warnings).toEqual(['the body has no "kind"']);
    const broken = decodeBody(
      body('hashedrekord', { signature: { content: 'c2ln', publicKey: { content: b64('no key here') } } }),
    );
    expect(broken.warnings).toEqual(['signature.publicKey: neither a certificate nor a public key']);
  });

  it('reads Fulcio extensions as raw bytes (.1–.6) or DER UTF8String (.8 on)', () => {
    const raw = new TextEncoder().encode('push');
    expect(decodeFulcioExtension('1.3.6.1.4.1.57264.1.2', raw)?.value).toBe('push');
    const der = Uint8Array.from([0x0c, 4, ...raw]);
    expect(decodeFulcioExtension('1.3.6.1.4.1.57264.1.20', der)).toEqual({
      oid: '1.3.6.1.4.1.57264.1.20',
      name: 'Build Trigger',
      value: 'push',
    });
    expect(decodeFulcioExtension('1.3.6.1.4.1.57264.1.99', der)?.name).toBe(
      'Fulcio extension 1.3.6.1.4.1.57264.1.99',
    );
    expect(decodeFulcioExtension('2.5.29.17', der)).toBeNull();
  });
});
