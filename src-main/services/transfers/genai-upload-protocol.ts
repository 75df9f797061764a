// Uploads to the generation service's Files API as the queue runs them: its resumable protocol
// (resumable-upload.ts) with the profile's key, and its file's sha256Hash (base64 of the lowercase hex digest)
// checked against the local SHA-256.
import type { GenaiTarget } from '../genai/genai-target';
import type { HttpClient } from '../http/http-client';
import type { Profiles } from '../profiles/profiles';
import { createResumableUpload } from './resumable-upload';
import type { FileCheck, LocalDigests, UploadedFile, UploadProtocol } from './upload-protocol';

/** The hex digest the service's sha256Hash (base64 of the lowercase hex text) stands for, or null. */
function decodeSha256Hash(value: string): string | null {
  const text = Buffer.from(value, 'base64').toString('latin1');
  return /^[0-9a-f]{64}$/.test(text) ? text : null;
}

export function checkGenaiFile(file: UploadedFile, local: LocalDigests): FileCheck {
  const remote = file.sha256Hash === null ? null : decodeSha256Hash(file.sha256Hash);
  const mismatch =
    remote === null
      ? `The service did not give a readable sha256Hash for ${file.name} ("${file.sha256Hash ?? ''}"), so the upload cannot be checked: delete ${file.name} and upload the file again`
      : remote !== local.sha256
        ? `The service's SHA-256 of ${file.name} (${remote}) differs from the file's (${local.sha256}): the bytes changed on the way. Delete ${file.name} and upload the file again`
        : null;
  return { remoteSha256: remote, mismatch };
}

export function genaiUploadProtocol(deps: {
  http: HttpClient;
  profiles: Pick<Profiles, 'endpoint'>;
  target: (profileId: string) => GenaiTarget;
}): UploadProtocol {
  const files = createResumableUpload({ http: deps.http });
  return {
    needsMd5: false,
    baseUrl: (profileId) => deps.profiles.endpoint('genai', profileId).baseUrl,
    start: (t, signal) =>
      files.start(
        deps.target(t.profileId),
        { size: t.size, mimeType: t.mimeType, displayName: t.target },
        signal,
      ),
    upload: files.upload,
    query: files.query,
    cancel: files.cancel,
    check: checkGenaiFile,
  };
}
