// Real bundles, altered one way at a time: each alteration fails the check that covers it, with a
// reason, and leaves the other checks as they were.
import { describe, expect, it } from 'vitest';
import {
  bundleFixture,
  clone,
  flipBase64Byte,
  integratedTimesOf,
  trustSetFromRoot,
} from '../../../../support/bundle-fixtures';
import { fixtureBytes } from '../../../../support/tlog-fixtures';
import { failing, verify } from '../../../../support/bundle-checks';

const PRODUCTION = trustSetFromRoot('keys/trusted_root.production.json');
const STAGING = trustSetFromRoot('keys/trusted_root.staging.json');
const ARTIFACT = fixtureBytes('bundles/conformance.a.txt');
const WRONG_ARTIFACT = new TextEncoder().encode('not the artifact that was signed\n');
const MESSAGE_BUNDLE = 'bundles/conformance.happy-path-v0.3.sigstore.json';
const DSSE_BUNDLE = 'bundles/conformance.happy-path-intoto-in-dsse-v3.sigstore.json';
const TSA_BUNDLE = 'bundles/sigstore-java.bundle-with-timestamp.sigstore.json';
const REKOR_V2_BUNDLE = 'bundles/conformance.rekor2-happy-path.sigstore.json';
const REKOR_V2_ROOT = trustSetFromRoot('bundles/conformance.rekor2-happy-path.trusted_root.json');

async function verifyFixture(path: string, trust = PRODUCTION, options: Parameters<typeof verify>[2] = {}) {
  const bundle = bundleFixture(path);
  return verify(bundle, trust, { integratedTimes: integratedTimesOf(bundle), ...options });
}

describe('a wrong artifact', () => {
  it('fails artifact and signature for a message signature', async () => {
    const checks = await verifyFixture(MESSAGE_BUNDLE, PRODUCTION, { artifact: WRONG_ARTIFACT });
    expect(failing(checks)).toEqual(['signature', 'artifact']);
    expect(checks.artifact?.detail).toMatch(
      /^SHA-256 of the artifact is [0-9a-f]{16}…, but the bundle's messageDigest is a0cfc71271d6e278…$/,
    );
    expect(checks.signature?.detail).toMatch(/signature over the artifact \(33 bytes\) does not verify/);
  });

  it('fails only artifact for a DSSE envelope, whose signature covers the payload', async () => {
    const checks = await verifyFixture(DSSE_BUNDLE, PRODUCTION, { artifact: WRONG_ARTIFACT });
    expect(failing(checks)).toEqual(['artifact']);
    expect(checks.artifact?.detail).toMatch(
      /the artifact matches none of the 1 subject of the in-toto statement \("a.txt" sha256:a0cfc71271d6e278…\)/,
    );
  });

  it('is caught through a SHA-256 digest as well', async () => {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', WRONG_ARTIFACT));
    const message = await verifyFixture(MESSAGE_BUNDLE, PRODUCTION, {
      artifactDigest: { algorithm: 'sha256', digest },
    });
    expect(failing(message)).toEqual(['signature', 'artifact']);
    const dsse = await verifyFixture(DSSE_BUNDLE, PRODUCTION, {
      artifactDigest: { algorithm: 'sha256', digest },
    });
    expect(failing(dsse)).toEqual(['artifact']);
    const right = new Uint8Array(await crypto.subtle.digest('SHA-256', ARTIFACT));
    const good = await verifyFixture(MESSAGE_BUNDLE, PRODUCTION, {
      artifactDigest: { algorithm: 'sha256', digest: right },
    });
    expect(failing(good)).toEqual([]);
    expect(good.signature?.detail).toContain('the given SHA-256 artifact digest');
  });
});

