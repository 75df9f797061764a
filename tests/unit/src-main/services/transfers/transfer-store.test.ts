import { describe, expect, it } from 'vitest';
import {
  createTransferStore,
  DEFAULT_TRANSFER_SETTINGS,
  type StoredTransfer,
} from '../../../../../src-main/services/transfers/transfer-store';
import { tempDatabase } from '../../../../support/temp-database';

const data = tempDatabase('transfer-store');

const transfer = (id: string, fields: Partial<StoredTransfer> = {}): StoredTransfer => ({
  id,
  direction: 'upload',
  service: 'genai',
  profileId: 'sandbox',
  source: { kind: 'path', path: `/tmp/${id}.bin` },
  target: `${id}.bin`,
  mimeType: 'application/pdf',
  size: 100,
  bytesDone: 0,
  state: 'queued',
  reason: null,
  needsFile: false,
  sha256: null,
  remoteSha256: null,
  resultName: null,
  folder: null,
  createdAt: 1,
  updatedAt: 1,
  ...fields,
});

describe('the transfer store', () => {
  it('keeps transfers in the order they were queued, with the fields that change as they run', () => {
    const store = createTransferStore({ db: data.db });
    store.add(transfer('b', { createdAt: 2, source: { kind: 'browser', name: 'b.pdf', lastModified: 7 } }));
    store.add(transfer('a'));
    store.save({ ...transfer('a'), bytesDone: 60, state: 'running', needsFile: true, updatedAt: 5 });
    expect(store.list().map((t) => t.id)).toEqual(['a', 'b']);
    expect(store.get('a')).toMatchObject({ bytesDone: 60, state: 'running', needsFile: true, updatedAt: 5 });
    expect(store.get('b')!.source).toEqual({ kind: 'browser', name: 'b.pdf', lastModified: 7 });
    expect(store.get('nope')).toBeUndefined();
  });

  it('hands out the longest-queued transfers first, as many as asked for, and only queued ones', () => {
    const store = createTransferStore({ db: data.db });
    store.add(transfer('late', { createdAt: 9 }));
    store.add(transfer('running', { createdAt: 1, state: 'running' }));
    store.add(transfer('early', { createdAt: 2 }));
    store.add(transfer('middle', { createdAt: 5 }));
    expect(store.queued(2).map((t) => t.id)).toEqual(['early', 'middle']);
    expect(store.queued(10).map((t) => t.id)).toEqual(['early', 'middle', 'late']);
    store.save({ ...transfer('early', { createdAt: 2 }), state: 'paused' });
    expect(store.queued(1).map((t) => t.id)).toEqual(['middle']);
  });

  it('keeps the upload session apart from the transfer, so it never reaches the contract', () => {
    const store = createTransferStore({ db: data.db });
    store.add(transfer('a'));
    expect(store.session('a')).toBeNull();
    const url = 'http://127.0.0.1:1/upload/v1beta/files?upload_id=SECRET&upload_protocol=resumable';
    store.setSession('a', { url, granularity: 8 });
    expect(store.session('a')).toEqual({ url, granularity: 8 });
    expect(JSON.stringify(store.list())).not.toContain('SECRET');
    store.setSession('a', null);
    expect(store.session('a')).toBeNull();
  });

  it('forgets finished transfers only', () => {
    const store = createTransferStore({ db: data.db });
    for (const state of ['queued', 'running', 'paused', 'failed', 'cancelled', 'done'] as const)
      store.add(transfer(state, { state }));
    expect(store.clearFinished()).toBe(3);
    expect(store.list().map((t) => t.state)).toEqual(['paused', 'queued', 'running']);
  });

  it('keeps the hash of a file the service made after its transfer is cleared off the list', () => {
    const store = createTransferStore({ db: data.db });
    const made = { sha256: 'a'.repeat(64), resultName: 'files/made' };
    store.add(transfer('done', { state: 'done', ...made }));
    store.add(transfer('mismatch', { state: 'failed', sha256: 'b'.repeat(64), resultName: 'files/bad' }));
    store.add(transfer('other', { state: 'done', ...made, profileId: 'other', resultName: 'files/theirs' }));
    store.setSession('done', { url: 'http://127.0.0.1:1/upload?upload_id=SECRET', granularity: 8 });
    expect(store.clearFinished()).toBe(3);
    expect(store.list()).toEqual([]);
    expect(store.session('done')).toBeNull();
    expect(store.uploadedHashes(transfer('x').profileId)).toEqual(
      new Map([
        ['files/made', 'a'.repeat(64)],
        ['files/bad', 'b'.repeat(64)],
      ]),
    );
  });

  it('persists settings, with the defaults until set or when unreadable', () => {
    const store = createTransferStore({ db: data.db });
    expect(store.settings()).toEqual(DEFAULT_TRANSFER_SETTINGS);
    store.setSettings({ concurrency: 3, bandwidthBytesPerSecond: 1_000_000 });
    expect(createTransferStore({ db: data.db }).settings()).toEqual({
      concurrency: 3,
      bandwidthBytesPerSecond: 1_000_000,
    });
    data.db.prepare("UPDATE settings SET value = '{\"concurrency\":99}' WHERE name = 'transfers'").run();
    expect(store.settings()).toEqual(DEFAULT_TRANSFER_SETTINGS);
  });
});
