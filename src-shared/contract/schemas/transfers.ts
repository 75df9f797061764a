import { z } from 'zod';
import { HexHash, ProfileId, ServiceId } from './common';
import { StorageFileId } from './storage';

export const TransferState = z.enum(['queued', 'running', 'paused', 'failed', 'cancelled', 'done']);
export type TransferState = z.infer<typeof TransferState>;

/**
 * Where a transfer's bytes come from. An upload's: a file main reads (desktop: the native dialog or a dropped
 * file's path), or the page, which streams the file it holds through `transfers.sendChunk` (headless host).
 * A download's: a file of the storage service (one of its revisions, or a Docs Editors file exported).
 */
const UploadSource = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('path'), path: z.string().min(1).max(4096) }),
  z.strictObject({
    kind: z.literal('browser'),
    name: z.string().min(1).max(1024),
    lastModified: z.number().int().min(0),
  }),
]);
const TransferSource = z.discriminatedUnion('kind', [
  ...UploadSource.options,
  z.strictObject({
    kind: z.literal('storage'),
    fileId: z.string().min(1).max(200),
    revisionId: z.string().min(1).max(200).optional(),
    exportMimeType: z.string().min(1).max(255).optional(),
  }),
]);
export type TransferSource = z.infer<typeof TransferSource>;

/** The most a file may hold: the Files API's limit per file. */
export const MAX_UPLOAD_BYTES = 2 * 1024 ** 3;

/** The most a file of the storage service may hold (its limit per file). */
export const MAX_STORAGE_UPLOAD_BYTES = 5 * 1024 ** 4;

/** The services the queue uploads to: the generation service's Files API, or the storage service. */
const UploadService = z.enum(['genai', 'storage']);
export type UploadService = z.infer<typeof UploadService>;

/** Where a storage upload goes: the folder's ID, and the folder path the list shows it under ('' for none). */
const TransferFolder = z.strictObject({
  id: z.string().min(1).max(256),
  path: z.string().max(4096),
});
export type TransferFolder = z.infer<typeof TransferFolder>;

/** One transfer of the queue, persisted in the database. */
export const Transfer = z.strictObject({
  id: z.string(),
  direction: z.enum(['upload', 'download']),
  service: ServiceId,
  profileId: z.string(),
  source: TransferSource,
  /** What the transfer makes: the display name of an upload, the local path of a download. */
  target: z.string(),
  mimeType: z.string(),
  size: z.number().int().min(0),
  bytesDone: z.number().int().min(0),
  state: TransferState,
  /** Why it failed, or what happened that the user should know (a session the service forgot, say). */
  reason: z.string().nullable(),
  /**
   * A page-streamed upload that lost its page (main restarted, or the service has fewer bytes than main sent):
   * it stays paused until the user picks the same file again and the page sends it from 0 (`sendChunk`).
   */
  needsFile: z.boolean(),
  /** SHA-256 of the whole file as read while sending it; null until every byte was read. */
  sha256: HexHash.nullable(),
  /** The service's SHA-256 of what it stored; a difference from `sha256` fails the transfer. */
  remoteSha256: HexHash.nullable(),
  /** What the service made of it, e.g. `files/abc-123` (genai) or the file's ID (storage). */
  resultName: z.string().nullable(),
  /** A storage upload's folder; null for the Files API, which has none. */
  folder: TransferFolder.nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** Bytes per second over the last seconds while running; null otherwise. */
  rate: z.number().min(0).nullable(),
  /** Seconds left at that rate; null when unknown. */
  etaSeconds: z.number().min(0).nullable(),
});
export type Transfer = z.infer<typeof Transfer>;

export const TransferSettings = z.strictObject({
  /** How many transfers run at once. */
  concurrency: z.number().int().min(1).max(8),
  /** Bytes per second shared by all transfers; null for no limit. */
  bandwidthBytesPerSecond: z
    .number()
    .int()
    .min(65_536)
    .max(10 * 1024 ** 3)
    .nullable(),
});
export type TransferSettings = z.infer<typeof TransferSettings>;

const TransferRef = z.strictObject({ id: z.string().min(1).max(64) });

/**
 * The largest piece of a page-streamed file one `sendChunk` carries (base64 grows it by a third). A few pieces
 * make one of the service's chunks; small ones keep each WebSocket message, and main's buffer, small.
 */
export const MAX_CHUNK_BYTES = 2 * 1024 * 1024;

