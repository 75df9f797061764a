import { createHash, createPublicKey, generateKeyPairSync, X509Certificate } from 'node:crypto';
import canonicalize from 'canonicalize';
import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalizeProposedText } from '../../../../../../../apps/sandbox/services/tlog/kinds/proposed-entry';
import {
  createDemoCa,
  issueSigningCertificate,
} from '../../../../../../../apps/sandbox/services/tlog/seed/demo-fulcio';
import {
  dsseEnvelope,
  dsseProposal,
  hashedRekordProposal,
  intotoV001Proposal,
  intotoV002Proposal,
  rekordProposal,
  type Signer,
} from '../../../../../../../apps/sandbox/services/tlog/seed/entry-builders';
import { indexKeysFromBody } from '../../../../../../../apps/sandbox/services/tlog/stored-body-keys';

const IN_TOTO = 'application/vnd.in-toto+json';
const utf8 = (text: string) => new TextEncoder().encode(text);
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

function keySigner(namedCurve = 'P-256'): Signer {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve });
  return {
    privateKey,
    verifierPem: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString(),
  };
}

function accept(proposal: object) {
  const outcome = canonicalizeProposedText(JSON.stringify(proposal));
  if (!outcome.ok) throw new Error(outcome.message);
  const text = Buffer.from(outcome.entry.body).toString('utf8');
  expect(canonicalize(JSON.parse(text))).toBe(text);
  return {
    ...outcome.entry,
    json: JSON.parse(text) as { apiVersion: string; kind: string; spec: Record<string, unknown> },
  };
}

function reject(proposal: unknown): string {
  const outcome = canonicalizeProposedText(
    typeof proposal === 'string' ? proposal : JSON.stringify(proposal),
  );
  if (outcome.ok) throw new Error('the entry was accepted');
  return outcome.message;
}

let keyless: Signer;
const statement = {
  _type: 'https://in-toto.io/Statement/v1',
  subject: [{ name: 'widget.tar.gz', digest: { sha256: 'ab'.repeat(32) } }],
  predicateType: 'https://slsa.dev/provenance/v1',
  predicate: {},
};

beforeAll(async () => {
  const ca = await createDemoCa(new Date());
  const issued = await issueSigningCertificate(
    ca,
    { san: { type: 'email', value: 'Alice@Example.com' }, issuer: 'https://accounts.google.com' },
    new Date(),
  );
  keyless = { privateKey: issued.privateKey, verifierPem: issued.certificatePem };
});

