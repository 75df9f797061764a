// The Files API's two size limits: "a per-file maximum size of 2 GB" and "store up to 20 GB of files per project"
// (ai.google.dev/gemini-api/docs/files), both lowerable in the sandbox's Files settings. An upload is checked when
// it declares its size and again as its bytes arrive; a project's bytes are those of its key's stored files (the
// sandbox has one project per key).
import type { Reply } from '../../../http/reply';
import { GENAI_ERRORS, genaiMessage } from '../genai-errors';
import type { FileStore } from './file-store';
import { REAL_MAX_FILE_BYTES } from './files-settings';

/** An upload refused: the HTTP status, its message, and the google.rpc details of the body. */
export interface Refusal {
  status: 400 | 429;
  message: string;
  details?: unknown[];
}

/** An INT64 max, the retry delay of the real storage 429: retrying cannot help until files are deleted. */
const NEVER = '9223372036854775807s';

/**
 * The real answer when a project's files would pass the quota: the rate-limit message of the service and the
 * details of googleapis/python-genai#1172, whose text form names quota_metric
 * generativelanguage.googleapis.com/file_storage_bytes, quota_id FileStorageBytesPerProject, quota_value
 * 21474836480, a Help link and a RetryInfo of INT64 max seconds. Only that text form is recorded, not the JSON
 * body: this is its proto3 JSON mapping (camelCase names, int64 as a string, a Duration as "<seconds>s").
 */
function storageQuotaRefusal(limit: number): Refusal {
  return {
    status: 429,
    message: genaiMessage(429),
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
        violations: [
          {
            quotaMetric: 'generativelanguage.googleapis.com/file_storage_bytes',
            quotaId: 'FileStorageBytesPerProject',
            quotaValue: String(limit),
          },
        ],
      },
      {
        '@type': 'type.googleapis.com/google.rpc.Help',
        links: [
          {
            description: 'Learn more about Gemini API quotas',
            url: 'https://ai.google.dev/gemini-api/docs/rate-limits',
          },
        ],
      },
      { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: NEVER },
    ],
  };
}

const limitText = (limit: number) =>
  limit === REAL_MAX_FILE_BYTES
    ? `2 GB (${limit} bytes)`
    : `${limit} bytes (the sandbox's Files settings lower it from 2 GB)`;

/** No real text is recorded for an oversized file; this one states the documented limit. */
function fileTooLargeRefusal(bytes: number, source: string, limit: number): Refusal {
  return {
    status: 400,
    message: `The file is ${bytes} bytes (${source}) but a file may be at most ${limitText(limit)}; split it or send a smaller file.`,
  };
}

/** The refusal of a file of `size` bytes for the key `owner`, or undefined when both limits allow it. */
export async function sizeRefusal(
  store: FileStore,
  owner: string,
  size: number,
  source: string,
): Promise<Refusal | undefined> {
  const { maxFileBytes, maxProjectBytes } = store.settings.settings;
  if (size > maxFileBytes) return fileTooLargeRefusal(size, source, maxFileBytes);
  if ((await store.bytesOf(owner)) + size > maxProjectBytes) return storageQuotaRefusal(maxProjectBytes);
  return undefined;
}

/** How far an upload of one key may grow now, and the refusal once it grows past that. */
export interface UploadCap {
  maxSize: number;
  refusal(size: number): Refusal;
}

/** The lower of the two limits for an upload of the key `owner`, given its files stored so far. */
export async function uploadCap(store: FileStore, owner: string): Promise<UploadCap> {
  const { maxFileBytes, maxProjectBytes } = store.settings.settings;
  const room = maxProjectBytes - (await store.bytesOf(owner));
  return maxFileBytes <= room
    ? {
        maxSize: maxFileBytes,
        refusal: (size) => fileTooLargeRefusal(size, 'received so far', maxFileBytes),
      }
    : { maxSize: Math.max(0, room), refusal: () => storageQuotaRefusal(maxProjectBytes) };
}

export function sendRefusal(reply: Reply, refusal: Refusal, headers: Record<string, string>): void {
  GENAI_ERRORS.send(reply, refusal.status, refusal.message, { details: refusal.details, headers });
}