export const transfers = {
  list: {
    input: z.strictObject({}),
    output: z.strictObject({ transfers: z.array(Transfer), settings: TransferSettings }),
  },
  /** Every change of any transfer: state changes at once, progress at most ten times a second per transfer. */
  events: {
    input: z.strictObject({}),
    output: z.strictObject({}),
    event: z.strictObject({ transfer: Transfer }),
  },
  /**
   * Queues an upload to the Files API of the profile's generation service, or into a folder of its storage
   * service (`folder`: its ID, and the path the list shows, e.g. the subfolder of a folder upload).
   */
  upload: {
    input: z.strictObject({
      profileId: ProfileId.optional(),
      service: UploadService,
      folder: TransferFolder.optional(),
      source: UploadSource,
      size: z.number().int().min(0).max(MAX_STORAGE_UPLOAD_BYTES),
      displayName: z.string().min(1).max(512).optional(),
      mimeType: z.string().min(1).max(255).optional(),
    }),
    output: Transfer,
  },
  /**
   * Desktop shell: opens the system's file dialog and queues an upload of each file picked. The headless
   * host has no such dialog: the page picks files itself and streams them.
   */
  uploadPicked: {
    input: z.strictObject({
      profileId: ProfileId.optional(),
      service: UploadService,
      folder: TransferFolder.optional(),
    }),
    output: z.strictObject({ transfers: z.array(Transfer) }),
  },
  /**
   * Desktop shell: "Upload folder…" — main's folder dialog; the folder picked and every folder below it are
   * made in `folder` of the storage service (each journaled), then an upload is queued for each file into its
   * own folder. Nothing picked: nothing queued. The headless host's page picks a folder itself.
   */
  uploadPickedFolder: {
    input: z.strictObject({ profileId: ProfileId.optional(), folder: TransferFolder }),
    output: z.strictObject({ transfers: z.array(Transfer) }),
  },
  /**
   * The next piece of a page-streamed upload, at `offset`. Answers once main took it (main holds at most a
   * service chunk and a piece per transfer, so a fast page waits here), with the offset it wants next and the
   * transfer's state: the page stops sending unless it is queued or running, and sends from `next` when it
   * differs from where it was. Pieces go in order from 0. Giving the file again (after a reload, or when
   * `needsFile` says so after a restart) is a piece at 0: main starts the transfer over from the page's first
   * byte, but the bytes the service already holds are only hashed, never sent twice.
   */
  sendChunk: {
    input: z.strictObject({
      id: z.string().min(1).max(64),
      offset: z.number().int().min(0),
      data: z.base64().max(Math.ceil(MAX_CHUNK_BYTES / 3) * 4),
    }),
    output: z.strictObject({ next: z.number().int().min(0), state: TransferState }),
  },
  /**
   * Queues a download of each file (a folder: every file under it, at its path below the folder), or of a Docs
   * Editors file exported as `exportMimeType` (one of about.exportFormats for its type), or of one revision.
   * Desktop shell: into a folder the user picks in main's dialog (none picked: nothing queued). Headless host:
   * into the console's downloads folder, from where the page takes each finished file with `readChunk`.
   * `skipped` names the files under a folder that have no bytes to fetch (shortcuts, forms, sites…).
   */
  download: {
    input: z.strictObject({
      profileId: ProfileId.optional(),
      service: z.literal('storage'),
      // A whole folder's selection: one request, so the desktop asks where to save once.
      fileIds: z.array(StorageFileId).min(1).max(1000),
      revisionId: z.string().min(1).max(200).optional(),
      exportMimeType: z.string().min(1).max(255).optional(),
    }),
    output: z.strictObject({
      transfers: z.array(Transfer),
      skipped: z.array(z.strictObject({ path: z.string(), reason: z.string() })),
      /** The headless host: the page saves each finished file itself (readChunk); the desktop has saved it. */
      pageSaves: z.boolean(),
    }),
  },
  /**
   * A piece of a finished download's file, from `offset` (the reverse of `sendChunk`): the headless host's page
   * reads the file main saved in its downloads folder and saves it in the browser.
   */
  readChunk: {
    input: z.strictObject({ id: z.string().min(1).max(64), offset: z.number().int().min(0) }),
    output: z.strictObject({ data: z.base64(), size: z.number().int().min(0) }),
  },
  pause: { input: TransferRef, output: Transfer },
  resume: { input: TransferRef, output: Transfer },
  cancel: { input: TransferRef, output: Transfer },
  retry: { input: TransferRef, output: Transfer },
  /** Forgets finished transfers (done, failed, cancelled) from the list. */
  clearFinished: { input: z.strictObject({}), output: z.strictObject({ removed: z.number().int() }) },
  setSettings: { input: TransferSettings, output: TransferSettings },
};
