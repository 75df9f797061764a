import { createHash, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoCa, issueSigningCertificate } from '../../../apps/sandbox/services/tlog/seed/demo-fulcio';
import {
  dsseProposal,
  hashedRekordProposal,
  type Signer,
} from '../../../apps/sandbox/services/tlog/seed/entry-builders';
import { startTestSandbox, type HarnessSandbox } from './sandbox-harness';
import { createEntry, getEntry, keySigner, postJson } from './tlog-client';

let sandbox: HarnessSandbox;
const plain = keySigner();
let dana: Signer;
const ids: Record<string, string> = {};
const artifact = new TextEncoder().encode('widget-2.0.0.tar.gz bytes');
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const b64 = (text: string) => Buffer.from(text).toString('base64');
/** An SSH wire-format string: a uint32 length, then the bytes. */
const sshString = (value: string | Uint8Array) => {
  const bytes = Buffer.from(value);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
};

async function search(body: object): Promise<{ status: number; json: unknown }> {
  return postJson(sandbox, '/api/v1/index/retrieve', body);
}

beforeAll(async () => {
  sandbox = await startTestSandbox({ tlog: { seed: false } });
  const ca = await createDemoCa(new Date());
  const issued = await issueSigningCertificate(
    ca,
    { san: { type: 'email', value: 'Dana@Example.com' }, issuer: 'https://gitlab.com' },
    new Date(),
  );
  dana = { privateKey: issued.privateKey, verifierPem: issued.certificatePem };
  ids.plainArtifact = (await createEntry(sandbox, hashedRekordProposal(plain, artifact))).entryId;
  ids.danaArtifact = (await createEntry(sandbox, hashedRekordProposal(dana, artifact))).entryId;
  ids.danaOther = (
    await createEntry(sandbox, hashedRekordProposal(dana, new TextEncoder().encode('other')))
  ).entryId;
  const statement = {
    _type: 'https://in-toto.io/Statement/v1',
    subject: [
      {
        name: 'widget',
        digest: { sha256: sha256(artifact), sha1: 'a1'.repeat(20), sha512: 'f0'.repeat(64) },
      },
    ],
    predicateType: 'https://slsa.dev/provenance/v1',
    predicate: {},
  };
  ids.attestation = (
    await createEntry(
      sandbox,
      dsseProposal(
        [dana],
        'application/vnd.in-toto+json',
        new TextEncoder().encode(JSON.stringify(statement)),
      ),
    )
  ).entryId;
});
afterAll(() => sandbox.dispose());

