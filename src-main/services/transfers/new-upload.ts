// A new upload as the queue stores it, once its input holds up: the profile uses the service, the file fits
// the service's limit, a storage upload names its folder (My Store's top when none), and a file main is to
// read (only where the shell lets it) is a file of the size given.
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { VerityError } from '../../../src-shared/contract/result';
import {
  MAX_UPLOAD_BYTES,
  type TransferFolder,
  type TransferSource,
  type UploadService,
} from '../../../src-shared/contract/schemas/transfers';
import type { Profiles } from '../profiles/profiles';
import { mediaTypeOf } from './media-types';
import { NOT_STARTED, type StoredTransfer } from './transfer-store';

export interface NewUpload {
  profileId?: string;
  service: UploadService;
  folder?: TransferFolder;
  source: Extract<TransferSource, { kind: 'path' | 'browser' }>;
  size: number;
  displayName?: string;
  mimeType?: string;
}

async function checkPath(path: string, size: number): Promise<void> {
  const found = await stat(path).catch((error: NodeJS.ErrnoException) => {
    throw new VerityError('NOT_FOUND', `Cannot read ${path} (${error.code ?? error.message})`);
  });
  if (!found.isFile()) throw new VerityError('VALIDATION', `${path} is not a file`);
  if (found.size !== size)
    throw new VerityError(
      'VALIDATION',
      `${path} holds ${found.size} bytes, not the ${size} given: pick it again`,
    );
}

export async function newUpload(
  input: NewUpload,
  deps: { profiles: Pick<Profiles, 'endpoint'>; allowPaths: boolean; now: () => number },
): Promise<StoredTransfer> {
  const { profileId } = deps.profiles.endpoint(input.service, input.profileId);
  const { source, service } = input;
  if (service === 'genai' && input.size > MAX_UPLOAD_BYTES)
    throw new VerityError(
      'VALIDATION',
      `The file holds ${input.size} bytes; the Files API takes files up to ${MAX_UPLOAD_BYTES} bytes`,
    );
  if (service === 'genai' && input.folder)
    throw new VerityError('VALIDATION', 'The Files API has no folders: upload without one');
  if (source.kind === 'path') {
    if (!deps.allowPaths)
      throw new VerityError(
        'VALIDATION',
        'This shell does not read files by path: the page sends the file itself (source kind "browser")',
      );
    await checkPath(source.path, input.size);
  }
  const at = deps.now();
  return {
    id: randomUUID(),
    direction: 'upload',
    service,
    profileId,
    source,
    target: input.displayName ?? (source.kind === 'path' ? basename(source.path) : source.name),
    mimeType:
      input.mimeType ?? (source.kind === 'path' ? mediaTypeOf(source.path) : 'application/octet-stream'),
    size: input.size,
    ...NOT_STARTED,
    folder: service === 'storage' ? (input.folder ?? { id: 'root', path: '' }) : null,
    createdAt: at,
    updatedAt: at,
  };
}
