// The storage service's bytes as downloads read them: a file's (or one revision's) metadata, one `Range` of its
// media (alt=media, 206 with Content-Range), a Docs Editors file exported whole (files.export has no Range),
// and a folder's children page by page. Every request goes as the profile's account through the Google sender
// (Activity records it; 429/5xx retried by Google's rules).
import { VerityError } from '../../../src-shared/contract/result';
import type { TransferSource } from '../../../src-shared/contract/schemas/transfers';
import { STORE_V3, type File, type Revision } from '../google/generated/store-v3';
import { createGoogleClient } from '../google/google-client';
import { GoogleApiError } from '../google/google-error';
import { callUrl } from '../google/google-request';
import { createGoogleSender, type AccessTokenSource } from '../google/google-send';
import type { HttpClient } from '../http/http-client';
import { ALL_STORES } from '../storage/storage-file';

export type StorageSource = Extract<TransferSource, { kind: 'storage' }>;

/** What a download checks its bytes against. `size` is null for files with no bytes of their own. */
export interface MediaFacts {
  name: string;
  mimeType: string;
  size: number | null;
  md5Checksum: string | null;
  sha256Checksum: string | null;
}

/** A folder's child as a folder download needs it. */
export type Child = Pick<File, 'id' | 'name' | 'mimeType' | 'size' | 'md5Checksum'>;

const FACT_FIELDS = 'id,name,mimeType,size,md5Checksum,sha256Checksum';

/** `bytes a-b/total` → its start and total, or undefined when the header is not that. */
export function parseContentRange(header: string | null): { start: number; total: number } | undefined {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? '');
  return match ? { start: Number(match[1]), total: Number(match[3]) } : undefined;
}

/** The 10 MB export limit said as what to do instead. */
function exportRefusal(error: unknown): unknown {
  if (!(error instanceof GoogleApiError) || !error.facts.reasons.includes('exportSizeLimitExceeded'))
    return error;
  return new VerityError(
    'VALIDATION',
    'The storage service exports Docs Editors files of up to 10 MB only, and this one is larger. Open it in its editor and save a copy in a smaller format, or split it',
  );
}

export function createStorageMedia(deps: {
  http: HttpClient;
  accessToken: AccessTokenSource;
  rootUrl: (profileId: string) => string | undefined;
}) {
  const client = createGoogleClient({ ...deps, api: STORE_V3, everyCall: ALL_STORES });
  const send = createGoogleSender({ ...deps, service: 'storage' });
  const mediaUrl = (profileId: string, source: StorageSource) =>
    source.revisionId
      ? callUrl(
          STORE_V3,
          STORE_V3.methods['revisions.get']!,
          { fileId: source.fileId, revisionId: source.revisionId, alt: 'media' },
          deps.rootUrl(profileId),
        )
      : callUrl(
          STORE_V3,
          STORE_V3.methods['files.get']!,
          { fileId: source.fileId, alt: 'media', ...ALL_STORES },
          deps.rootUrl(profileId),
        );

  return {
    async facts(profileId: string, source: StorageSource, signal?: AbortSignal): Promise<MediaFacts> {
      const file = (await client.call(profileId, 'files.get', {
        params: { fileId: source.fileId },
        fields: FACT_FIELDS,
        signal,
      })) as File;
      const revision = source.revisionId
        ? ((await client.call(profileId, 'revisions.get', {
            params: { fileId: source.fileId, revisionId: source.revisionId },
            fields: 'id,mimeType,size,md5Checksum',
            signal,
          })) as Revision)
        : undefined;
      const of = revision ?? file;
      return {
        name: file.name ?? source.fileId,
        mimeType: of.mimeType ?? 'application/octet-stream',
        size: of.size === undefined ? null : Number(of.size),
        md5Checksum: of.md5Checksum ?? null,
        sha256Checksum: revision ? null : (file.sha256Checksum ?? null),
      };
    },

    /** Bytes `start` to `end` (inclusive) of the file's media. */
    async range(
      profileId: string,
      source: StorageSource,
      start: number,
      end: number,
      signal: AbortSignal,
    ): Promise<Uint8Array> {
      const url = mediaUrl(profileId, source);
      const response = await send(profileId, {
        method: 'GET',
        url,
        headers: { range: `bytes=${start}-${end}` },
        signal,
      });
      const range = parseContentRange(response.headers.get('content-range'));
      // A 200 is the whole file: usable only when the range asked for started at 0.
      const from = response.status === 206 ? range?.start : 0;
      if (from !== start)
        throw new VerityError(
          'BAD_RESPONSE',
          `The storage service answered bytes from ${from ?? 'an unknown offset'} when asked for bytes from ${start}: retry the download`,
        );
      return response.body.subarray(0, end - start + 1);
    },

    async exported(
      profileId: string,
      fileId: string,
      mimeType: string,
      signal: AbortSignal,
    ): Promise<Uint8Array> {
      const url = callUrl(
        STORE_V3,
        STORE_V3.methods['files.export']!,
        { fileId, mimeType },
        deps.rootUrl(profileId),
      );
      const response = await send(profileId, { method: 'GET', url, signal }).catch((error: unknown) => {
        throw exportRefusal(error);
      });
      return response.body;
    },

    /** A folder's children outside the trash, a page at a time. */
    async *children(profileId: string, folderId: string): AsyncGenerator<Child[]> {
      const pages = client.pages(profileId, 'files.list', {
        params: {
          q: `'${folderId}' in parents and trashed = false`,
          pageSize: 1000,
          // A shared store's folder lists its items only with this (and supportsAllDrives).
          includeItemsFromAllDrives: true,
        },
        fields: 'nextPageToken,files(id,name,mimeType,size,md5Checksum)',
      });
      for await (const page of pages) yield ((page as { files?: Child[] }).files ?? []) as Child[];
    },
  };
}

export type StorageMedia = ReturnType<typeof createStorageMedia>;
