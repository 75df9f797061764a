// files.list / get / remove through the router against the real sandbox's Files API; files are put there with
// the sandbox's own resumable upload route.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GenaiFile } from '../../../src-shared/contract/schemas/files';
import type { JournalOperation } from '../../../src-shared/contract/schemas/journal';
import { startCoreWithSandbox, type CoreWithSandbox } from '../../support/test-core';
import { putFilesSettings, uploadSmallFile } from '../sandbox/genai-files-harness';
import { resetFaults, setFaults } from '../sandbox/sandbox-harness';

let harness: CoreWithSandbox;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function value<T>(channel: string, input: unknown): Promise<T> {
  const result = await harness.call<T>(channel, input);
  if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
  return result.value;
}

const deleteOps = async () =>
  (
    await value<{ operations: JournalOperation[] }>('journal:list', {
      kind: 'delete-file',
      page: 0,
      pageSize: 50,
    })
  ).operations;

beforeAll(async () => {
  harness = await startCoreWithSandbox('files');
  // Processed at once, so that a new file is ACTIVE as soon as it is uploaded.
  await putFilesSettings(harness.sandbox, { processingMs: 0 });
});

afterAll(() => harness.close());

beforeEach(() => resetFaults(harness.sandbox));

describe('files through the core against the sandbox', () => {
  it('lists a page at a time, newest first, each file as the contract shows it', async () => {
    const names: string[] = [];
    for (const body of ['first file', 'second file', 'third file']) {
      names.push((await uploadSmallFile(harness.sandbox, body, `${body}.pdf`)).name!);
    }
    const first = await value<{ files: GenaiFile[]; nextPageToken: string | null }>('files:list', {
      pageSize: 2,
    });
    expect(first.files.map((f) => f.name)).toEqual([names[2], names[1]]);
    expect(first.nextPageToken).not.toBeNull();
    expect(first.files[0]).toMatchObject({
      displayName: 'third file.pdf',
      mimeType: 'text/plain',
      sizeBytes: 'third file'.length,
      sha256: sha256('third file'),
      localSha256: null,
      state: 'ACTIVE',
      source: 'UPLOADED',
      error: null,
    });
    expect(first.files[0]!.uri).toMatch(/\/files\/[a-z0-9-]+$/);
    expect(Date.parse(first.files[0]!.expirationTime!)).toBeGreaterThan(Date.now());

    const second = await value<{ files: GenaiFile[]; nextPageToken: string | null }>('files:list', {
      pageSize: 2,
      pageToken: first.nextPageToken,
    });
    expect(second.files.map((f) => f.name)).toEqual([names[0]]);
    expect(second.nextPageToken).toBeNull();
  });

  it('gets one file, the same as the list shows it', async () => {
    const uploaded = await uploadSmallFile(harness.sandbox, 'a file to get', 'get.txt');
    const got = await value<GenaiFile>('files:get', { name: uploaded.name });
    const listed = await value<{ files: GenaiFile[] }>('files:list', {});
    expect(listed.files.find((f) => f.name === uploaded.name)).toEqual(got);
    expect(got.sha256).toBe(sha256('a file to get'));
  });

  it('says what to do about a file the service does not have', async () => {
    const result = await harness.call('files:get', { name: 'files/no-such-file' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('NOT_FOUND');
    expect(result.error.message).toContain('files/no-such-file');
    expect(result.error.message).toMatch(/expired.*48 hours.*Refresh the list/);
  });

  it('deletes through the journal: ok, checkable only when unknown, never undoable', async () => {
    const uploaded = await uploadSmallFile(harness.sandbox, 'a file to delete', 'delete.txt');
    const removed = await value<{ name: string; opId: string }>('files:remove', { name: uploaded.name });
    expect(removed.name).toBe(uploaded.name);
    const gone = await harness.call('files:get', { name: uploaded.name });
    expect(gone.ok ? null : gone.error.code).toBe('NOT_FOUND');

    const op = (await deleteOps()).find((o) => o.id === removed.opId);
    expect(op).toMatchObject({
      service: 'genai',
      kind: 'delete-file',
      target: `${harness.sandbox.baseUrl}/v1beta/${uploaded.name}`,
      request: { name: uploaded.name },
      outcome: 'ok',
      response: { deleted: uploaded.name },
      checkable: false,
      undoable: false,
    });

    // Deleting it again: the service has no such file, and the journal says the operation failed.
    const again = await harness.call('files:remove', { name: uploaded.name });
    expect(again.ok ? null : again.error.code).toBe('NOT_FOUND');
    expect((await deleteOps())[0]).toMatchObject({ outcome: 'failed', response: { code: 'NOT_FOUND' } });

    const undo = await harness.call('journal:undo', { opId: removed.opId });
    expect(undo.ok ? null : undo.error.message).toMatch(/keeps nothing of a deleted file/);
  });

  it('a delete whose answer was cut off is unknown, and Check finds the file gone', async () => {
    const uploaded = await uploadSmallFile(harness.sandbox, 'cut off', 'cut.txt');
    // The sandbox deletes the file, then cuts the answer short.
    await setFaults(harness.sandbox, 'genai', { truncateRate: 1, remaining: 1 });
    const cut = await harness.call('files:remove', { name: uploaded.name });
    expect(cut.ok ? null : cut.error.code).toBe('NETWORK');
    const [op] = await deleteOps();
    expect(op).toMatchObject({ outcome: 'unknown', checkable: true, request: { name: uploaded.name } });

    const checked = await value<JournalOperation>('journal:check', { opId: op!.id });
    expect(checked).toMatchObject({ outcome: 'ok', response: { name: uploaded.name } });
    expect(checked.response!.found).toMatch(/took effect/);
  });

  it('a delete whose connection was reset before it was acted on: Check finds the file still there', async () => {
    const uploaded = await uploadSmallFile(harness.sandbox, 'reset', 'reset.txt');
    await setFaults(harness.sandbox, 'genai', { resetRate: 1, remaining: 1 });
    const reset = await harness.call('files:remove', { name: uploaded.name });
    expect(reset.ok ? null : reset.error.code).toBe('NETWORK');
    const [op] = await deleteOps();
    expect(op!.outcome).toBe('unknown');

    const checked = await value<JournalOperation>('journal:check', { opId: op!.id });
    expect(checked.outcome).toBe('failed');
    expect(checked.response!.message).toMatch(/still has .*never took effect/);
    expect((await value<GenaiFile>('files:get', { name: uploaded.name })).name).toBe(uploaded.name);
  });
});