describe('hashedrekord', () => {
  it('stores the digest, the signature and the canonical PEM, and indexes key, subject and digest', () => {
    const signer = keySigner();
    const artifact = utf8('release bytes');
    const entry = accept(hashedRekordProposal(signer, artifact));
    const spec = entry.json.spec as {
      data: { hash: { value: string } };
      signature: { publicKey: { content: string } };
    };
    expect(entry.json).toMatchObject({ apiVersion: '0.0.1', kind: 'hashedrekord' });
    expect(spec.data.hash.value).toBe(sha256(artifact));
    expect(Buffer.from(spec.signature.publicKey.content, 'base64').toString()).toBe(signer.verifierPem);
    expect(entry.indexKeys).toEqual([`key:${sha256(signer.verifierPem)}`, `hash:sha256:${sha256(artifact)}`]);
    expect(indexKeysFromBody(entry.body)).toEqual(entry.indexKeys);
  });

  it('indexes a Fulcio-style certificate by both fingerprints and its SAN (lowercased)', () => {
    const entry = accept(hashedRekordProposal(keyless, utf8('keyless')));
    const cert = new X509Certificate(keyless.verifierPem);
    const keyPem = cert.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(entry.indexKeys).toContain(`key:${sha256(cert.toString())}`);
    expect(entry.indexKeys).toContain(`key:${sha256(keyPem)}`);
    expect(entry.indexKeys).toContain('subject:alice@example.com');
    expect(cert.subjectAltName).toBe('email:Alice@Example.com');
    expect(cert.issuer).toContain('verity-demo-fulcio-intermediate');
    expect(Date.parse(cert.validTo) - Date.parse(cert.validFrom)).toBe(10 * 60 * 1000);
  });

  it('refuses a signature that does not verify over the digest, with Rekor’s words', () => {
    const proposal = hashedRekordProposal(keySigner(), utf8('a')) as {
      spec: { data: { hash: { value: string } } };
    };
    proposal.spec.data.hash.value = sha256('b');
    expect(reject(proposal)).toBe(
      'error processing entry: verifying signature: invalid signature when validating ASN.1 encoded signature',
    );
    const other = hashedRekordProposal(keySigner(), utf8('a')) as {
      spec: { signature: { publicKey: { content: string } } };
    };
    other.spec.signature.publicKey.content = Buffer.from(keySigner().verifierPem).toString('base64');
    expect(reject(other)).toMatch(/verifying signature/);
  });

  it('refuses schema violations and malformed content with the field named', () => {
    const proposal = hashedRekordProposal(keySigner(), utf8('a')) as { spec: Record<string, unknown> };
    expect(reject({ ...proposal, spec: { signature: proposal.spec.signature } })).toBe(
      "error processing entry: spec must have required property 'data'",
    );
    const badHash = structuredClone(proposal) as { spec: { data: { hash: { algorithm: string } } } };
    badHash.spec.data.hash.algorithm = 'md5';
    expect(reject(badHash)).toBe(
      'error processing entry: spec.data.hash.algorithm must be equal to one of the allowed values',
    );
    const notBase64 = structuredClone(proposal) as { spec: { signature: { content: string } } };
    notBase64.spec.signature.content = 'not base64!';
    expect(reject(notBase64)).toBe('error processing entry: spec.signature.content must match format "byte"');
    const shortHash = structuredClone(proposal) as { spec: { data: { hash: { value: string } } } };
    shortHash.spec.data.hash.value = 'abcd';
    expect(reject(shortHash)).toBe('error processing entry: invalid value for hash');
    const notPem = structuredClone(proposal) as { spec: { signature: { publicKey: { content: string } } } };
    notPem.spec.signature.publicKey.content = Buffer.from('hello').toString('base64');
    expect(reject(notPem)).toBe('error processing entry: invalid public key: failure decoding PEM');
  });
});

describe('the proposal wrapper', () => {
  it('names kinds Rekor has but this log does not take, unknown kinds, versions and extra fields', () => {
    expect(reject({ apiVersion: '0.0.1', kind: 'rpm', spec: {} })).toBe(
      'error processing entry: rpm kind is not accepted by this log (it takes hashedrekord, rekord, dsse, intoto)',
    );
    expect(reject({ apiVersion: '0.0.1', kind: 'cose', spec: {} })).toMatch(
      /cose kind is not accepted by this log/,
    );
    expect(reject({ apiVersion: '0.0.1', kind: 'zip', spec: {} })).toMatch(/unknown kind "zip"/);
    expect(reject({ apiVersion: '0.0.9', kind: 'hashedrekord', spec: {} })).toBe(
      "error processing entry: hashedrekord implementation for version '0.0.9' not found (supported: 0.0.1)",
    );
    expect(reject({ apiVersion: 'one', kind: 'hashedrekord', spec: {} })).toMatch(
      /proposedEntry.apiVersion must match pattern/,
    );
    expect(reject({ apiVersion: '0.0.1', kind: 'hashedrekord', spec: {}, extra: 1 })).toMatch(
      /must NOT have additional properties/,
    );
    expect(reject('{nope')).toMatch(/^parsing proposedEntry body failed: /);
    expect(reject([])).toBe('error processing entry: proposedEntry must be object');
  });
});

