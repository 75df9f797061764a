// Generation & files (Gemini API v1beta). Every route checks the API key first; the methods themselves
// answer 501 until the deterministic responder and the Files API land.
import { GOOGLE_ERRORS } from '../../http/error-shapes';
import type { HttpMethod, Route, RouteHandler } from '../../http/routing';
import { googleNotImplemented } from '../not-implemented';
import type { SandboxService } from '../service';
import { checkApiKey, sendApiKeyInvalid } from './api-key';

/** Method paths from the Gemini API reference (ai.google.dev/api/rest/v1beta) that the console uses. */
const METHODS: ReadonlyArray<readonly [HttpMethod, string, string]> = [
  ['GET', '/v1beta/models', 'models.list'],
  ['GET', '/v1beta/models/{model}', 'models.get'],
  ['POST', '/v1beta/models/{model}:generateContent', 'models.generateContent'],
  ['POST', '/v1beta/models/{model}:streamGenerateContent', 'models.streamGenerateContent'],
  ['POST', '/v1beta/models/{model}:countTokens', 'models.countTokens'],
  ['POST', '/v1beta/models/{model}:embedContent', 'models.embedContent'],
  ['POST', '/v1beta/models/{model}:batchEmbedContents', 'models.batchEmbedContents'],
  ['GET', '/v1beta/cachedContents', 'cachedContents.list'],
  ['POST', '/v1beta/cachedContents', 'cachedContents.create'],
  ['GET', '/v1beta/cachedContents/{id}', 'cachedContents.get'],
  ['PATCH', '/v1beta/cachedContents/{id}', 'cachedContents.patch'],
  ['DELETE', '/v1beta/cachedContents/{id}', 'cachedContents.delete'],
  ['GET', '/v1beta/files', 'files.list'],
  ['POST', '/v1beta/files', 'media.upload'],
  ['GET', '/v1beta/files/{file}', 'files.get'],
  ['DELETE', '/v1beta/files/{file}', 'files.delete'],
  ['GET', '/v1beta/files/{file}:download', 'files.download'],
  ['POST', '/upload/v1beta/files', 'media.upload'],
];

function requireApiKey(apiKey: string, handler: RouteHandler): RouteHandler {
  return (ctx) => {
    // A resumable upload URL carries an upload_id instead of a key (research: genai.md §1.2).
    const isResumableUploadUrl =
      ctx.url.pathname.startsWith('/upload/') && ctx.url.searchParams.has('upload_id');
    const check = isResumableUploadUrl ? 'valid' : checkApiKey(ctx.req, ctx.url, apiKey);
    if (check !== 'valid') return sendApiKeyInvalid(ctx.reply, check);
    return handler(ctx);
  };
}

export function createGenaiService(apiKey: string): SandboxService {
  const routes: Route[] = METHODS.map(([method, path, name]) => ({
    method,
    path,
    handler: requireApiKey(apiKey, googleNotImplemented(name)),
  }));
  return { id: 'genai', prefixes: ['/v1beta', '/upload/v1beta'], errors: GOOGLE_ERRORS, routes };
}
