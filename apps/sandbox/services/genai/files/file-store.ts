// The Files API's stored files: <data>/genai-files/<id>.bin holds the bytes, <id>.json the metadata, written
// atomically so a crash leaves a whole entry or none. Bytes arrive on disk already (an upload session's file) and
// are hashed by streaming them once, so no upload ever sits in memory. Expired files are removed on open and
// whenever the store is read. A file's state follows its processing (file-processing.ts), worked out when it is read.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { ensurePrivateDir, readTextIfExists, writeFileAtomic } from '../../../persistence/durable-files';
import { fileView, processingOf } from './file-processing';
import { FilesSettings } from './files-settings';

/** Uploaded files live 48 h (ai.google.dev/gemini-api/docs/files; real create/expire times in the fixtures). */
const LIFETIME_MS = 48 * 60 * 60 * 1000;

const StoredFile = z.object({
  /** SHA-256 of the API key that uploaded the file (never the key itself): files belong to their key. */
  owner: z.string(),
  file: z.object({
    name: z.string().regex(/^files\/[a-z0-9-]+$/),
    displayName: z.string().optional(),
    mimeType: z.string(),
    sizeBytes: z.string(),
    createTime: z.string(),
    updateTime: z.string(),
    expirationTime: z.string(),
    sha256Hash: z.string(),
    uri: z.string(),
    /** PROCESSING as stored; the answer's state is worked out from processedTime (fileView). */
    state: z.enum(['PROCESSING', 'ACTIVE', 'FAILED']),
    source: z.literal('UPLOADED'),
  }),
  /** When processing ends; absent in files stored before processing was modelled, which are as stored. */
  processedTime: z.string().optional(),
  /** Why processing fails (a google.rpc.Status), set when the bytes are not what the type says. */
  failure: z.object({ code: z.number().int(), message: z.string() }).optional(),
});
export type StoredFile = z.infer<typeof StoredFile>;
/** The File resource as the API answers it (`files.get`): `error` only when it is FAILED. */
export type GenaiFile = StoredFile['file'] & { error?: { code: number; message: string } };

export interface NewFile {
  /** keyOwner() of the uploading key. */
  owner: string;
  displayName: string | undefined;
  mimeType: string;
  /** A finished upload's bytes; moved into the store. */
  bytesPath: string;
}

export function keyOwner(apiKey: string): string {
  return createHash('sha256').update(apiKey).digest('hex');
}

/** `sha256Hash` is base64 of the lowercase hex digest, not of the raw bytes (fixture real-upload-finalize-response.json). */
async function sha256HashOf(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return Buffer.from(hash.digest('hex'), 'utf8').toString('base64');
}

/** 12 lowercase letters and digits, like the real ids (`files/uno5dulp7zr3`). */
function newFileId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('');
}

export class FileStore {
  /** The limits and processing times, which the control API can change. */
  readonly settings = new FilesSettings();

  private constructor(
    private readonly dir: string,
    private readonly baseUrl: string,
    private readonly now: () => Date,
    private readonly entries: Map<string, StoredFile>,
  ) {}

  static async open(
    dataDir: string,
    baseUrl: string,
    now: () => Date = () => new Date(),
  ): Promise<FileStore> {
    const dir = join(dataDir, 'genai-files');
    await ensurePrivateDir(dir);
    const entries = new Map<string, StoredFile>();
    for (const entry of await readdir(dir)) {
      if (!entry.endsWith('.json')) continue; // bytes, and the uploads folder
      const path = join(dir, entry);
      const text = await readTextIfExists(path);
      if (text === undefined) continue;
      const parsed = StoredFile.safeParse(safeJson(text));
      if (!parsed.success)
        throw new Error(`${path} is damaged; delete it (and its .bin) and restart the sandbox`);
      entries.set(parsed.data.file.name.slice('files/'.length), parsed.data);
    }
    // Bytes whose metadata was never written (a crash inside add()) belong to no file.
    for (const entry of await readdir(dir)) {
      if (entry.endsWith('.bin') && !entries.has(entry.slice(0, -'.bin'.length))) await rm(join(dir, entry));
    }
    const store = new FileStore(dir, baseUrl, now, entries);
    await store.removeExpired();
    return store;
  }

  /** Where upload sessions keep their state and bytes until they are finalized. */
  get uploadsDir(): string {
    return join(this.dir, 'uploads');
  }

  /** The sandbox's own address, for the upload URLs it hands out. */
  get origin(): string {
    return this.baseUrl;
  }

  async add(input: NewFile): Promise<GenaiFile> {
    const id = newFileId();
    const sizeBytes = String((await stat(input.bytesPath)).size);
    const sha256Hash = await sha256HashOf(input.bytesPath);
    const created = this.now();
    const processing = await processingOf(input, created, this.settings);
    const file: GenaiFile = {
      name: `files/${id}`,
      ...(input.displayName ? { displayName: input.displayName } : {}),
      mimeType: input.mimeType,
      sizeBytes,
      createTime: created.toISOString(),
      updateTime: created.toISOString(),
      expirationTime: new Date(created.getTime() + LIFETIME_MS).toISOString(),
      sha256Hash,
      // The real service names its v1beta URI whichever version uploaded the file.
      uri: `${this.baseUrl}/v1beta/files/${id}`,
      state: 'PROCESSING',
      source: 'UPLOADED',
    };
    const stored: StoredFile = { owner: input.owner, file, ...processing };
    await rename(input.bytesPath, this.bytesPath(id));
    await writeFileAtomic(this.metaPath(id), `${JSON.stringify(stored, null, 2)}\n`);
    this.entries.set(id, stored);
    return fileView(stored, created);
  }

  /** The key's files, oldest first (the real list answers newest first: see `list` callers). */
  async filesOf(apiKey: string): Promise<GenaiFile[]> {
    await this.removeExpired();
    const owner = keyOwner(apiKey);
    const now = this.now();
    return [...this.entries.values()].filter((e) => e.owner === owner).map((e) => fileView(e, now));
  }

  /** The bytes of the key's stored files together (`owner` is keyOwner() of the key). */
  async bytesOf(owner: string): Promise<number> {
    await this.removeExpired();
    let total = 0;
    for (const entry of this.entries.values())
      if (entry.owner === owner) total += Number(entry.file.sizeBytes);
    return total;
  }

  /** The file, or undefined when it does not exist, expired, or belongs to another key. */
  async get(apiKey: string, id: string): Promise<GenaiFile | undefined> {
    await this.removeExpired();
    const entry = this.entries.get(id);
    return entry?.owner === keyOwner(apiKey) ? fileView(entry, this.now()) : undefined;
  }

  /** Deletes the key's file; false when there is none by that id. */
  async delete(apiKey: string, id: string): Promise<boolean> {
    if ((await this.get(apiKey, id)) === undefined) return false;
    await this.remove(id);
    return true;
  }

  private async removeExpired(): Promise<void> {
    const now = this.now().getTime();
    for (const [id, entry] of this.entries) {
      if (Date.parse(entry.file.expirationTime) <= now) await this.remove(id);
    }
  }

  private async remove(id: string): Promise<void> {
    this.entries.delete(id);
    // Metadata first: a crash in between leaves an orphan .bin, never an entry without bytes.
    await rm(this.metaPath(id), { force: true });
    await rm(this.bytesPath(id), { force: true });
  }

  private metaPath(id: string): string {
    return join(this.dir, `${id}.json`);
  }

  private bytesPath(id: string): string {
    return join(this.dir, `${id}.bin`);
  }
}

/** The parsed JSON, or undefined for text that is not JSON (a damaged entry, reported by the caller). */
export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