describe('rekord', () => {
  it('drops the content, keeps its SHA-256 and verifies the signature over it', () => {
    const signer = keySigner('P-384');
    const content = utf8('sha256sums of a release');
    const entry = accept(rekordProposal(signer, content));
    expect(entry.json.spec).toEqual({
      data: { hash: { algorithm: 'sha256', value: sha256(content) } },
      signature: {
        content: expect.any(String),
        format: 'x509',
        publicKey: { content: Buffer.from(signer.verifierPem).toString('base64') },
      },
    });
    const proposal = rekordProposal(signer, content) as {
      spec: { data: Record<string, unknown>; signature: { format: string } };
    };
    const withHash = { ...proposal.spec.data, hash: { algorithm: 'sha256', value: sha256(content) } };
    expect(reject({ ...proposal, spec: { ...proposal.spec, data: withHash } })).toBe(
      'error processing entry: spec.data must match exactly one schema in oneOf',
    );
    expect(reject({ ...proposal, spec: { ...proposal.spec, data: { hash: withHash.hash } } })).toBe(
      "error processing entry: one of 'content' or 'url' must be specified for data",
    );
    proposal.spec.signature.format = 'pgp';
    expect(reject(proposal)).toMatch(/the pgp signature format is not supported by this log/);
  });
});

describe('dsse', () => {
  it('keeps hashes and sorted signatures with their verifiers, never the envelope', () => {
    const signers = [keySigner(), keyless];
    const payload = utf8(JSON.stringify(statement));
    const proposal = dsseProposal(signers, IN_TOTO, payload) as {
      spec: { proposedContent: { envelope: string } };
    };
    const entry = accept(proposal);
    const spec = entry.json.spec as { signatures: Array<{ signature: string; verifier: string }> };
    expect(Object.keys(spec).sort()).toEqual(['envelopeHash', 'payloadHash', 'signatures']);
    expect(entry.json.spec).toMatchObject({
      envelopeHash: { algorithm: 'sha256', value: sha256(proposal.spec.proposedContent.envelope) },
      payloadHash: { algorithm: 'sha256', value: sha256(payload) },
    });
    expect(spec.signatures.map((s) => s.signature)).toEqual(spec.signatures.map((s) => s.signature).sort());
    expect(entry.indexKeys).toContain(`hash:sha256:${'ab'.repeat(32)}`);
    expect(entry.indexKeys).toContain('subject:alice@example.com');
    expect(entry.attestation).toBeUndefined();
  });

  it('refuses an envelope a verifier does not sign, or a signature no verifier verifies', () => {
    const envelope = dsseEnvelope([keySigner()], IN_TOTO, utf8('{}'));
    const stranger = Buffer.from(keySigner().verifierPem).toString('base64');
    expect(
      reject({
        apiVersion: '0.0.1',
        kind: 'dsse',
        spec: { proposedContent: { envelope, verifiers: [stranger] } },
      }),
    ).toMatch(/could not verify envelope/);
    expect(
      reject({
        apiVersion: '0.0.1',
        kind: 'dsse',
        spec: { envelopeHash: {}, payloadHash: {}, signatures: [] },
      }),
    ).toMatch(/error processing entry: spec/);
  });
});

describe('intoto', () => {
  it('v0.0.2 keeps payloadType, signatures and both hashes, and the payload as attestation', () => {
    const payload = utf8(JSON.stringify(statement));
    const entry = accept(intotoV002Proposal(keyless, IN_TOTO, payload));
    const content = (
      entry.json.spec as { content: { envelope: Record<string, unknown>; payloadHash: { value: string } } }
    ).content;
    expect(Object.keys(content.envelope).sort()).toEqual(['payloadType', 'signatures']);
    expect(content.payloadHash.value).toBe(sha256(payload));
    expect(Buffer.from(entry.attestation!).toString()).toBe(JSON.stringify(statement));
    expect(entry.indexKeys).toContain(`hash:sha256:${'ab'.repeat(32)}`);
    const proposal = intotoV002Proposal(keyless, IN_TOTO, payload) as {
      spec: { content: { hash?: unknown } };
    };
    delete proposal.spec.content.hash;
    expect(reject(proposal)).toMatch(/missing envelope digest/);
  });

  it('v0.0.1 keeps the key and the hashes', () => {
    const signer = keySigner();
    const entry = accept(intotoV001Proposal(signer, 'text/plain', utf8('hello')));
    expect(entry.json).toMatchObject({
      apiVersion: '0.0.1',
      kind: 'intoto',
      spec: {
        content: { payloadHash: { value: sha256('hello') } },
        publicKey: Buffer.from(signer.verifierPem).toString('base64'),
      },
    });
  });
});
