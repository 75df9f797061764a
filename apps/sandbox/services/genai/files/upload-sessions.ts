// Resumable upload sessions of the Files API, durable across a sandbox restart so that a client can `query` the
// size received and resume: <data>/genai-files/uploads/<id>.json holds the session (written atomically after every
// accepted chunk), <id>.part the bytes received so far. Bytes of a chunk that was refused or cut short are cut off
// again, so the .part file always ends where `received` says.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import {
  ensurePrivateDir,
  isNotFound,
  readTextIfExists,
  writeFileAtomic,
} from '../../../persistence/durable-files';
import { safeJson, type FileStore, type GenaiFile } from './file-store';
import { uploadCap, type Refusal, type UploadCap } from './upload-limits';

const Session = z.object({
  id: z.string(),
  owner: z.string(),
  displayName: z.string().optional(),
  mimeType: z.string(),
  /** X-Goog-Upload-Header-Content-Length of the start request, when it was sent. */
  declaredLength: z.number().int().nonnegative().optional(),
  received: z.number().int().nonnegative(),
  status: z.enum(['active', 'final', 'cancelled']),
  /** When `start` created it (ms since the epoch): sessions are dropped a week later. */
  startTime: z.number(),
  /** The stored file once finalized: a repeated finalize or a query answers it again. */
  file: z.custom<GenaiFile>().optional(),
});
export type UploadSession = z.infer<typeof Session>;

/** How long an upload URL stays usable: Google's resumable upload URLs expire after one week. */
const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export type NewSession = Pick<UploadSession, 'owner' | 'displayName' | 'mimeType' | 'declaredLength'>;

/** A chunk that took its session past the per-file limit or the project's quota; its bytes were cut off again. */
export class UploadTooLarge extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/** Passes bytes on while the session stays within `maxSize`; fails with the cap's refusal the moment it would not. */
class SizeCap extends Transform {
  constructor(
    private size: number,
    private readonly cap: UploadCap,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.cap.maxSize) return callback(new UploadTooLarge(this.cap.refusal(this.size)));
    callback(null, chunk);
  }
}

export class UploadSessions {
  private constructor(
    private readonly dir: string,
    readonly store: FileStore,
    private readonly sessions: Map<string, UploadSession>,
    private readonly now: () => number,
  ) {}

  private readonly receiving = new Set<string>();

  static async open(store: FileStore, now: () => number = Date.now): Promise<UploadSessions> {
    const dir = store.uploadsDir;
    await ensurePrivateDir(dir);
    const sessions = new Map<string, UploadSession>();
    for (const entry of await readdir(dir)) {
      if (!entry.endsWith('.json')) continue;
      const text = await readTextIfExists(join(dir, entry));
      const parsed = Session.safeParse(text === undefined ? undefined : safeJson(text));
      if (!parsed.success)
        throw new Error(`${join(dir, entry)} is damaged; delete it and restart the sandbox`);
      const session = parsed.data;
      if (session.startTime + SESSION_LIFETIME_MS <= now()) {
        // An abandoned upload's bytes would otherwise stay on disk for ever.
        await rm(join(dir, `${session.id}.part`), { force: true });
        await rm(join(dir, entry));
        continue;
      }
      sessions.set(session.id, session);
      if (session.status === 'active') await recoverBytes(dir, session);
    }
    return new UploadSessions(dir, store, sessions, now);
  }

  async start(input: NewSession): Promise<UploadSession> {
    // Opaque and unguessable, like the real upload_id: it is the only credential of the upload URL.
    const session: UploadSession = {
      ...input,
      id: randomBytes(36).toString('base64url'),
      received: 0,
      status: 'active',
      startTime: this.now(),
    };
    await writeFile(this.partPath(session.id), '', { mode: 0o600 });
    await this.save(session);
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string): UploadSession | undefined {
    return this.sessions.get(id);
  }

  /** Whether a chunk of this session is being received right now. */
  isReceiving(session: UploadSession): boolean {
    return this.receiving.has(session.id);
  }

  /**
   * Appends a request body at the end of the session's bytes; answers the session's size with it. One chunk at
   * a time: two at once would both be written at the same offset (callers check isReceiving first). Throws
   * UploadTooLarge as soon as the bytes pass a limit, without waiting for the rest of the body, which is then
   * read and dropped so the refusal can still be answered on the same connection.
   */
  async append(session: UploadSession, body: Readable): Promise<number> {
    if (this.receiving.has(session.id)) throw new Error(`upload ${session.id} is already receiving a chunk`);
    this.receiving.add(session.id);
    try {
      // Piped rather than pipelined from `body`: a refusal destroys the counter, not the request it answers.
      const counted = body.pipe(new SizeCap(session.received, await uploadCap(this.store, session.owner)));
      body.once('error', (error) => counted.destroy(error));
      await pipeline(counted, createWriteStream(this.partPath(session.id), { flags: 'a' }));
    } catch (error) {
      await this.rollback(session);
      if (error instanceof UploadTooLarge) body.resume();
      throw error;
    } finally {
      this.receiving.delete(session.id);
    }
    return (await stat(this.partPath(session.id))).size;
  }

  /** Forgets the bytes appended since the last accepted chunk. */
  async rollback(session: UploadSession): Promise<void> {
    await truncate(this.partPath(session.id), session.received);
  }

  async accept(session: UploadSession, received: number): Promise<void> {
    session.received = received;
    await this.save(session);
  }

  /** Moves the bytes into the file store; the session remembers the file. */
  async finalize(session: UploadSession): Promise<GenaiFile> {
    const file = await this.store.add({
      owner: session.owner,
      displayName: session.displayName,
      mimeType: session.mimeType,
      bytesPath: this.partPath(session.id),
    });
    Object.assign(session, { status: 'final', file });
    await this.save(session);
    return file;
  }

  async cancel(session: UploadSession): Promise<void> {
    session.status = 'cancelled';
    await this.save(session);
    await rm(this.partPath(session.id), { force: true });
  }

  private save(session: UploadSession): Promise<void> {
    return writeFileAtomic(join(this.dir, `${session.id}.json`), `${JSON.stringify(session)}\n`);
  }

  private partPath(id: string): string {
    return join(this.dir, `${id}.part`);
  }
}

/**
 * Puts an active session's bytes back where its JSON says they end. A crash in the middle of a chunk left bytes
 * nobody acknowledged: cut off. A crash inside finalize, after the bytes moved into the store but before the
 * session was marked final, left no bytes at all: the session starts again from 0 (a `query` says so), and the
 * store drops the moved bytes if their metadata was never written.
 */
async function recoverBytes(dir: string, session: UploadSession): Promise<void> {
  const part = join(dir, `${session.id}.part`);
  try {
    await truncate(part, session.received);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await writeFile(part, '', { mode: 0o600 });
    session.received = 0;
    await writeFileAtomic(join(dir, `${session.id}.json`), `${JSON.stringify(session)}\n`);
  }
}