describe('a tampered signature', () => {
  it('fails signature for a message signature, with or without the artifact', async () => {
    const bundle = bundleFixture(MESSAGE_BUNDLE);
    const tampered = clone(bundle);
    tampered.messageSignature!.signature = flipBase64Byte(bundle.messageSignature!.signature, -1);
    for (const artifact of [ARTIFACT, undefined]) {
      const checks = await verify(tampered, PRODUCTION, {
        artifact,
        integratedTimes: integratedTimesOf(bundle),
      });
      // The log entry records the original signature, so the bundle no longer matches it either.
      expect(failing(checks)).toEqual(['signature', 'log-body']);
      expect(checks['log-body']?.detail).toContain("the entry does not carry the bundle's signature");
    }
  });

  it('fails signature for a DSSE envelope, and so does a tampered payload', async () => {
    const bundle = bundleFixture(DSSE_BUNDLE);
    const badSignature = clone(bundle);
    badSignature.dsseEnvelope!.signatures[0]!.sig = flipBase64Byte(
      bundle.dsseEnvelope!.signatures[0]!.sig,
      -1,
    );
    const badPayload = clone(bundle);
    badPayload.dsseEnvelope!.payload = flipBase64Byte(bundle.dsseEnvelope!.payload, 40);
    for (const tampered of [badSignature, badPayload]) {
      const checks = await verify(tampered, PRODUCTION, {
        artifact: ARTIFACT,
        integratedTimes: integratedTimesOf(bundle),
      });
      expect(failing(checks)).toContain('signature');
      expect(checks.signature?.detail).toMatch(
        /signature over PAE\("application\/vnd.in-toto\+json", \d+ bytes payload\) does not verify/,
      );
    }
  });

  it('also breaks the time-stamp, whose message imprint is the hash of the signature', async () => {
    const bundle = bundleFixture(TSA_BUNDLE);
    const tampered = clone(bundle);
    tampered.messageSignature!.signature = flipBase64Byte(bundle.messageSignature!.signature, -1);
    const checks = await verify(tampered, STAGING, {
      artifact: ARTIFACT,
      integratedTimes: integratedTimesOf(bundle),
    });
    expect(failing(checks)).toEqual(['signature', 'timestamp', 'log-body']);
    expect(checks.timestamp?.detail).toContain(
      'its message imprint is not the SHA-256 of the bundle signature',
    );
  });
});

