// The storage service's saved state, <data>/storage/state.json: every file and folder record, the IDs
// generateIds handed out and not used yet, the service account's e-mail (the demo accounts' are fixed), the
// changes feed, the watch channels and the shared stores (store-record.ts).
// Written whole and atomically after each change, before the change is answered; saves asked for while one
// is being written join the next write. A fresh folder starts with the demo data (demo-files.ts).
import { join } from 'node:path';
import { z } from 'zod';
import { ensurePrivateDir, readTextIfExists, writeFileAtomic } from '../../persistence/durable-files';
import { ChangeRecord, ChannelRecord } from './change-records';
import { FileRecord, rootIdOf, type Identity } from './file-record';
import { StoreRecord } from './store-record';

const StoredState = z.object({
  files: z.array(FileRecord),
  /** IDs from generateIds, by identity, that files.create may still use. */
  generatedIds: z.record(z.string(), z.array(z.string())),
  serviceAccountEmail: z.string().optional(),
  /** The changes feed, oldest first (absent in a state saved before it was kept). */
  changes: z.array(ChangeRecord).optional(),
  /** Watch channels opened and not stopped. */
  channels: z.array(ChannelRecord).optional(),
  /** Shared stores (absent in a state saved before they were kept). */
  stores: z.array(StoreRecord).optional(),
});

/** What a fresh data folder starts with. */
export interface Seed {
  files: FileRecord[];
  stores: StoreRecord[];
}

/** Told of every change to a record once the state is open: `before` or `after` is absent for a new or
 * removed record. */
type ChangeListener = (before: FileRecord | undefined, after: FileRecord | undefined) => void;

export class StorageState {
  readonly files = new Map<string, FileRecord>();
  /** Children IDs by parent ID, kept in step with `files` through put/remove. */
  private readonly children = new Map<string, Set<string>>();
  readonly generatedIds = new Map<string, Set<string>>();
  serviceAccountEmail: string | undefined;
  changes: ChangeRecord[] = [];
  channels: ChannelRecord[] = [];
  readonly stores = new Map<string, StoreRecord>();
  onChange: ChangeListener | undefined;
  private writing: Promise<void> = Promise.resolve();
  private pending: Promise<void> | undefined;

  private constructor(private readonly path: string) {}

  /** Opens the saved state, or starts one from `seed()` (saved at once) when there is none. */
  static async open(dataDir: string, seed: () => Seed): Promise<StorageState> {
    const dir = join(dataDir, 'storage');
    await ensurePrivateDir(dir);
    const state = new StorageState(join(dir, 'state.json'));
    const text = await readTextIfExists(state.path);
    if (text === undefined) {
      const { files, stores } = seed();
      for (const file of files) state.put(file);
      for (const store of stores) state.stores.set(store.id, store);
      await state.save();
      return state;
    }
    let stored: z.infer<typeof StoredState>;
    try {
      stored = StoredState.parse(JSON.parse(text));
    } catch (error) {
      throw new Error(
        `${state.path} is damaged (${(error as Error).message.split('\n')[0]}); delete it (the stored files' metadata is then replaced by the demo data) and restart the sandbox`,
        { cause: error },
      );
    }
    for (const file of stored.files) state.put(file);
    for (const [identity, ids] of Object.entries(stored.generatedIds))
      state.generatedIds.set(identity, new Set(ids));
    state.serviceAccountEmail = stored.serviceAccountEmail;
    state.changes = stored.changes ?? [];
    state.channels = stored.channels ?? [];
    for (const store of stored.stores ?? []) state.stores.set(store.id, store);
    return state;
  }

  get(id: string): FileRecord | undefined {
    return this.files.get(id);
  }

  /** Adds or replaces a record (its parents may have changed). */
  put(file: FileRecord): void {
    const before = this.files.get(file.id);
    for (const parent of before?.parents ?? []) this.children.get(parent)?.delete(file.id);
    this.files.set(file.id, file);
    for (const parent of file.parents) {
      let set = this.children.get(parent);
      if (!set) this.children.set(parent, (set = new Set()));
      set.add(file.id);
    }
    this.onChange?.(before, file);
  }

  remove(id: string): void {
    const file = this.files.get(id);
    if (!file) return;
    for (const parent of file.parents) this.children.get(parent)?.delete(id);
    this.files.delete(id);
    this.onChange?.(file, undefined);
  }

  childrenOf(id: string): FileRecord[] {
    return [...(this.children.get(id) ?? [])].map((child) => this.files.get(child)!);
  }

  /** The identity's root folder, made on its first use. */
  rootOf(identity: Identity, now: string): FileRecord {
    const id = rootIdOf(identity);
    const existing = this.files.get(id);
    if (existing) return existing;
    const root: FileRecord = {
      id,
      name: 'My Drive',
      mimeType: 'application/vnd.google-apps.folder',
      parents: [],
      owner: identity,
      isRoot: true,
      explicitlyTrashed: false,
      starredBy: [],
      viewedBy: {},
      createdTime: now,
      modifiedTime: now,
      lastModifiedBy: identity,
      version: 1,
      properties: {},
      appProperties: {},
      permissions: [],
      appClientIds: [],
    };
    this.put(root);
    return root;
  }

  /** Writes the state as it is when the write starts; settles once it is on disk. */
  save(): Promise<void> {
    this.pending ??= this.writing.then(() => {
      this.pending = undefined;
      const state: z.infer<typeof StoredState> = {
        files: [...this.files.values()],
        generatedIds: Object.fromEntries([...this.generatedIds].map(([who, ids]) => [who, [...ids]])),
        ...(this.serviceAccountEmail ? { serviceAccountEmail: this.serviceAccountEmail } : {}),
        changes: this.changes,
        channels: this.channels,
        stores: [...this.stores.values()],
      };
      return writeFileAtomic(this.path, JSON.stringify(state));
    });
    this.writing = this.pending.catch(() => undefined);
    return this.pending;
  }

  /** Settles when no write is under way (before the data folder is released). */
  idle(): Promise<void> {
    return this.writing;
  }
}
