import type { GenaiFile } from '@/lib/contract';

export type FileSortKey = 'created' | 'displayName' | 'name' | 'mimeType' | 'size' | 'expires';
export interface FileSort {
  key: FileSortKey;
  descending: boolean;
}
export interface FileFilter {
  /** Part of the display name or the `files/…` name, any case. */
  text: string;
  /** A MIME type, or its family ("video/*"); empty for any. */
  type: string;
}

const sortValue: Record<FileSortKey, (file: GenaiFile) => string | number> = {
  created: (file) => file.createTime ?? '',
  displayName: (file) => (file.displayName ?? '').toLowerCase(),
  name: (file) => file.name,
  mimeType: (file) => file.mimeType,
  size: (file) => file.sizeBytes,
  expires: (file) => file.expirationTime ?? '',
};

function matchesType(mimeType: string, type: string): boolean {
  if (type === '') return true;
  return type.endsWith('/*') ? mimeType.startsWith(type.slice(0, -1)) : mimeType === type;
}

/** The files shown: those matching the filter, in the chosen order (ties keep the service's order). */
export function visibleFiles(files: readonly GenaiFile[], filter: FileFilter, sort: FileSort): GenaiFile[] {
  const text = filter.text.trim().toLowerCase();
  const shown = files.filter(
    (file) =>
      matchesType(file.mimeType, filter.type) &&
      (text === '' ||
        file.name.toLowerCase().includes(text) ||
        (file.displayName ?? '').toLowerCase().includes(text)),
  );
  const value = sortValue[sort.key];
  const direction = sort.descending ? -1 : 1;
  return shown
    .map((file, index) => ({ file, index }))
    .sort((a, b) => {
      const left = value(a.file);
      const right = value(b.file);
      if (left < right) return -direction;
      if (left > right) return direction;
      return a.index - b.index;
    })
    .map(({ file }) => file);
}

/** The type filter's choices: each family present ("image/*"), then each exact type. */
export function typeChoices(files: readonly GenaiFile[]): string[] {
  const types = [...new Set(files.map((file) => file.mimeType))].sort();
  const families = [...new Set(types.map((type) => `${type.split('/')[0]}/*`))].sort();
  return [...families, ...types];
}

export type HashVerdict = 'match' | 'mismatch' | 'unknown';

/** The service's hash against the one Verity computed while uploading; unknown when either is missing. */
export function hashVerdict(file: Pick<GenaiFile, 'sha256' | 'localSha256'>): HashVerdict {
  if (file.sha256 === null || file.localSha256 === null) return 'unknown';
  return file.sha256 === file.localSha256 ? 'match' : 'mismatch';
}

/** Time left until `expirationTime`, as "47 h 59 min", "4 min 10 s", or "expired". */
export function expiryLeft(expirationTime: string | null, now: number): string {
  if (expirationTime === null) return '—';
  const at = Date.parse(expirationTime);
  if (Number.isNaN(at)) return expirationTime;
  const seconds = Math.floor((at - now) / 1000);
  if (seconds <= 0) return 'expired';
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return `${hours} h ${minutes} min`;
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

/** Why a file cannot be used in the chat yet, or null when it can (the service takes ACTIVE files only). */
export function chatUseProblem(file: Pick<GenaiFile, 'state' | 'error'>): string | null {
  if (file.state === 'ACTIVE') return null;
  if (file.state === 'PROCESSING')
    return 'The service is still processing this file; wait until it is ACTIVE.';
  if (file.state === 'FAILED')
    return `Processing failed${file.error ? `: ${file.error.message}` : ''}. Upload the file again.`;
  return `The file is ${file.state}; only ACTIVE files can be sent to the model.`;
}
