import { VerityError } from '../../../../src-shared/contract/result';
import { GENAI_API_VERSION } from '../../../../src-shared/genai/build-request';
import type { HttpClient, HttpResponse } from '../../http/http-client';
import { upstreamMessage } from '../../http/http-errors';
import { genaiHeaders, type GenaiTarget } from '../genai-target';

/** Where the Files API of a generation endpoint keeps its files. */
export const filesUrl = (baseUrl: string): string => `${baseUrl}/${GENAI_API_VERSION}/files`;

/** The URL of one file: `name` is a contract-checked `files/<id>`, so it cannot leave the files collection. */
export const fileUrl = (baseUrl: string, name: string): string => `${baseUrl}/${GENAI_API_VERSION}/${name}`;

/**
 * Whether an error answer says the file is not there. The real service answers a file that never existed,
 * expired or belongs to another key alike: 403 PERMISSION_DENIED "You do not have permission to access the File
 * <id> or it may not exist." A 404 means the same. Any other 403 (the API disabled, say) is a real refusal.
 */
function saysNoSuchFile(response: HttpResponse): boolean {
  if (response.status === 404) return true;
  return response.status === 403 && /may not exist/i.test(upstreamMessage(response.text()) ?? '');
}

function noSuchFile(name: string, profileId: string): VerityError {
  return new VerityError(
    'NOT_FOUND',
    `The generation service of profile "${profileId}" has no file ${name}: it was deleted, it expired (the ` +
      'Files API keeps a file 48 hours), or another API key uploaded it. Refresh the list, and upload the ' +
      'file again if you still need it',
    { name },
  );
}

/**
 * One Files API call with the profile's key (x-goog-api-key, only to the origin it was saved for). A file the
 * service does not have is NOT_FOUND with what to do; other error answers are the HTTP layer's UPSTREAM.
 */
export async function filesCall(
  http: HttpClient,
  target: GenaiTarget,
  request: { method: 'GET' | 'DELETE'; url: string; name?: string; idempotent?: boolean },
): Promise<HttpResponse> {
  const response = await http.request({
    service: 'genai',
    profileId: target.profileId,
    method: request.method,
    url: request.url,
    headers: genaiHeaders(target, request.url, false),
    idempotent: request.idempotent,
    acceptStatus: [403, 404],
  });
  if (response.status < 400) return response;
  if (request.name !== undefined && saysNoSuchFile(response))
    throw noSuchFile(request.name, target.profileId);
  throw new VerityError(
    'UPSTREAM',
    `${request.method} ${new URL(request.url).pathname} failed with HTTP ${response.status}: ` +
      `${upstreamMessage(response.text()) ?? 'no error message'}`,
    { status: response.status },
  );
}
