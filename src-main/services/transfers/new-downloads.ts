// The downloads one request queues: a file as itself (or one of its revisions), a Docs Editors file exported
// (in the format asked, else its type's default), and a folder as every file under it at its path below the
// folder (all pages of every level). What has no bytes to fetch (shortcuts, forms, sites…) is skipped with a note.
import { randomUUID } from 'node:crypto';
import { VerityError } from '../../../src-shared/contract/result';
import { defaultExportType, exportFormat, isGoogleType } from '../../../src-shared/storage/export-formats';
import { FOLDER_TYPE } from '../storage/storage-file';
import { freePath, nestedDir, onDisk, safeName, withExtension } from './download-target';
import type { Child, StorageMedia, StorageSource } from './storage-media';
import { NOT_STARTED, type StoredTransfer } from './transfer-store';

export interface NewDownloads {
  profileId: string;
  fileIds: readonly string[];
  revisionId?: string;
  exportMimeType?: string;
}

/** Files one request may queue: each is a row of the queue and of the answer. */
const MAX_FILES = 10_000;

interface Skipped {
  path: string;
  reason: string;
}

/** A file to fetch: where it goes and what it is. */
interface Planned {
  dir: string;
  name: string;
  source: StorageSource;
  mimeType: string;
  size: number;
}

/** The export type a Docs Editors file gets in a folder download, or why it is skipped. */
function folderExport(file: Child): { type: string } | { reason: string } {
  if (file.mimeType === 'application/vnd.google-apps.shortcut')
    return { reason: 'a shortcut: download the file it points at' };
  const type = defaultExportType(file.mimeType ?? '');
  return type ? { type } : { reason: `${file.mimeType}: this type has no format to export to` };
}

function planned(dir: string, file: Child, exportType?: string): Planned {
  const source: StorageSource = {
    kind: 'storage',
    fileId: file.id!,
    ...(exportType ? { exportMimeType: exportType } : {}),
  };
  const name = safeName(file.name ?? file.id!);
  return {
    dir,
    name: exportType ? withExtension(name, exportFormat(exportType).extension) : name,
    source,
    mimeType: exportType ?? file.mimeType ?? 'application/octet-stream',
    size: file.size === undefined ? 0 : Number(file.size),
  };
}

export async function newDownloads(
  input: NewDownloads,
  deps: {
    media: Pick<StorageMedia, 'facts' | 'children'>;
    /** The folder the downloads go into. */
    dir: string;
    /** Targets of the queue's unfinished downloads: not free although nothing is on disk yet. */
    reserved: ReadonlySet<string>;
    now: () => number;
  },
): Promise<{ transfers: StoredTransfer[]; skipped: Skipped[] }> {
  const plans: Planned[] = [];
  const skipped: Skipped[] = [];
  const seen = new Set<string>();

  async function walk(folderId: string, dir: string, shown: string): Promise<void> {
    if (seen.has(folderId)) return;
    seen.add(folderId);
    for await (const page of deps.media.children(input.profileId, folderId))
      for (const child of page) {
        const path = `${shown}/${child.name ?? child.id}`;
        if (child.mimeType === FOLDER_TYPE)
          await walk(child.id!, nestedDir(dir, [child.name ?? child.id!]), path);
        else if (!isGoogleType(child.mimeType ?? '')) plans.push(planned(dir, child));
        else {
          const exported = folderExport(child);
          if ('type' in exported) plans.push(planned(dir, child, exported.type));
          else skipped.push({ path, reason: `Skipped, ${exported.reason}` });
        }
        if (plans.length > MAX_FILES)
          throw new VerityError(
            'VALIDATION',
            `"${shown}" holds more than ${MAX_FILES} files: download its folders a few at a time`,
          );
      }
  }

  if (input.revisionId && input.fileIds.length !== 1)
    throw new VerityError('VALIDATION', 'A revision belongs to one file: name exactly one file with it');
  for (const fileId of input.fileIds) {
    const facts = await deps.media.facts(input.profileId, { kind: 'storage', fileId });
    const file: Child = { id: fileId, name: facts.name, mimeType: facts.mimeType };
    if (input.revisionId && isGoogleType(facts.mimeType))
      throw new VerityError(
        'VALIDATION',
        `"${facts.name}" is a folder or Docs Editors file: only a file with bytes of its own downloads an earlier revision`,
      );
    if (facts.mimeType === FOLDER_TYPE) await walk(fileId, nestedDir(deps.dir, [facts.name]), facts.name);
    else if (isGoogleType(facts.mimeType)) {
      const type = input.exportMimeType ?? defaultExportType(facts.mimeType);
      if (!type)
        throw new VerityError(
          'VALIDATION',
          `"${facts.name}" (${facts.mimeType}) cannot be downloaded or exported: it has no bytes and no export format`,
        );
      plans.push(planned(deps.dir, file, type));
    } else {
      if (input.exportMimeType)
        throw new VerityError(
          'VALIDATION',
          `"${facts.name}" is not a Docs Editors file, so it cannot be exported: download it as it is`,
        );
      const plan = planned(deps.dir, { ...file, size: String(facts.size ?? 0) });
      plans.push(
        input.revisionId ? { ...plan, source: { ...plan.source, revisionId: input.revisionId } } : plan,
      );
    }
  }

  const taken = new Set(deps.reserved);
  const at = deps.now();
  const transfers = plans.map((plan): StoredTransfer => {
    const target = freePath(plan.dir, plan.name, (path) => taken.has(path) || onDisk(path));
    taken.add(target);
    return {
      id: randomUUID(),
      direction: 'download',
      service: 'storage',
      profileId: input.profileId,
      source: plan.source,
      target,
      mimeType: plan.mimeType,
      size: plan.size,
      ...NOT_STARTED,
      folder: null,
      createdAt: at,
      updatedAt: at,
    };
  });
  return { transfers, skipped };
}
