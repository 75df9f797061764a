// The journal's storage operations. Check reads the file back and says whether the change is there; Undo
// sends the opposite change (restore a trashed file, trash a restored one, move or rename it back, flip the
// star, trash a folder, copy or shortcut just made). A permanent delete and emptying the trash cannot be
// undone: the service keeps nothing of what they remove.
import type { StorageFile } from '../../../src-shared/contract/schemas/storage';
import { VerityError } from '../../../src-shared/contract/result';
import { GoogleApiError } from '../google/google-error';
import type { BegunOperation, CheckFinding, OperationKind } from '../journal/operation-kinds';
import type { Summary } from '../../verification/journal/journal-chain';
import type { StorageCalls } from './storage-calls';

export const STORAGE_KINDS = {
  createFolder: 'create-folder',
  rename: 'rename-file',
  move: 'move-file',
  star: 'star-file',
  trash: 'trash-file',
  restore: 'restore-file',
  remove: 'delete-file',
  emptyTrash: 'empty-trash',
  copy: 'copy-file',
  shortcut: 'create-shortcut',
} as const;

/** What the journal keeps of a file an operation left: enough for Check and Undo, never its content. */
export function fileSummary(file: StorageFile): Summary {
  return {
    fileId: file.id,
    name: file.name,
    parents: file.parents.join(','),
    starred: file.starred,
    trashed: file.trashed,
  };
}

function fieldsOf(op: BegunOperation, names: string[]): { profileId: string; values: string[] } {
  const values = names.map((name) => op.request[name] ?? op.response?.[name]);
  if (!op.profileId || values.some((value) => typeof value !== 'string'))
    throw new VerityError(
      'CONFLICT',
      `This operation was journaled without its profile or ${names.join(' and ')}: look ${op.target} up in the Storage page yourself`,
    );
  return { profileId: op.profileId, values: values as string[] };
}

const finding = (holds: boolean, what: string): CheckFinding =>
  holds
    ? { outcome: 'ok', response: { found: `The service shows ${what}: the change took effect` } }
    : {
        outcome: 'failed',
        response: { found: `The service does not show ${what}: the change never took effect` },
      };

export function storageKinds(calls: StorageCalls): OperationKind[] {
  /** A kind whose Check reads the file and tests it, and whose Undo sends `undo`'s change. */
  const fileKind = (
    kind: string,
    test: (file: StorageFile, op: BegunOperation) => [boolean, string],
    undo: (
      op: BegunOperation,
      profileId: string,
      fileId: string,
    ) => { kind: string; request: Summary; send: () => Promise<StorageFile> },
  ): OperationKind => ({
    service: 'storage',
    kind,
    async check(op) {
      const { profileId, values } = fieldsOf(op, ['fileId']);
      return finding(...test(await calls.get(profileId, values[0]!), op));
    },
    undo(op) {
      const { profileId, values } = fieldsOf(op, ['fileId']);
      const reverse = undo(op, profileId, values[0]!);
      return {
        kind: reverse.kind,
        target: op.target,
        request: reverse.request,
        send: async () => fileSummary(await reverse.send()),
      };
    },
  });

  const text = (op: BegunOperation, name: string) => String(op.request[name] ?? '');
  const trash = (profileId: string, fileId: string) => ({
    kind: STORAGE_KINDS.trash,
    request: { fileId },
    send: () => calls.trash(profileId, fileId),
  });
  const restore = (profileId: string, fileId: string) => ({
    kind: STORAGE_KINDS.restore,
    request: { fileId },
    send: () => calls.restore(profileId, fileId),
  });

  return [
    fileKind(
      STORAGE_KINDS.createFolder,
      (file) => [!file.trashed, 'the folder'],
      (_op, profileId, fileId) => trash(profileId, fileId),
    ),
    // A copy or a shortcut is undone as a folder just made is: to the trash, where it can still be restored.
    fileKind(
      STORAGE_KINDS.copy,
      (file) => [!file.trashed, 'the copy'],
      (_op, profileId, fileId) => trash(profileId, fileId),
    ),
    fileKind(
      STORAGE_KINDS.shortcut,
      (file) => [!file.trashed, 'the shortcut'],
      (_op, profileId, fileId) => trash(profileId, fileId),
    ),
    fileKind(
      STORAGE_KINDS.rename,
      (file, op) => [file.name === text(op, 'to'), `the name "${text(op, 'to')}"`],
      (op, profileId, fileId) => ({
        kind: STORAGE_KINDS.rename,
        request: { fileId, from: text(op, 'to'), to: text(op, 'from') },
        send: () => calls.rename(profileId, fileId, text(op, 'from')),
      }),
    ),
    fileKind(
      STORAGE_KINDS.move,
      (file, op) => [file.parents.includes(text(op, 'to')), `the file in folder ${text(op, 'to')}`],
      (op, profileId, fileId) => ({
        kind: STORAGE_KINDS.move,
        request: { fileId, from: text(op, 'to'), to: text(op, 'from').split(',')[0]! },
        send: () => calls.move(profileId, fileId, [text(op, 'to')], text(op, 'from').split(',')[0]!),
      }),
    ),
    fileKind(
      STORAGE_KINDS.star,
      (file, op) => [file.starred === op.request.starred, op.request.starred ? 'a star' : 'no star'],
      (op, profileId, fileId) => ({
        kind: STORAGE_KINDS.star,
        request: { fileId, starred: op.request.starred !== true },
        send: () => calls.star(profileId, fileId, op.request.starred !== true),
      }),
    ),
    fileKind(
      STORAGE_KINDS.trash,
      (file) => [file.trashed, 'the file in the trash'],
      (_op, profileId, fileId) => restore(profileId, fileId),
    ),
    fileKind(
      STORAGE_KINDS.restore,
      (file) => [!file.trashed, 'the file out of the trash'],
      (_op, profileId, fileId) => trash(profileId, fileId),
    ),
    {
      service: 'storage',
      kind: STORAGE_KINDS.remove,
      async check(op) {
        const { profileId, values } = fieldsOf(op, ['fileId']);
        try {
          await calls.get(profileId, values[0]!);
          return finding(false, 'the file gone');
        } catch (error) {
          if (error instanceof GoogleApiError && error.facts.httpStatus === 404)
            return finding(true, 'the file gone');
          throw error;
        }
      },
      notUndoable:
        'a permanently deleted file skips the trash and the service keeps nothing of it. Upload it again from a copy you have',
    },
    {
      service: 'storage',
      kind: STORAGE_KINDS.emptyTrash,
      notUndoable: 'emptying the trash deletes its files permanently. Upload them again from copies you have',
    },
  ];
}
