// Uploading a file to the Files API, as the journal follows it up: Undo deletes the file the upload made (sent
// once, as the Files page's delete is). There is no Check: a run the process was killed in is picked up by the
// transfer queue at the service's offset, and that resumed run is journaled with its own outcome.
import { VerityError } from '../../../../src-shared/contract/result';
import type { HttpClient } from '../../http/http-client';
import type { OperationKind } from '../../journal/operation-kinds';
import type { GenaiTarget } from '../genai-target';
import { DELETE_FILE } from './delete-file-kind';
import { fileUrl, filesCall } from './files-api';

export const UPLOAD_FILE = 'upload-file';

export function uploadFileKind(deps: {
  http: HttpClient;
  target: (profileId: string | undefined) => GenaiTarget;
}): OperationKind {
  return {
    service: 'genai',
    kind: UPLOAD_FILE,
    undo(op) {
      const name = op.response?.['name'];
      if (typeof name !== 'string')
        throw new VerityError(
          'CONFLICT',
          `This upload was journaled without the name of the file it made: delete ${op.target} on the Files page yourself`,
        );
      const to = deps.target(op.profileId ?? undefined);
      const url = fileUrl(to.baseUrl, name);
      return {
        kind: DELETE_FILE,
        target: url,
        request: { name },
        send: async () => {
          await filesCall(deps.http, to, { method: 'DELETE', url, name, idempotent: false });
          return { deleted: name };
        },
      };
    },
  };
}
