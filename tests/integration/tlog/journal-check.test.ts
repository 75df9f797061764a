// Check against the real sandbox log: an entry creation Verity sent but never saw complete (its process
// stopped after the answer came) shows as outcome unknown after a restart, and Check finds the entry in the
// log; one that stopped before it was sent is not found, though the log holds another entry for its digest.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../apps/sandbox/server';
import { createHttpClient } from '../../../src-main/services/http/http-client';
import { createInspector } from '../../../src-main/services/inspector/inspector';
import { createJournal, type Journal } from '../../../src-main/services/journal/journal';
import { createOperationKinds } from '../../../src-main/services/journal/operation-kinds';
import { createSigningKeys, type SigningKeys } from '../../../src-main/services/keys/signing-keys';
import { createProfiles } from '../../../src-main/services/profiles/profiles';
import { openDatabase, type Database } from '../../../src-main/services/store/database';
import { createEntryCreation } from '../../../src-main/services/tlog/entry-creation';
import { createEntryVerifier } from '../../../src-main/services/tlog/entry-verifier';
import { createInclusionDiagnosis } from '../../../src-main/services/tlog/inclusion-diagnosis';
import { createRekorApi } from '../../../src-main/services/tlog/rekor-api';
import { createTrustStore } from '../../../src-main/services/trust/trust-store';
import { memoryBackend } from '../../../src-main/services/vault/secret-backend';
import { createVault, type Vault } from '../../../src-main/services/vault/vault';
import { tempDir } from '../../support/temp-dir';

let dir: Awaited<ReturnType<typeof tempDir>>;
let sandbox: RunningSandbox;
let db: Database;
let vault: Vault;

beforeEach(async () => {
  dir = await tempDir('journal-check');
  sandbox = await startSandbox({ port: 0, dataDir: `${dir.path}/sandbox` });
  db = openDatabase(join(dir.path, 'verity.db'));
  vault = await createVault({ backend: memoryBackend() });
});
afterEach(async () => {
  db.close();
  await sandbox.close();
  await dir.remove();
});

/** Verity's services on the data folder, as a start of the console makes them; `journal` may stand in. */
function services(stand?: (journal: Journal) => Journal) {
  const kinds = createOperationKinds();
  const journal = createJournal({ db, kinds });
  const api = createRekorApi(createHttpClient({ inspector: createInspector({ secrets: () => [] }) }));
  const keys: SigningKeys = createSigningKeys({ db, vault });
  const creation = createEntryCreation({
    api,
    profiles: createProfiles({ db, sandboxBaseUrl: sandbox.baseUrl }),
    keys,
    verifier: createEntryVerifier({
      trust: createTrustStore({ db }),
      diagnosis: createInclusionDiagnosis(api),
    }),
    journal: stand ? stand(journal) : journal,
    kinds,
  });
  return { journal, keys, creation };
}

/** Verity stopped and started again on the same data folder. */
function restart() {
  db.close();
  db = openDatabase(join(dir.path, 'verity.db'));
  return services();
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const all = { page: 0, pageSize: 50 };

it('finds in the log an entry whose creation was sent but never completed, after a restart', async () => {
  // The process stops once the answer has come and before it is written down: begun, sent, never completed.
  const { keys, creation } = services((journal) => ({
    ...journal,
    send: (op, send) => (journal.begin(op), send()),
  }));
  const p256 = await keys.generate({ name: 'p256', algorithm: 'ecdsa-p256' });
  const ed = await keys.generate({ name: 'ed', algorithm: 'ed25519' });
  const rekord = await creation.createHashedRekord({ keyId: p256.id, artifactSha256: digest('sent') });
  const dsse = await creation.createDsse({
    keyId: ed.id,
    payloadType: 'text/plain',
    payload: Buffer.from('sent too').toString('base64'),
  });

  const { journal } = restart();
  const unknown = journal.list({ ...all, outcome: 'unknown' }).operations;
  expect(unknown).toHaveLength(2);
  expect(unknown.every((o) => o.checkable && !o.undoable)).toBe(true);
  const [dsseOp, rekordOp] = unknown;
  expect(await journal.check(rekordOp!.id)).toMatchObject({
    outcome: 'ok',
    response: { entryId: rekord.entryId, logIndex: rekord.entry.logIndex, checked: true },
    checkable: false,
  });
  expect(await journal.check(dsseOp!.id)).toMatchObject({
    outcome: 'ok',
    response: { entryId: dsse.entryId },
  });
  expect(journal.verify()).toEqual({ ok: true, records: 6, problem: null });
});

it('finds no entry for a creation that stopped before it was sent, though the log has one for its digest', async () => {
  const artifactSha256 = digest('twice');
  const normal = services();
  const other = await normal.keys.generate({ name: 'other', algorithm: 'ecdsa-p256' });
  const logged = await normal.creation.createHashedRekord({ keyId: other.id, artifactSha256 });
  expect(logged.status).toBe(201);
  // Another key signs the same artifact; the process stops after writing the operation down, before sending.
  const { keys, creation } = services((journal) => ({
    ...journal,
    send: async (op) => {
      journal.begin(op);
      throw new Error('stopped before sending');
    },
  }));
  const mine = await keys.generate({ name: 'mine', algorithm: 'ecdsa-p256' });
  await expect(creation.createHashedRekord({ keyId: mine.id, artifactSha256 })).rejects.toThrow(/stopped/);

  const { journal } = restart();
  const [never] = journal.list({ ...all, outcome: 'unknown' }).operations;
  const checked = await journal.check(never!.id);
  expect(checked).toMatchObject({
    outcome: 'failed',
    response: {
      found: 'not found',
      message: expect.stringMatching(/no entry with this operation's signature \(1 with its digest\)/),
    },
  });
  await expect(journal.undo(logged.entryId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  const [done] = journal.list({ ...all, outcome: 'ok' }).operations;
  await expect(journal.undo(done!.id)).rejects.toMatchObject({
    code: 'CONFLICT',
    message: expect.stringMatching(/cannot be undone: a transparency log is append-only/),
  });
});
