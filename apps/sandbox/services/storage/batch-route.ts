// POST /batch/store/v3: up to 100 calls of this API in one multipart/mixed request (research google.md §3:
// Drive's /batch/drive/v3, not for media). Each part is sent to the sandbox's own routes over loopback with
// its own Authorization header, or the batch's, so it is answered exactly as the same call alone would be
// (scopes, `fields`, faults, errors); the outer answer is 200 whatever the parts' outcomes.
import { formatBatchAnswer, readBatchRequest, type BatchPart, type PartAnswer } from '../../http/batch-wire';
import type { Route } from '../../http/routing';
import { driveError, type Answer } from './drive-errors';

/** A part's answer as the service gives it alone: its status and JSON body (none for a 204). */
async function sendPart(
  origin: string,
  part: BatchPart,
  batchAuthorization: string | undefined,
): Promise<Answer> {
  let target: URL;
  try {
    target = new URL(part.target, origin);
  } catch {
    return driveError(
      400,
      'badRequest',
      `The batch part's request target "${part.target}" is not a path or URL.`,
    );
  }
  if (!target.pathname.startsWith('/store/v3/') || target.searchParams.get('alt') === 'media')
    return driveError(
      400,
      'badRequest',
      'A batch part calls a metadata method of this API under /store/v3; media uploads and downloads are not supported in a batch.',
    );
  const authorization = part.authorization ?? batchAuthorization;
  const response = await fetch(new URL(`${target.pathname}${target.search}`, origin), {
    method: part.method,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(part.body ? { 'content-type': 'application/json' } : {}),
    },
    body: part.body && part.method !== 'GET' ? part.body : undefined,
  });
  const text = await response.text();
  if (text === '') return { status: response.status, body: undefined };
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text };
  }
}

export function batchRoute(origin: string): Route {
  return {
    method: 'POST',
    path: '/batch/store/v3',
    handler: async ({ req, reply }) => {
      const parts = await readBatchRequest(req, reply);
      if (!parts) return;
      const answers: PartAnswer[] = [];
      // One after another, as the service runs them: a later part sees what an earlier one changed.
      for (const part of parts) {
        const { status, body } = await sendPart(origin, part, req.headers.authorization);
        answers.push({ contentId: part.contentId, status, body });
      }
      const { contentType, body } = formatBatchAnswer(answers);
      reply.text(200, contentType, body);
    },
  };
}
