// The Files API files a generate request's fileData parts name. A file that is not ACTIVE (still PROCESSING, or
// FAILED) gets the real 400 FAILED_PRECONDITION "The File <id> is not in an ACTIVE state and usage is not allowed."
// (quoted from the live service in home-assistant/core#140182). No live answer to an unknown or foreign file is
// recorded in the research notes or fixtures, so that 400 INVALID_ARGUMENT text is written in the service's form
// (the resource name, what is wrong) rather than copied from a real exchange.
import type { GenerateRequest } from '../request/types';
import type { FileStore, GenaiFile } from './file-store';

export interface FilePartProblem {
  message: string;
  status: 'INVALID_ARGUMENT' | 'FAILED_PRECONDITION';
}

/**
 * The files the request's fileData parts name, or the 400 for the first one that is missing, another key's, or
 * not ACTIVE.
 */
export async function checkFileParts(
  request: GenerateRequest,
  store: FileStore,
  apiKey: string,
): Promise<{ files: GenaiFile[] } | { problem: FilePartProblem }> {
  const files: GenaiFile[] = [];
  const origin = `${store.origin}/`;
  for (const content of request.contents ?? []) {
    for (const part of content.parts ?? []) {
      const uri = part.fileData?.fileUri;
      if (uri === undefined) continue;
      // Only this sandbox's own file URIs (…/v1beta/files/{id}) name Files API files.
      const match = uri.startsWith(origin)
        ? /^v1(?:beta)?\/files\/([^/?#]+)$/.exec(uri.slice(origin.length))
        : null;
      if (!match) continue;
      const name = `files/${match[1]}`;
      const file = await store.get(apiKey, match[1] ?? '');
      if (!file) {
        const message = `File ${name} does not exist or you do not have permission to access it. Upload it again with files.upload.`;
        return { problem: { message, status: 'INVALID_ARGUMENT' } };
      }
      if (file.state !== 'ACTIVE') {
        const message = `The File ${match[1]} is not in an ACTIVE state and usage is not allowed.`;
        return { problem: { message, status: 'FAILED_PRECONDITION' } };
      }
      files.push(file);
    }
  }
  return { files };
}

/** The answer's opening line, so a user sees which files the model "read". */
export function fileAcknowledgement(files: readonly GenaiFile[]): string {
  if (files.length === 0) return '';
  const named = files.map((f) => `${f.displayName ?? f.name} (${f.mimeType}, ${f.sizeBytes} bytes)`);
  return `I read ${named.join(', ')}.\n\n`;
}
