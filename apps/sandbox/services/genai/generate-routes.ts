// models.generateContent, models.streamGenerateContent (SSE with ?alt=sse, a JSON array without) and
// models.countTokens, plus the same generate methods on tunedModels/{id}. Order of work: body → replay (when
// set) → proto-JSON decoding → model lookup → semantic checks → the deterministic responder.
import { setTimeout as delay } from 'node:timers/promises';
import type { Reply } from '../../http/reply';
import type { RouteHandler } from '../../http/routing';
import type { GenaiSettingsStore } from './control/genai-settings';
import type { StreamStats } from './stream/stream-stats';
import type { FileStore, GenaiFile } from './files/file-store';
import { checkFileParts } from './files/file-parts';
import { apiVersion, GenaiErrorWriter } from './genai-errors';
import { canGenerate, resolveModel, type ResolvedModel } from './models/catalog';
import { replay, type CallKind } from './replay/replay';
import { COUNT_TOKENS_REQUEST, GENERATE_CONTENT_REQUEST } from './request/proto-schema';
import { decodeOrReject, readJsonRequest } from './request/read-request';
import { checkContents, checkGenerateRequest, type CheckResult } from './request/request-checks';
import type { CountTokensRequest, GenerateRequest } from './request/types';
import { streamChunks, unaryResponse } from './respond/build-responses';
import { planAnswer } from './respond/plan-answer';
import { promptTokens } from './respond/prompt-tokens';
import { samplingKey } from './respond/sampling-key';
import { JSON_ARRAY_FRAMING, SSE_FRAMING } from './stream/framing';
import { timeToFirstChunk, tokenDelay, writeStream } from './stream/stream-writer';
import { canonicalJson, SeededRandom } from './text/seeded-random';
import { sendFrontendJson, serverTiming } from './wire/json-format';

type ModelKind = 'models' | 'tunedModels';

/** What the generate routes share: the control API's settings and the stream counters. */
export interface GenaiState {
  store: GenaiSettingsStore;
  stats: StreamStats;
  /** The Files API store fileData parts are checked against, and the one key the sandbox serves. */
  files: { store: FileStore; apiKey: string };
}

function callKind(verb: 'generate' | 'stream', url: URL): CallKind {
  if (verb === 'generate') return 'unary';
  return url.searchParams.get('alt') === 'sse' ? 'sse' : 'json-array';
}

/** Answers the 400 of failed checks; true when there was none. */
function passes(result: CheckResult, errors: GenaiErrorWriter): boolean {
  if (!result) return true;
  if ('message' in result) errors.send(400, result.message);
  else errors.invalidRequest(result.problems);
  return false;
}

async function respond(
  reply: Reply,
  kind: CallKind,
  { request, model, files }: { request: GenerateRequest; model: ResolvedModel; files: GenaiFile[] },
  state: GenaiState,
): Promise<void> {
  const settings = state.store.settings;
  // Seeded by the decoded request, so camelCase and snake_case spellings of it get the same answer.
  const random = new SeededRandom(`${model.resource}\n${canonicalJson(request)}`);
  // The text comes from what would change a real model's sampling only (a stop or a limit just cuts it).
  const sampling = new SeededRandom(samplingKey(model.resource, request));
  const answer = planAnswer({ request, model, random: sampling.fork('answer'), files });
  const meta = {
    modelVersion: model.model.baseModelId,
    responseId: random.fork('id').bytes(17).toString('base64url'),
    prompt: promptTokens(request),
  };
  const tps = settings.tokensPerSecond;
  const ttft = timeToFirstChunk(random.fork('ttft'), tps);
  const chunks = streamChunks(answer, meta, random.fork('chunks'));
  if (kind === 'unary') {
    // A unary answer arrives when the whole text is generated.
    const total = ttft + chunks.slice(1).reduce((sum, chunk) => sum + tokenDelay(chunk.tokens, tps), 0);
    try {
      await delay(total, undefined, { signal: reply.disconnectSignal() });
    } catch {
      return;
    }
    sendFrontendJson(reply, unaryResponse(answer, meta), serverTiming(total));
    return;
  }
  await writeStream(reply, {
    framing: kind === 'sse' ? SSE_FRAMING : JSON_ARRAY_FRAMING,
    events: chunks.map((chunk, i) => ({
      response: chunk.response,
      delayMs: i === 0 ? ttft : tokenDelay(chunk.tokens, tps),
    })),
    faults: { midStreamError: settings.midStreamError, cutStream: settings.cutStream },
    random: random.fork('stream'),
    stats: state.stats,
  });
}

export function generateHandler(
  modelKind: ModelKind,
  verb: 'generate' | 'stream',
  state: GenaiState,
): RouteHandler {
  const { store } = state;
  return async ({ req, url, params, reply }) => {
    const kind = callKind(verb, url);
    const errors = new GenaiErrorWriter(reply);
    const body = await readJsonRequest(req, errors);
    if (!body) return;
    const { replay: recording } = store.settings;
    if (recording !== null) {
      const random = new SeededRandom(canonicalJson(body.json));
      if (
        await replay(reply, {
          name: recording,
          kind,
          requestBody: body.json,
          settings: store.settings,
          random,
          stats: state.stats,
        })
      )
        return;
    }
    const request = decodeOrReject<GenerateRequest>(body.json, GENERATE_CONTENT_REQUEST, errors);
    if (!request) return;
    const id = modelKind === 'models' ? params.model : params.id;
    const model = resolveModel(modelKind, id ?? '');
    if (!model || !canGenerate(model.model)) {
      errors.modelNotFound(`${modelKind}/${id ?? ''}`, 'generateContent', apiVersion(url));
      return;
    }
    if (!passes(checkGenerateRequest(request), errors)) return;
    const fileParts = await checkFileParts(request, state.files.store, state.files.apiKey);
    if ('problem' in fileParts) {
      errors.send(400, fileParts.problem.message, { status: fileParts.problem.status });
      return;
    }
    if (request.cachedContent) {
      // The sandbox keeps no caches, so every reference is to a cache that does not exist.
      errors.send(403, 'CachedContent not found (or permission denied)');
      return;
    }
    await respond(reply, kind, { request, model, files: fileParts.files }, state);
  };
}

export const countTokensHandler: RouteHandler = async ({ req, params, reply, url }) => {
  const errors = new GenaiErrorWriter(reply);
  const body = await readJsonRequest(req, errors);
  if (!body) return;
  const request = decodeOrReject<CountTokensRequest>(body.json, COUNT_TOKENS_REQUEST, errors);
  if (!request) return;
  const model = resolveModel('models', params.model ?? '');
  if (!model?.model.supportedGenerationMethods.includes('countTokens')) {
    errors.modelNotFound(`models/${params.model ?? ''}`, 'countTokens', apiVersion(url));
    return;
  }
  const inner = request.generateContentRequest;
  if (inner && request.contents?.length) {
    errors.invalidRequest([
      '* CountTokensRequest: contents and generate_content_request cannot both be set.\n',
    ]);
    return;
  }
  const checked = inner
    ? checkGenerateRequest(inner, 'CountTokensRequest.generate_content_request')
    : checkContents(request.contents, 'CountTokensRequest');
  if (!passes(checked, errors)) return;
  const counted = promptTokens(inner ?? { contents: request.contents });
  sendFrontendJson(reply, { totalTokens: counted.total, promptTokensDetails: counted.details });
};
