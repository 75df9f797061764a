import { createHash, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preAuthEncoding } from '../../../../../src-main/verification/sigstore/dsse';
import { createSigningKeys, type SigningKeys } from '../../../../../src-main/services/keys/signing-keys';
import { openDatabase, type Database } from '../../../../../src-main/services/store/database';
import { passphraseFileBackend } from '../../../../../src-main/services/vault/passphrase-file-backend';
import { memoryBackend } from '../../../../../src-main/services/vault/secret-backend';
import { createVault, type Vault } from '../../../../../src-main/services/vault/vault';
import { dsseProposal, hashedRekordProposal } from '../../../../../src-main/services/tlog/proposed-entries';
import { SigningKeyInfo } from '../../../../../src-shared/contract/schemas/keys';
import { tempDir } from '../../../../support/temp-dir';

let dir: Awaited<ReturnType<typeof tempDir>>;
let db: Database;
let vault: Vault;
let keys: SigningKeys;

beforeEach(async () => {
  dir = await tempDir('keys');
  db = openDatabase(`${dir.path}/verity.db`);
  vault = await createVault({ backend: memoryBackend() });
  keys = createSigningKeys({ db, vault });
});

afterEach(async () => {
  db.close();
  await dir.remove();
});

const sha256 = (text: string) => new Uint8Array(createHash('sha256').update(text).digest());

