// Uploads in the operation journal. Each run of an upload is one operation ("upload-file"), begun before the
// run sends anything and completed with what it came to: the file the service made (ok), the service's or the
// hash check's refusal (failed), or a run stopped on purpose (failed: it made no file; the resumed upload is a
// run of its own). A run the process was killed in stays "outcome unknown" for the journal; the transfer itself
// picks up at the service's offset. Undo deletes the file an upload made (genai: upload-file-kind.ts;
// storage: storage-upload-kind.ts); both services name the kind UPLOAD_FILE.
import { VerityError } from '../../../src-shared/contract/result';
import { UPLOAD_FILE } from '../genai/files/upload-file-kind';
import type { Journal } from '../journal/journal';
import type { StoredTransfer } from './transfer-store';
import type { UploadOutcome } from './upload-run';

type UploadJournal = Pick<Journal, 'begin' | 'complete'>;

/** Writes the run down before it sends anything; returns the operation's id. */
export function beginUploadRun(journal: UploadJournal, t: StoredTransfer): string {
  return journal.begin({
    profileId: t.profileId,
    service: t.service,
    kind: UPLOAD_FILE,
    target: t.target,
    request: {
      transferId: t.id,
      displayName: t.target,
      mimeType: t.mimeType,
      size: t.size,
      // Where this run starts: a resumed upload sends only what the service does not have yet.
      fromByte: t.bytesDone,
      ...(t.folder ? { folderId: t.folder.id, folderPath: t.folder.path } : {}),
    },
  });
}

/** Completes a run that reached its end: the file made, or why its hash check failed. */
export function completeUploadRun(journal: UploadJournal, opId: string, outcome: UploadOutcome): void {
  const response = { name: outcome.resultName, sha256: outcome.sha256, remoteSha256: outcome.remoteSha256 };
  if (outcome.mismatch) journal.complete(opId, 'failed', { ...response, message: outcome.mismatch });
  else journal.complete(opId, 'ok', response);
}

/** Completes a run that failed (with the reason the transfer shows too), or one stopped on purpose. */
export function completeStoppedRun(
  journal: UploadJournal,
  opId: string,
  stopped: boolean,
  error: unknown,
): void {
  if (stopped) {
    journal.complete(opId, 'failed', {
      stopped: 'Paused, cancelled or closed before the file was finished: this run made no file',
    });
    return;
  }
  const code = error instanceof VerityError ? error.code : 'INTERNAL';
  journal.complete(opId, 'failed', { code, message: error instanceof Error ? error.message : String(error) });
}