describe('POST /api/v1/index/retrieve', () => {
  it('finds entries by artifact hash, prefixed or bare, any case, including attestations about it', async () => {
    const expected = [ids.plainArtifact, ids.danaArtifact, ids.attestation];
    expect(await search({ hash: `sha256:${sha256(artifact)}` })).toEqual({ status: 200, json: expected });
    expect((await search({ hash: sha256(artifact).toUpperCase() })).json).toEqual(expected);
    expect((await search({ hash: 'a1'.repeat(20) })).json).toEqual([ids.attestation]);
    expect((await search({ hash: `sha512:${'f0'.repeat(64)}` })).json).toEqual([ids.attestation]);
    expect((await search({ hash: 'ee'.repeat(32) })).json).toEqual([]);
  });

  it('finds entries by certificate e-mail, case-insensitively', async () => {
    expect((await search({ email: 'dana@example.com' })).json).toEqual([
      ids.danaArtifact,
      ids.danaOther,
      ids.attestation,
    ]);
    expect((await search({ email: 'DANA@EXAMPLE.COM' })).json).toHaveLength(3);
    expect((await search({ email: 'nobody@example.com' })).json).toEqual([]);
  });

  it('finds entries by public key: a key finds its certificates too, a certificate finds its own entries', async () => {
    expect((await search({ publicKey: { format: 'x509', content: b64(plain.verifierPem) } })).json).toEqual([
      ids.plainArtifact,
    ]);
    const danaKey = new X509Certificate(dana.verifierPem).publicKey
      .export({ type: 'spki', format: 'pem' })
      .toString();
    expect((await search({ publicKey: { format: 'x509', content: b64(danaKey) } })).json).toEqual([
      ids.danaArtifact,
      ids.danaOther,
      ids.attestation,
    ]);
    expect(
      (await search({ publicKey: { format: 'x509', content: b64(dana.verifierPem) } })).json,
    ).toHaveLength(3);
  });

  it('reads SSH and minisign key files as Rekor’s PKI does: a well-formed key finds what it signed (nothing here)', async () => {
    const ssh = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'der' }).subarray(12);
    const blob = Buffer.concat([sshString('ssh-ed25519'), sshString(ssh)]).toString('base64');
    const sshKey = `ssh-ed25519 ${blob} dana@laptop\n`;
    expect(await search({ publicKey: { format: 'ssh', content: b64(sshKey) } })).toEqual({
      status: 200,
      json: [],
    });
    const minisignKey = `untrusted comment: minisign public key 1\n${Buffer.concat([Buffer.from('Ed'), Buffer.alloc(8, 7), ssh]).toString('base64')}\n`;
    expect(await search({ publicKey: { format: 'minisign', content: b64(minisignKey) } })).toEqual({
      status: 200,
      json: [],
    });
    for (const [format, text] of [
      ['ssh', 'ssh-ed25519 not-base64'],
      ['ssh', `ssh-rsa ${blob}`],
      ['minisign', 'untrusted comment: x\nRWQ='],
    ]) {
      expect(await search({ publicKey: { format, content: b64(text!) } })).toMatchObject({
        status: 400,
        json: { message: expect.stringMatching(/^public key provided could not be parsed/) },
      });
    }
  });

  it('combines criteria with or (the default) and and', async () => {
    const both = { hash: `sha256:${sha256(artifact)}`, email: 'dana@example.com' };
    expect((await search(both)).json).toEqual([
      ids.plainArtifact,
      ids.danaArtifact,
      ids.danaOther,
      ids.attestation,
    ]);
    expect((await search({ ...both, operator: 'and' })).json).toEqual([ids.danaArtifact, ids.attestation]);
    const keyAndHash = {
      hash: sha256(artifact),
      publicKey: { format: 'x509', content: b64(plain.verifierPem) },
      operator: 'and',
    };
    expect((await search(keyAndHash)).json).toEqual([ids.plainArtifact]);
  });

  it('returns 80-hex entry IDs that can be fetched', async () => {
    const found = (await search({ email: 'dana@example.com' })).json as string[];
    for (const id of found) {
      expect(id).toMatch(/^[0-9a-f]{80}$/);
      expect((await getEntry(sandbox, `/${id}`)).status).toBe(200);
    }
  });

  it('validates the query as Rekor’s router does', async () => {
    expect(await search({ hash: 'sha256:abc' })).toMatchObject({ status: 422, json: { code: 605 } });
    expect(await search({ email: 'not-an-address' })).toMatchObject({
      status: 422,
      json: { code: 601, message: 'email in body must be of type email: "not-an-address"' },
    });
    expect(await search({ email: 'a@b.c', operator: 'xor' })).toMatchObject({
      status: 422,
      json: { code: 606, message: 'operator in body should be one of [and or]' },
    });
    expect(await search({ publicKey: { content: b64(plain.verifierPem) } })).toMatchObject({
      status: 422,
      json: { code: 602, message: 'publicKey.format in body is required' },
    });
    expect(await search({ publicKey: { format: 'tuf', content: b64('x') } })).toMatchObject({
      status: 400,
      json: {
        code: 400,
        message: expect.stringMatching(/^the PKI format requested is not supported by this server/),
      },
    });
    expect(await search({ publicKey: { format: 'x509', content: b64('not a key') } })).toMatchObject({
      status: 400,
      json: { message: expect.stringMatching(/^public key provided could not be parsed/) },
    });
    expect(await search({})).toEqual({ status: 200, json: [] });
  });
});
