// Uploading a file into the storage service (a run of the transfer queue, upload-journal.ts), as the journal
// follows it up: Undo deletes the file the upload made, for good, as the transfer made it from nothing. There is
// no Check: a run the process was killed in stays outcome unknown, and the queue resumes the transfer at the
// service's offset in a run journaled with its own outcome.
import type { OperationKind } from '../journal/operation-kinds';
import { operationFields } from '../journal/operation-kinds';
import { UPLOAD_FILE } from '../genai/files/upload-file-kind';
import type { StorageCalls } from './storage-calls';
import { STORAGE_KINDS } from './storage-operation-kinds';

export function storageUploadKind(calls: StorageCalls): OperationKind {
  return {
    service: 'storage',
    kind: UPLOAD_FILE,
    undo(op) {
      // The file's ID is the name the finished run recorded.
      const { profileId, values } = operationFields(op, ['name'], 'the Storage page');
      const fileId = values[0]!;
      return {
        kind: STORAGE_KINDS.remove,
        target: op.target,
        request: { fileId },
        send: async () => {
          await calls.remove(profileId, fileId);
          return { deleted: fileId };
        },
      };
    },
  };
}