describe('signing keys', () => {
  it('generates P-256 and Ed25519 keys; the private halves stay in the vault', async () => {
    const p256 = SigningKeyInfo.parse(await keys.generate({ name: 'laptop', algorithm: 'ecdsa-p256' }));
    const ed = SigningKeyInfo.parse(await keys.generate({ name: 'ci', algorithm: 'ed25519' }));
    expect(p256).toMatchObject({ algorithm: 'ecdsa-p256', source: 'generated', persisted: false });
    expect(ed.algorithm).toBe('ed25519');
    expect(keys.list().keys.map((k) => k.name)).toEqual(['laptop', 'ci']);
    const listed = JSON.stringify(keys.list());
    expect(listed).not.toContain('PRIVATE KEY');
    expect(JSON.stringify(db.prepare('SELECT * FROM signing_keys').all())).not.toContain('PRIVATE KEY');
    expect(vault.signingKey(p256.id)).toMatch(/BEGIN PRIVATE KEY/);
    // Known secrets are redacted from inspector records and logs.
    expect(vault.allValues()).toContain(vault.signingKey(ed.id));
  });

  it('imports PKCS#8 and SEC1 keys, refusing RSA, other curves, encrypted keys and duplicates', async () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const imported = await keys.import({
      name: 'sec1',
      privateKeyPem: ec.export({ type: 'sec1', format: 'pem' }).toString(),
    });
    expect(imported).toMatchObject({ source: 'imported', algorithm: 'ecdsa-p256' });
    await expect(
      keys.import({ name: 'again', privateKeyPem: ec.export({ type: 'pkcs8', format: 'pem' }).toString() }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    await expect(keys.import({ name: 'rsa', privateKeyPem: rsa.toString() })).rejects.toThrow(
      /Only ECDSA P-256 and Ed25519/,
    );
    const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    await expect(keys.import({ name: 'p384', privateKeyPem: p384.toString() })).rejects.toThrow(
      /not EC secp384r1/,
    );
    const encrypted = ec.export({
      type: 'pkcs8',
      format: 'pem',
      cipher: 'aes-256-cbc',
      passphrase: 'pw-123456',
    });
    await expect(keys.import({ name: 'enc', privateKeyPem: encrypted.toString() })).rejects.toThrow(
      /encrypted/,
    );
    await expect(keys.import({ name: 'junk', privateKeyPem: 'x'.repeat(60) })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });

  it('removes a key from the vault and the list', async () => {
    const key = await keys.generate({ name: 'temp', algorithm: 'ed25519' });
    expect((await keys.remove(key.id)).keys).toEqual([]);
    expect(vault.signingKey(key.id)).toBeUndefined();
    await expect(keys.remove(key.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('persists private keys only where the vault persists, and lists them again after unlocking', async () => {
    const backend = passphraseFileBackend(`${dir.path}/vault.bin`);
    const persistent = await createVault({ backend });
    await persistent.unlock('correct horse battery');
    const store = createSigningKeys({ db, vault: persistent });
    const key = await store.generate({ name: 'kept', algorithm: 'ecdsa-p256' });
    expect(key.persisted).toBe(true);
    const reopened = await createVault({ backend: passphraseFileBackend(`${dir.path}/vault.bin`) });
    const after = createSigningKeys({ db, vault: reopened });
    expect(after.list().keys).toEqual([]); // locked: the private key is not available yet
    await reopened.unlock('correct horse battery');
    expect(after.list().keys.map((k) => k.id)).toEqual([key.id]);
    expect(reopened.status().secrets).toEqual([]); // signing keys are not API secrets
  });

  // Three passphrase vaults opened, as the vault's own passphrase tests, so the same time allowance.
  it(
    "keeps the journal's key in a locked vault until it is unlocked, and never lists it",
    { timeout: 30_000 },
    async () => {
      const persistent = await createVault({ backend: passphraseFileBackend(`${dir.path}/vault.bin`) });
      await persistent.unlock('correct horse battery');
      const made = await createSigningKeys({ db, vault: persistent }).journalKey();
      expect(made.privateKeyPem).toContain('PRIVATE KEY');
      const reopened = await createVault({ backend: passphraseFileBackend(`${dir.path}/vault.bin`) });
      const after = createSigningKeys({ db, vault: reopened });
      await expect(after.journalKey()).rejects.toMatchObject({ code: 'VAULT', message: /unlock it to sign/ });
      await reopened.unlock('correct horse battery');
      expect((await after.journalKey()).publicKeyPem).toBe(made.publicKeyPem);
      expect(after.list().keys).toEqual([]);
    },
  );

  it('signs hashedrekord entries over the artifact digest (prehashed) and refuses Ed25519', async () => {
    const key = await keys.generate({ name: 'p', algorithm: 'ecdsa-p256' });
    const digest = Buffer.from(sha256('hello artifact')).toString('hex');
    const proposal = hashedRekordProposal(keys.signer(key.id), digest) as {
      spec: {
        signature: { content: string; publicKey: { content: string } };
        data: { hash: { value: string } };
      };
    };
    expect(proposal.spec.data.hash.value).toBe(digest);
    const publicPem = Buffer.from(proposal.spec.signature.publicKey.content, 'base64').toString();
    expect(publicPem).toBe(key.publicKeyPem);
    // An ECDSA signature over SHA-256(artifact) is what `verify('sha256', artifact)` checks.
    const signature = Buffer.from(proposal.spec.signature.content, 'base64');
    expect(verify('sha256', Buffer.from('hello artifact'), createPublicKey(publicPem), signature)).toBe(true);

    const ed = await keys.generate({ name: 'e', algorithm: 'ed25519' });
    expect(() => hashedRekordProposal(keys.signer(ed.id), digest)).toThrow(/Use a DSSE entry/);
  });

  it('signs DSSE envelopes over PAE(payloadType, payload) with either algorithm', async () => {
    expect(
      Buffer.from(preAuthEncoding('http://example.com/HelloWorld', Buffer.from('hello world'))).toString(),
    ).toBe('DSSEv1 29 http://example.com/HelloWorld 11 hello world');
    for (const algorithm of ['ecdsa-p256', 'ed25519'] as const) {
      const key = await keys.generate({ name: algorithm, algorithm });
      const payload = Buffer.from('{"_type":"https://in-toto.io/Statement/v1"}').toString('base64');
      const { envelope, proposed } = dsseProposal(
        keys.signer(key.id),
        'application/vnd.in-toto+json',
        payload,
      );
      const pae = preAuthEncoding(envelope.payloadType, Buffer.from(payload, 'base64'));
      const ok = verify(
        algorithm === 'ed25519' ? null : 'sha256',
        pae,
        createPublicKey(key.publicKeyPem),
        Buffer.from(envelope.signatures[0]!.sig, 'base64'),
      );
      expect(ok).toBe(true);
      const spec = (proposed as { spec: { proposedContent: { envelope: string; verifiers: string[] } } })
        .spec;
      expect(JSON.parse(spec.proposedContent.envelope)).toEqual(envelope);
      expect(Buffer.from(spec.proposedContent.verifiers[0]!, 'base64').toString()).toBe(key.publicKeyPem);
    }
  });
});
