// Resumable upload sessions of the storage service, durable across a sandbox restart so a client can ask
// how much arrived and go on: <data>/storage/uploads/<id>.json holds the session (written atomically after
// every accepted chunk), <id>.part the bytes so far. Bytes of a chunk that was refused or cut short are
// cut off again, so the .part file always ends where `received` says. A session lasts one week, as the
// real session URIs do; after that (or once unknown) its URI answers 404.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import {
  ensurePrivateDir,
  isNotFound,
  readTextIfExists,
  writeFileAtomic,
} from '../../persistence/durable-files';
import { QuotaExceeded } from './content-store';
import type { Caller } from './file-access';

const Session = z.object({
  id: z.string(),
  caller: z.custom<Caller>((value) => typeof value === 'object' && value !== null),
  fileId: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()),
  /** The first request's query, which the session URI keeps (fields, keepRevisionForever…). */
  query: z.string(),
  /** X-Upload-Content-Type of the first request. */
  contentType: z.string().optional(),
  /** The whole upload's size: X-Upload-Content-Length, or the first Content-Range that stated one. */
  total: z.number().int().nonnegative().optional(),
  received: z.number().int().nonnegative(),
  startTime: z.number(),
  /** The file the upload made or updated, once it is complete. */
  doneFileId: z.string().optional(),
});
export type UploadSession = z.infer<typeof Session>;

const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Skips the `skip` bytes the session already has (a chunk resent from before its end), then passes the
 * rest while the session stays within `allowed` bytes. */
class ChunkWindow extends Transform {
  constructor(
    private skip: number,
    private room: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    const dropped = Math.min(this.skip, chunk.length);
    this.skip -= dropped;
    const rest = chunk.subarray(dropped);
    this.room -= rest.length;
    if (this.room < 0) return callback(new QuotaExceeded());
    callback(null, rest);
  }
}

export class UploadSessions {
  /** The chunk being received per session, settled when it is kept or cut off. */
  private readonly receiving = new Map<string, Promise<unknown>>();

  private constructor(
    private readonly dir: string,
    private readonly sessions: Map<string, UploadSession>,
    private readonly now: () => number,
  ) {}

  static async open(dataDir: string, now: () => number): Promise<UploadSessions> {
    const dir = join(dataDir, 'storage', 'uploads');
    await ensurePrivateDir(dir);
    const sessions = new Map<string, UploadSession>();
    for (const entry of await readdir(dir)) {
      if (!entry.endsWith('.json')) continue;
      const text = await readTextIfExists(join(dir, entry));
      let parsed;
      try {
        parsed = Session.safeParse(JSON.parse(text ?? ''));
      } catch {
        parsed = undefined;
      }
      if (!parsed?.success)
        throw new Error(`${join(dir, entry)} is damaged; delete it and restart the sandbox`);
      sessions.set(parsed.data.id, parsed.data);
      if (parsed.data.doneFileId === undefined) await recoverBytes(dir, parsed.data);
    }
    const opened = new UploadSessions(dir, sessions, now);
    await opened.dropExpired();
    return opened;
  }

  async start(input: Omit<UploadSession, 'id' | 'received' | 'startTime'>): Promise<UploadSession> {
    await this.dropExpired();
    // Opaque and unguessable, like the real upload_id: the session URI is the chunks' only credential.
    const session: UploadSession = {
      ...input,
      id: randomBytes(36).toString('base64url'),
      received: 0,
      startTime: this.now(),
    };
    await writeFile(this.partPath(session.id), '', { mode: 0o600 });
    await this.save(session);
    this.sessions.set(session.id, session);
    return session;
  }

  /** The live session by ID; undefined when unknown or expired. */
  get(id: string): UploadSession | undefined {
    const session = this.sessions.get(id);
    return session && session.startTime + SESSION_LIFETIME_MS > this.now() ? session : undefined;
  }

  isReceiving(session: UploadSession): boolean {
    return this.receiving.has(session.id);
  }

  /** Settles once no chunk of the session is being received (a status query answers what is kept). */
  async settled(session: UploadSession): Promise<void> {
    await this.receiving.get(session.id)?.catch(() => undefined);
  }

  /**
   * Appends `body` after skipping the `skip` bytes the session already has; answers how many bytes the
   * .part file then holds. Throws QuotaExceeded once the session would pass `room` bytes in all.
   */
  async append(session: UploadSession, body: Readable, skip: number, room: number): Promise<number> {
    const receiving = this.receive(session, body, skip, room);
    this.receiving.set(session.id, receiving);
    try {
      return await receiving;
    } finally {
      this.receiving.delete(session.id);
    }
  }

  private async receive(session: UploadSession, body: Readable, skip: number, room: number) {
    try {
      const window = new ChunkWindow(skip, room - session.received);
      body.once('error', (error) => window.destroy(error));
      await pipeline(body.pipe(window), createWriteStream(this.partPath(session.id), { flags: 'a' }));
    } catch (error) {
      body.resume();
      await this.keep(session, session.received);
      throw error;
    }
    return (await stat(this.partPath(session.id))).size;
  }

  /** Accepts the session's bytes up to `size` (what is beyond is cut off) and saves the session. */
  async keep(session: UploadSession, size: number): Promise<void> {
    await truncate(this.partPath(session.id), size);
    session.received = size;
    await this.save(session);
  }

  async finish(session: UploadSession, fileId: string): Promise<void> {
    session.doneFileId = fileId;
    await this.save(session);
  }

  /** Forgets a session whose upload cannot be completed (its URI then answers 404: start again). */
  async drop(session: UploadSession): Promise<void> {
    this.sessions.delete(session.id);
    await rm(this.partPath(session.id), { force: true });
    await rm(join(this.dir, `${session.id}.json`), { force: true });
  }

  /** Where the bytes are; ContentStore.adopt moves them when the upload is complete. */
  partPath(id: string): string {
    return join(this.dir, `${id}.part`);
  }

  private save(session: UploadSession): Promise<void> {
    return writeFileAtomic(join(this.dir, `${session.id}.json`), `${JSON.stringify(session)}\n`);
  }

  private async dropExpired(): Promise<void> {
    for (const [id, session] of this.sessions) {
      if (session.startTime + SESSION_LIFETIME_MS > this.now() || this.receiving.has(id)) continue;
      await this.drop(session);
    }
  }
}

/** Puts a session's bytes back where its JSON says they end (a crash mid-chunk left unacknowledged bytes). */
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
