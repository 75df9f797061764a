// Generation & files (Gemini API v1beta). Every route checks the API key first. Models, tuned models,
// generateContent / streamGenerateContent / countTokens are served by the deterministic responder (or a replayed
// recording); the Files API (resumable uploads, list, get, delete, download) keeps its files under the data folder
// (files/); the methods not built yet (embeddings, cached contents, metadata-only media.upload) answer 501.
import type { HttpMethod, Route, RouteHandler } from '../../http/routing';
import { googleRoutes } from '../not-implemented';
import type { SandboxService } from '../service';
import { checkApiKey, sendApiKeyInvalid } from './api-key';
import { GenaiSettingsStore, genaiControlRoutes } from './control/genai-settings';
import { GENAI_ERRORS } from './genai-errors';
import type { FileStore } from './files/file-store';
import { deleteFile, downloadFile, getFile, listFiles } from './files/file-routes';
import { filesControlRoutes } from './files/files-settings';
import { uploadRoute } from './files/upload-routes';
import type { UploadSessions } from './files/upload-sessions';
import { countTokensHandler, generateHandler } from './generate-routes';
import { StreamStats } from './stream/stream-stats';
import { getModel, getTunedModel, listModels, listTunedModels } from './models/model-routes';

/** Method paths from the Gemini API reference (ai.google.dev/api/rest/v1beta) that still answer 501. */
const NOT_BUILT: ReadonlyArray<readonly [HttpMethod, string, string]> = [
  ['POST', '/v1beta/models/{model}:embedContent', 'models.embedContent'],
  ['POST', '/v1beta/models/{model}:batchEmbedContents', 'models.batchEmbedContents'],
  ['GET', '/v1beta/cachedContents', 'cachedContents.list'],
  ['POST', '/v1beta/cachedContents', 'cachedContents.create'],
  ['GET', '/v1beta/cachedContents/{id}', 'cachedContents.get'],
  ['PATCH', '/v1beta/cachedContents/{id}', 'cachedContents.patch'],
  ['DELETE', '/v1beta/cachedContents/{id}', 'cachedContents.delete'],
  ['POST', '/v1beta/files', 'media.upload'],
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

export interface GenaiFiles {
  store: FileStore;
  sessions: UploadSessions;
}

export function createGenaiService(apiKey: string, files: GenaiFiles): SandboxService {
  const settings = new GenaiSettingsStore();
  const stats = new StreamStats();
  const state = { store: settings, stats, files: { store: files.store, apiKey } };
  // The same methods under v1 (the SDK's default since @google/genai 3) and v1beta.
  const generate = (v: string, kind: 'models' | 'tunedModels', id: string): Route[] =>
    (['generate', 'stream'] as const).map((verb) => ({
      method: 'POST',
      path: `${v}/${kind}/${id}:${verb === 'stream' ? 'streamGenerateContent' : 'generateContent'}`,
      handler: generateHandler(kind, verb, state),
    }));
  const built: Route[] = ['/v1beta', '/v1'].flatMap((v): Route[] => [
    { method: 'GET', path: `${v}/models`, handler: listModels },
    { method: 'GET', path: `${v}/models/{model}`, handler: getModel },
    ...generate(v, 'models', '{model}'),
    { method: 'POST', path: `${v}/models/{model}:countTokens`, handler: countTokensHandler },
    { method: 'GET', path: `${v}/tunedModels`, handler: listTunedModels },
    { method: 'GET', path: `${v}/tunedModels/{id}`, handler: getTunedModel },
    ...generate(v, 'tunedModels', '{id}'),
    { method: 'POST', path: `/upload${v}/files`, handler: uploadRoute(files.store, files.sessions, apiKey) },
    { method: 'GET', path: `${v}/files`, handler: listFiles(files.store, apiKey) },
    { method: 'GET', path: `${v}/files/{file}`, handler: getFile(files.store, apiKey) },
    { method: 'DELETE', path: `${v}/files/{file}`, handler: deleteFile(files.store, apiKey) },
    { method: 'GET', path: `${v}/files/{file}:download`, handler: downloadFile(files.store, apiKey) },
  ]);
  const routes = [...built, ...googleRoutes(NOT_BUILT)].map((route) => ({
    ...route,
    handler: requireApiKey(apiKey, route.handler),
  }));
  return {
    id: 'genai',
    prefixes: ['/v1beta', '/v1', '/upload/v1beta', '/upload/v1'],
    errors: GENAI_ERRORS,
    routes,
    controlRoutes: [...genaiControlRoutes(settings, stats), ...filesControlRoutes(files.store.settings)],
    resetFaults: () => settings.reset(),
  };
}
