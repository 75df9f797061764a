// What the upload protocol tests share: an HTTP client whose transport answers from a list (and keeps what was
// sent), and a stored upload whose fields a test changes as it needs.
import { createHttpClient } from '../../src-main/services/http/http-client';
import type { TransportRequest } from '../../src-main/services/http/fetch-transport';
import { createInspector } from '../../src-main/services/inspector/inspector';
import type { StoredTransfer } from '../../src-main/services/transfers/transfer-store';

export interface CannedAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/** An HTTP client answering each request with the next of `answers`; `sent` holds the requests. */
export function answeringHttp(answers: CannedAnswer[]) {
  const sent: TransportRequest[] = [];
  const http = createHttpClient({
    inspector: createInspector({ secrets: () => [] }),
    transport: async (request) => {
      sent.push(request);
      const answer = answers.shift()!;
      return {
        status: answer.status,
        headers: new Headers(answer.headers ?? {}),
        body: async () => Buffer.from(answer.body ?? ''),
      };
    },
  });
  return { http, sent };
}

/** A running upload of a file by path to the Files API, changed by `change`. */
export const storedUpload = (change: Partial<StoredTransfer> = {}): StoredTransfer => ({
  id: 't1',
  direction: 'upload',
  service: 'genai',
  profileId: 'sandbox',
  source: { kind: 'path', path: '/unused' },
  target: 'fox.txt',
  mimeType: 'text/plain',
  size: 0,
  bytesDone: 0,
  state: 'running',
  reason: null,
  needsFile: false,
  sha256: null,
  remoteSha256: null,
  resultName: null,
  folder: null,
  createdAt: 0,
  updatedAt: 0,
  ...change,
});