describe('trust and time', () => {
  it('fails certificate-chain for a production bundle against the staging root', async () => {
    const checks = await verifyFixture(MESSAGE_BUNDLE, STAGING, { artifact: ARTIFACT });
    expect(failing(checks)).toEqual(['certificate-chain']);
    expect(checks['certificate-chain']?.detail).toMatch(
      /^the signing certificate does not chain to a trusted certificate authority: "sigstore": the trusted certificate named "O=sigstore.dev, CN=sigstore-intermediate" has a different key/,
    );
  });

  it('fails certificate-chain with an empty trust set', async () => {
    const checks = await verifyFixture(
      MESSAGE_BUNDLE,
      { ...PRODUCTION, certificateAuthorities: [] },
      { artifact: ARTIFACT },
    );
    expect(checks['certificate-chain']).toMatchObject({ ok: false });
    expect(checks['certificate-chain']?.detail).toContain(
      'the trust material has no authorities of this kind',
    );
  });

  it('fails certificate-validity when the signing time is after the certificate expired', async () => {
    const late = new Date('2024-03-19T18:00:00Z');
    const checks = await verifyFixture(MESSAGE_BUNDLE, PRODUCTION, {
      artifact: ARTIFACT,
      integratedTimes: [late],
    });
    expect(failing(checks)).toEqual(['certificate-validity']);
    expect(checks['certificate-validity']?.detail).toBe(
      "signing time 2024-03-19T18:00:00Z (integrated time from the transparency log) is outside the signing certificate's validity 2024-03-19T17:26:26Z to 2024-03-19T17:36:26Z",
    );
  });

  it('fails certificate-validity when no verified signing time exists', async () => {
    const checks = await verifyFixture(MESSAGE_BUNDLE, PRODUCTION, {
      artifact: ARTIFACT,
      integratedTimes: [],
    });
    expect(failing(checks)).toEqual(['certificate-validity']);
    expect(checks['certificate-validity']?.detail).toMatch(
      /^no verified signing time \(no integrated time was given/,
    );
    expect(checks['certificate-chain']?.detail).toContain('not checked: no verified signing time');
  });

  it('fails certificate-chain when the signing time precedes every trusted CA window', async () => {
    const early = new Date('2020-01-01T00:00:00Z');
    const checks = await verifyFixture(MESSAGE_BUNDLE, PRODUCTION, {
      artifact: ARTIFACT,
      integratedTimes: [early],
    });
    expect(failing(checks)).toEqual(['certificate-chain', 'certificate-validity']);
    expect(checks['certificate-chain']?.detail).toContain(
      'none of the 2 trusted authorities is valid at 2020-01-01T00:00:00Z',
    );
  });

  it('rejects an integrated time in the future', async () => {
    const now = new Date('2024-03-19T17:30:00Z');
    const checks = await verifyFixture(MESSAGE_BUNDLE, PRODUCTION, {
      artifact: ARTIFACT,
      integratedTimes: [new Date('2024-03-19T17:36:00Z')],
      now,
    });
    expect(checks['certificate-validity']).toMatchObject({ ok: false });
    expect(checks['certificate-validity']?.detail).toContain(
      'integrated time 1 2024-03-19T17:36:00Z is in the future',
    );
  });

  it('rejects a time-stamp in the future', async () => {
    const checks = await verify(bundleFixture(REKOR_V2_BUNDLE), REKOR_V2_ROOT, {
      artifact: ARTIFACT,
      now: new Date('2025-06-12T11:00:00Z'),
    });
    expect(failing(checks)).toEqual(['certificate-validity', 'timestamp']);
    expect(checks.timestamp?.detail).toContain('its genTime 2025-06-12T12:02:20Z is in the future');
  });
});

describe('time-stamps', () => {
  it('fail when the time-stamp signature is tampered, leaving a Rekor v2 bundle without a signing time', async () => {
    const bundle = bundleFixture(REKOR_V2_BUNDLE);
    const tampered = clone(bundle);
    const token = tampered.verificationMaterial.timestampVerificationData!.rfc3161Timestamps![0]!;
    token.signedTimestamp = flipBase64Byte(token.signedTimestamp, -3);
    const checks = await verify(tampered, REKOR_V2_ROOT, { artifact: ARTIFACT });
    expect(failing(checks)).toEqual(['certificate-validity', 'timestamp']);
    expect(checks.timestamp?.detail).toMatch(
      /CMS signature does not verify with "O=sigstore.dev, CN=sigstore-tsa"/,
    );
    expect(checks['certificate-validity']?.detail).toContain('no RFC 3161 time-stamp verified');
  });

  it('fail when signed by a TSA that is not trusted', async () => {
    const checks = await verifyFixture(TSA_BUNDLE, PRODUCTION, { artifact: ARTIFACT });
    expect(failing(checks)).toEqual(['certificate-chain', 'timestamp']);
    expect(checks.timestamp?.detail).toContain(
      'no trusted timestamp authority valid at genTime has this signing certificate',
    );
  });

  it('fail when the trust material has no TSA at all', async () => {
    const checks = await verifyFixture(
      TSA_BUNDLE,
      { ...STAGING, timestampAuthorities: [] },
      { artifact: ARTIFACT },
    );
    expect(failing(checks)).toEqual(['timestamp']);
    expect(checks.timestamp?.detail).toContain('the trust material has no timestamp authorities');
  });

  it('fail when the same time-stamp is counted twice', async () => {
    const bundle = bundleFixture(TSA_BUNDLE);
    const doubled = clone(bundle);
    const list = doubled.verificationMaterial.timestampVerificationData!.rfc3161Timestamps!;
    list.push({ ...list[0]! });
    const checks = await verify(doubled, STAGING, {
      artifact: ARTIFACT,
      integratedTimes: integratedTimesOf(bundle),
    });
    expect(failing(checks)).toEqual(['timestamp']);
    expect(checks.timestamp?.detail).toContain('time-stamp 2: duplicates time-stamp 1');
  });

  it('that are not RFC 3161 at all say so', async () => {
    const bundle = bundleFixture(TSA_BUNDLE);
    const broken = clone(bundle);
    broken.verificationMaterial.timestampVerificationData!.rfc3161Timestamps![0]!.signedTimestamp =
      'MAMCAQA=';
    const checks = await verify(broken, STAGING, {
      artifact: ARTIFACT,
      integratedTimes: integratedTimesOf(bundle),
    });
    expect(checks.timestamp).toMatchObject({ ok: false });
    expect(checks.timestamp?.detail).toMatch(/time-stamp 1: FAILED, not an RFC 3161 time-stamp: /);
  });
});

describe('a bundle paired with another log entry', () => {
  it('fails log-body: a valid entry for a different signature proves nothing about this bundle', async () => {
    const bundle = bundleFixture(MESSAGE_BUNDLE);
    const other = bundleFixture(DSSE_BUNDLE);
    const swapped = clone(bundle);
    swapped.verificationMaterial.tlogEntries = clone(other).verificationMaterial.tlogEntries;
    const checks = await verify(swapped, PRODUCTION, { artifact: ARTIFACT });
    expect(checks['log-body']?.ok).toBe(false);
    expect(checks['log-body']?.detail).toMatch(/signature|digest|certificate/);
  });

  it('passes log-body for the genuine pairing', async () => {
    const bundle = bundleFixture(MESSAGE_BUNDLE);
    const checks = await verify(bundle, PRODUCTION, {
      artifact: ARTIFACT,
      integratedTimes: integratedTimesOf(bundle),
    });
    expect(checks['log-body']).toMatchObject({ ok: true });
  });
});
