// files.list / files.get / files.delete / files.download of the Files API, with the bodies of the real exchanges
// (fixtures files/real-files-*.json): a bare File for get, {files, nextPageToken} for list, {} for delete, and the
// real 400 for downloading an uploaded file. Each key sees only the files it uploaded (the key check runs before
// these routes, so the key they are given is the one the request presented).
import type { RouteHandler } from '../../../http/routing';
import { GENAI_ERRORS } from '../genai-errors';
import { JSON_CONTENT_TYPE, sendFrontendJson } from '../wire/json-format';
import type { FileStore, GenaiFile } from './file-store';

/** ai.google.dev/api/rest/v1beta/files/list: "If unspecified, defaults to 10. Maximum pageSize is 100." */
const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;

type RequestContext = Parameters<RouteHandler>[0];

/**
 * A file that does not exist, expired, or belongs to another key: the real service answers all three alike with
 * 403 PERMISSION_DENIED and this text (quoted by client error handlers; no capture of it in the fixtures).
 */
function sendNoSuchFile(ctx: RequestContext, id: string): void {
  GENAI_ERRORS.send(
    ctx.reply,
    403,
    `You do not have permission to access the File ${id} or it may not exist.`,
  );
}

/** Newest first, as the real list answers (fixture real-files-list-response.json). */
function newestFirst(a: GenaiFile, b: GenaiFile): number {
  return b.createTime.localeCompare(a.createTime) || a.name.localeCompare(b.name);
}

export function listFiles(store: FileStore, apiKey: string): RouteHandler {
  return async (ctx) => {
    const sizeParam = ctx.url.searchParams.get('pageSize');
    const requested = sizeParam === null || sizeParam === '' ? DEFAULT_PAGE_SIZE : Number(sizeParam);
    if (!Number.isInteger(requested) || requested < 0) {
      return GENAI_ERRORS.send(
        ctx.reply,
        400,
        `Invalid value for pageSize: "${sizeParam}"; use a whole number up to ${MAX_PAGE_SIZE}.`,
      );
    }
    const pageSize = Math.min(requested === 0 ? DEFAULT_PAGE_SIZE : requested, MAX_PAGE_SIZE);
    // The token is the name of the last file of the previous page: stable while files come and go.
    const token = ctx.url.searchParams.get('pageToken') ?? '';
    const after = token === '' ? undefined : Buffer.from(token, 'base64url').toString('utf8');
    const files = (await store.filesOf(apiKey)).sort(newestFirst);
    const start = after === undefined ? 0 : files.findIndex((f) => f.name === after) + 1;
    if (after !== undefined && start === 0) {
      return GENAI_ERRORS.send(
        ctx.reply,
        400,
        'Invalid page token: it does not name a file of this list. List again from the first page.',
      );
    }
    const page = files.slice(start, start + pageSize);
    const more = start + pageSize < files.length;
    // Empty fields are left out, as proto3 JSON does (an empty list answers {}).
    sendFrontendJson(ctx.reply, {
      ...(page.length > 0 ? { files: page } : {}),
      ...(more ? { nextPageToken: Buffer.from(page.at(-1)!.name).toString('base64url') } : {}),
    });
  };
}

export function getFile(store: FileStore, apiKey: string): RouteHandler {
  return async (ctx) => {
    const file = await store.get(apiKey, ctx.params.file ?? '');
    if (file === undefined) return sendNoSuchFile(ctx, ctx.params.file ?? '');
    sendFrontendJson(ctx.reply, file);
  };
}

export function deleteFile(store: FileStore, apiKey: string): RouteHandler {
  return async (ctx) => {
    const deleted = await store.delete(apiKey, ctx.params.file ?? '');
    if (!deleted) return sendNoSuchFile(ctx, ctx.params.file ?? '');
    sendFrontendJson(ctx.reply, {});
  };
}

/** Uploaded files cannot be downloaded (fixture real-files-download-uploaded-error.json); none here is GENERATED. */
export function downloadFile(store: FileStore, apiKey: string): RouteHandler {
  return async (ctx) => {
    const file = await store.get(apiKey, ctx.params.file ?? '');
    if (file === undefined) return sendNoSuchFile(ctx, ctx.params.file ?? '');
    GENAI_ERRORS.send(ctx.reply, 400, 'Only GENERATED files can be downloaded.', {
      headers: { server: 'UploadServer', 'content-type': JSON_CONTENT_TYPE },
    });
  };
}
