import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJournal, type Journal } from '../../../../../src-main/services/journal/journal';
import {
  createJournalExport,
  createJournalPublicKey,
  JOURNAL_KEY_NAME,
} from '../../../../../src-main/services/journal/journal-export';
import { createSigningKeys, type SigningKeys } from '../../../../../src-main/services/keys/signing-keys';
import { openDatabase, type Database } from '../../../../../src-main/services/store/database';
import { passphraseFileBackend } from '../../../../../src-main/services/vault/passphrase-file-backend';
import { memoryBackend } from '../../../../../src-main/services/vault/secret-backend';
import { createVault } from '../../../../../src-main/services/vault/vault';
import { verifyCheckpointSignatures } from '../../../../../src-main/verification/tlog/checkpoint-verify';
import { nodeCrypto } from '../../../../../src-main/verification/tlog/crypto';
import { toHex } from '../../../../../src-main/verification/tlog/encoding';
import { trustedKeyFromPem } from '../../../../../src-main/verification/tlog/keys';
import { EMPTY_TRUST } from '../../../../../src-main/verification/tlog/trust-types';
import { JournalExport } from '../../../../../src-shared/contract/schemas/journal';
import { tempDir } from '../../../../support/temp-dir';

let dir: Awaited<ReturnType<typeof tempDir>>;
let db: Database;
let journal: Journal;
let keys: SigningKeys;
let exportJournal: ReturnType<typeof createJournalExport>;

beforeEach(async () => {
  dir = await tempDir('journal-export');
  db = openDatabase(`${dir.path}/verity.db`);
  journal = createJournal({ db });
  keys = createSigningKeys({ db, vault: await createVault({ backend: memoryBackend() }) });
  exportJournal = createJournalExport({ journal, keys, now: () => Date.UTC(2026, 0, 2) });
});
afterEach(async () => {
  db.close();
  await dir.remove();
});

const op = (service: 'tlog' | 'storage') => ({
  profileId: 'sandbox',
  service,
  kind: service === 'tlog' ? 'create-entry' : 'upload',
  target: 'http://127.0.0.1:1/x',
  request: { n: 1 },
});

describe('journal export', () => {
  it("carries every record with its chain fields and the head, signed by the console's journal key", async () => {
    const first = journal.begin(op('tlog'));
    journal.complete(first, 'ok', { status: 201 });
    journal.begin(op('storage'));
    const exported = JournalExport.parse(await exportJournal({}));
    expect(exported).toMatchObject({
      type: 'verity-journal',
      version: 1,
      exportedAt: '2026-01-02T00:00:00.000Z',
    });
    expect(exported.records.map((r) => [r.seq, r.event, r.opId === first])).toEqual([
      [1, 'begin', true],
      [2, 'complete', true],
      [3, 'begin', false],
    ]);
    expect(exported.head).toEqual({ records: 3, hash: exported.records[2]!.hash });

    const key = trustedKeyFromPem(exported.checkpoint.key.pem, { name: JOURNAL_KEY_NAME, source: 'pem' });
    const signed = verifyCheckpointSignatures(
      exported.checkpoint.note,
      { ...EMPTY_TRUST, tlogs: [key] },
      nodeCrypto,
    );
    expect(signed.ok).toBe(true);
    expect(signed.checkpoint!.size).toBe(3n);
    expect(toHex(signed.checkpoint!.rootHash)).toBe(exported.head.hash);
    expect(signed.checkpoint!.origin).toBe(`${JOURNAL_KEY_NAME}/${key.id.slice(0, 16)}`);
  });

  it('keeps one journal key, never offered for creating entries', async () => {
    const first = await exportJournal({});
    journal.begin(op('tlog'));
    const second = await exportJournal({});
    expect(second.checkpoint.key.pem).toBe(first.checkpoint.key.pem);
    expect(first.head.records).toBe(0);
    expect(keys.list().keys).toEqual([]);
  });

  it('exports only the operations the filters select, with the head of the whole journal', async () => {
    journal.begin(op('tlog'));
    const upload = journal.begin(op('storage'));
    journal.complete(upload, 'failed', {});
    journal.begin(op('tlog'));
    const exported = await exportJournal({ service: 'storage' });
    expect(exported.filters).toEqual({ service: 'storage' });
    expect(exported.records.map((r) => [r.seq, r.opId])).toEqual([
      [2, upload],
      [3, upload],
    ]);
    expect(exported.head.records).toBe(4);
  });

  it('answers the public journal key before any export, and the next export is signed by it', async () => {
    const answered = await createJournalPublicKey({ keys })();
    journal.begin(op('tlog'));
    const exported = await exportJournal({});
    expect(answered.pem).toBe(exported.checkpoint.key.pem);
    const trusted = trustedKeyFromPem(answered.pem, { name: answered.name, source: 'pem' });
    const signed = verifyCheckpointSignatures(
      exported.checkpoint.note,
      { ...EMPTY_TRUST, tlogs: [trusted] },
      nodeCrypto,
    );
    expect(signed.ok).toBe(true);
    expect(answered.fingerprint).toBe(trusted.id);
    expect(answered.keyId).toBe(trusted.id.slice(0, 8));
  });

  it('says to unlock the vault when it is locked and no journal key is there yet', async () => {
    const locked = await createVault({ backend: passphraseFileBackend(`${dir.path}/vault.bin`) });
    const publicKey = createJournalPublicKey({ keys: createSigningKeys({ db, vault: locked }) });
    await expect(publicKey()).rejects.toMatchObject({
      code: 'VAULT',
      message: /The vault is locked: unlock it/,
    });
  });
});
