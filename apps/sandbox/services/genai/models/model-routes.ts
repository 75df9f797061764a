// models.list / models.get and tunedModels.list / tunedModels.get, paged like the real service
// (pageSize default 50, at most 1000; nextPageToken opaque and absent on the last page).
import type { RouteHandler } from '../../../http/routing';
import { apiVersion, GenaiErrorWriter } from '../genai-errors';
import { sendFrontendJson } from '../wire/json-format';
import { MODELS, TUNED_MODELS, findModel, findTunedModel, modelJson, tunedModelJson } from './catalog';

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 1000;

type Page = { offset: number; size: number } | { error: string };

function readPage(url: URL): Page {
  const rawSize = url.searchParams.get('pageSize');
  let size = DEFAULT_PAGE_SIZE;
  if (rawSize !== null && rawSize !== '') {
    if (!/^-?\d+$/.test(rawSize)) return { error: `Invalid value at 'page_size' (TYPE_INT32), "${rawSize}"` };
    size = Number(rawSize);
    if (size < 0) return { error: '* ListModelsRequest.page_size: page_size must not be negative.\n' };
    if (size === 0) size = DEFAULT_PAGE_SIZE;
    size = Math.min(size, MAX_PAGE_SIZE);
  }
  const token = url.searchParams.get('pageToken');
  if (token === null || token === '') return { offset: 0, size };
  const match = /^offset:(\d{1,6})$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  if (!match) return { error: 'Invalid page token.' };
  return { offset: Number(match[1]), size };
}

function pageToken(offset: number): string {
  return Buffer.from(`offset:${offset}`, 'utf8').toString('base64url');
}

function listHandler(field: string, items: () => Array<Record<string, unknown>>): RouteHandler {
  return ({ url, reply }) => {
    const page = readPage(url);
    if ('error' in page) {
      new GenaiErrorWriter(reply).send(400, page.error);
      return;
    }
    const all = items();
    const end = page.offset + page.size;
    const body: Record<string, unknown> = { [field]: all.slice(page.offset, end) };
    if (end < all.length) body.nextPageToken = pageToken(end);
    sendFrontendJson(reply, body);
  };
}

export const listModels = listHandler('models', () => MODELS.map(modelJson));
export const listTunedModels = listHandler('tunedModels', () => TUNED_MODELS.map(tunedModelJson));

export const getModel: RouteHandler = ({ params, reply, url }) => {
  const model = findModel(params.model ?? '');
  if (!model) {
    new GenaiErrorWriter(reply).modelNotFound(
      `models/${params.model ?? ''}`,
      'generateContent',
      apiVersion(url),
    );
    return;
  }
  sendFrontendJson(reply, modelJson(model));
};

export const getTunedModel: RouteHandler = ({ params, reply }) => {
  const tuned = findTunedModel(params.id ?? '');
  if (!tuned) {
    new GenaiErrorWriter(reply).send(404, `Tuned model tunedModels/${params.id ?? ''} does not exist.`);
    return;
  }
  sendFrontendJson(reply, tunedModelJson(tuned));
};
