import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passphraseFileBackend } from '../../../../../src-main/services/vault/passphrase-file-backend';
import { tempDir } from '../../../../support/temp-dir';

const PASSPHRASE = 'correct horse battery';
let dir: Awaited<ReturnType<typeof tempDir>>;
/** A real vault file holding one secret. */
let valid: string;

beforeAll(async () => {
  dir = await tempDir('vault-file');
  const file = join(dir.path, 'valid.enc');
  const backend = passphraseFileBackend(file);
  await backend.unlock!(PASSPHRASE);
  await backend.save({ 'prod/genai/apiKey': 'test-secret' });
  valid = await readFile(file, 'utf8');
}, 30_000);
afterAll(() => dir.remove());

/** Unlocks a vault file holding `content`; resolves with the file's path and what unlocking threw. */
async function unlockWith(name: string, content: string | Buffer, passphrase = PASSPHRASE) {
  const file = join(dir.path, name);
  await writeFile(file, content);
  const error = await passphraseFileBackend(file).unlock!(passphrase).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  return { file, error };
}

const asJson = (change: (file: Record<string, unknown>) => void) => {
  const parsed = JSON.parse(valid) as Record<string, unknown>;
  change(parsed);
  return JSON.stringify(parsed);
};

// Each unlock derives a key with scrypt at its full cost: slow on a busy machine.
describe('passphrase-file vault backend: a damaged file', { timeout: 30_000 }, () => {
  it.each<[string, () => string | Buffer]>([
    ['truncated', () => valid.slice(0, valid.length / 2)],
    ['empty', () => ''],
    ['garbage bytes', () => randomBytes(512)],
    ['valid JSON that is not a vault (an array)', () => '[1, 2, 3]'],
    ['a vault object missing its ciphertext', () => asJson((file) => delete file.data)],
    ['an IV of the wrong length', () => asJson((file) => (file.iv = Buffer.alloc(4).toString('base64')))],
    ['a KDF cost beyond what scrypt may use', () => asJson((file) => ((file.N = 2 ** 20), (file.r = 32)))],
  ])('%s: VAULT "the vault file <path> is damaged", with what to do', async (name, content) => {
    const { file, error } = await unlockWith(`${name.replaceAll(' ', '-')}.enc`, content());
    expect(error).toMatchObject({
      name: 'VerityError',
      code: 'VAULT',
      message: `The vault file ${file} is damaged: restore it from a backup, or delete it to start over (the secrets in it are then lost)`,
    });
  });

  it('a wrong passphrase is its own error, not damage, and the file is left as it was', async () => {
    const { file, error } = await unlockWith('wrong-passphrase.enc', valid, 'not the passphrase');
    expect(error).toMatchObject({ code: 'VAULT', message: expect.stringMatching(/^Wrong passphrase: /) });
    expect((error as Error).message).not.toContain('damaged');
    expect(await readFile(file, 'utf8')).toBe(valid);
  });

  it('the right passphrase opens the undamaged file', async () => {
    const file = join(dir.path, 'copy.enc');
    await writeFile(file, valid);
    const backend = passphraseFileBackend(file);
    await backend.unlock!(PASSPHRASE);
    expect(await backend.load()).toEqual({ 'prod/genai/apiKey': 'test-secret' });
  });
});
