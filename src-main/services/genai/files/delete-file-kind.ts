import { VerityError } from '../../../../src-shared/contract/result';
import type { HttpClient } from '../../http/http-client';
import type { BegunOperation, CheckFinding, OperationKind } from '../../journal/operation-kinds';
import type { GenaiTarget } from '../genai-target';
import { filesCall } from './files-api';

export const DELETE_FILE = 'delete-file';

/**
 * Deleting a file of the Files API. Check asks the service for the file at the operation's target: gone means
 * the delete took effect, still there means it did not. Undo is impossible: the service keeps nothing of a
 * deleted file.
 */
export function deleteFileKind(deps: {
  http: HttpClient;
  /** The generation endpoint and key of the profile the operation was sent for. */
  target: (profileId: string | undefined) => GenaiTarget;
}): OperationKind {
  async function check(op: BegunOperation): Promise<CheckFinding> {
    const { name } = op.request;
    if (typeof name !== 'string') {
      throw new VerityError(
        'CONFLICT',
        `This operation was journaled without the file's name, so the service cannot be asked about it: ` +
          `look for the file at ${op.target} yourself`,
      );
    }
    try {
      await filesCall(deps.http, deps.target(op.profileId ?? undefined), {
        method: 'GET',
        url: op.target,
        name,
      });
    } catch (error) {
      if (!(error instanceof VerityError) || error.code !== 'NOT_FOUND') throw error;
      return {
        outcome: 'ok',
        response: { found: 'The service no longer has the file: the delete took effect', name },
      };
    }
    return {
      outcome: 'failed',
      response: {
        found: 'The file is still there',
        message: `The service still has ${name}: the delete never took effect. Delete it again if you meant to`,
      },
    };
  }

  return {
    service: 'genai',
    kind: DELETE_FILE,
    check,
    notUndoable:
      'the Files API keeps nothing of a deleted file. Upload the file again to have it back (it gets a new name)',
  };
}
