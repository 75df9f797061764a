// Raw HTTP helpers for the Files API tests: a resumable upload's start, its commands, and a whole small upload.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunningSandbox } from '../../../apps/sandbox/server';
import { bearer, rawRequest, type RawResponse } from './sandbox-harness';

export type FileJson = Record<string, string>;

export const filesFixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(__dirname, '../../fixtures/genai/files', name), 'utf8'));

/** `start` of a resumable upload of `length` bytes, as @google/genai sends it (the cookbook's snake_case body). */
export function startUpload(
  sandbox: RunningSandbox,
  length: number,
  version = 'v1beta',
  displayName = 'apples.pdf',
  mimeType = 'application/pdf',
): Promise<RawResponse> {
  return rawRequest(`${sandbox.baseUrl}/upload/${version}/files`, {
    method: 'POST',
    headers: {
      'x-goog-api-key': sandbox.apiKey,
      'content-type': 'application/json',
      'x-goog-upload-protocol': 'resumable',
      'x-goog-upload-command': 'start',
      'x-goog-upload-header-content-length': String(length),
      'x-goog-upload-header-content-type': mimeType,
    },
    body: JSON.stringify({ file: { display_name: displayName } }),
  });
}

/** One command on an upload URL (no key: the upload_id is the credential). */
export function uploadCommand(
  uploadUrl: string,
  command: string,
  offset: number | undefined,
  body = '',
): Promise<RawResponse> {
  const offsetHeader: Record<string, string> =
    offset === undefined ? {} : { 'x-goog-upload-offset': String(offset) };
  return rawRequest(uploadUrl, {
    method: 'POST',
    headers: { 'x-goog-upload-command': command, ...offsetHeader },
    body,
  });
}

/** Uploads `bytes` (text, so declared text/plain by default) in one finalizing chunk; the stored File. */
export async function uploadSmallFile(
  sandbox: RunningSandbox,
  bytes: string,
  displayName?: string,
  mimeType = 'text/plain',
): Promise<FileJson> {
  const started = await startUpload(sandbox, Buffer.byteLength(bytes), 'v1beta', displayName, mimeType);
  const final = await uploadCommand(
    started.headers['x-goog-upload-url'] as string,
    'upload, finalize',
    0,
    bytes,
  );
  if (final.status !== 200) throw new Error(`upload: ${final.status} ${final.body}`);
  return (JSON.parse(final.body) as { file: FileJson }).file;
}

export const errorOf = (r: RawResponse) =>
  (JSON.parse(r.body) as { error: { code: number; message: string; status: string } }).error;

/** PUT /__sandbox/genai/files/settings (fields left out take their defaults). */
export async function putFilesSettings(
  sandbox: RunningSandbox,
  settings: Record<string, number>,
): Promise<RawResponse> {
  return rawRequest(`${sandbox.baseUrl}/__sandbox/genai/files/settings`, {
    method: 'PUT',
    headers: { ...bearer(sandbox), 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
}
