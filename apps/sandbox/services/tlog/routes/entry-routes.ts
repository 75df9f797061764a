// POST /api/v1/log/entries, GET /api/v1/log/entries?logIndex=, GET /api/v1/log/entries/{entryUUID}
// (sigstore/rekor:pkg/api/entries.go): 201 with ETag and Location, 409 with the existing entry's Location,
// 404 with no body for an unknown entry.
import { sendRekorError } from '../../../http/error-shapes';
import { BodyError, readJsonText } from '../../../http/read-body';
import type { Reply } from '../../../http/reply';
import type { RouteHandler } from '../../../http/routing';
import { canonicalizeProposedText } from '../kinds/proposed-entry';
import { ENTRY_UUID_PATTERN, lookupEntry } from './entry-lookup';
import { queryInteger, sendViolation, SwaggerViolation, violation } from './swagger-errors';
import { MAX_ENTRY_BODY_BYTES, type TlogContext } from './tlog-context';

/** pkg/api/entries.go getEntryURL: the request path plus "/<entryID>", query kept minus apiKey. */
function entryUrl(url: URL, entryId: string): string {
  const query = new URLSearchParams(url.search);
  query.delete('apiKey');
  const search = query.toString();
  return `${url.pathname}/${entryId}${search ? `?${search}` : ''}`;
}

function sendNotFound(reply: Reply): void {
  reply.send(404, {}, '');
}

export function createEntry(ctx: TlogContext): RouteHandler {
  return async ({ req, url, reply }) => {
    let text: string;
    try {
      text = await readJsonText(req, MAX_ENTRY_BODY_BYTES);
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      sendRekorError(reply, error.httpStatus, error.message);
      return;
    }
    const outcome = canonicalizeProposedText(text);
    if (!outcome.ok) {
      sendRekorError(reply, 400, outcome.message);
      return;
    }
    const { entry, duplicate } = await ctx.log.append(outcome.entry);
    const built = ctx.view.logEntry(entry.logIndex)!;
    const location = entryUrl(url, built.entryId);
    if (duplicate) {
      const message = `an equivalent entry already exists in the transparency log with UUID ${built.entryId}`;
      sendRekorError(reply, 409, message, { headers: { location } });
      return;
    }
    reply.json(201, built.value, { headers: { etag: built.entryId, location } });
  };
}

export function getEntryByIndex(ctx: TlogContext): RouteHandler {
  return ({ url, reply }) => {
    let logIndex: number;
    try {
      logIndex = queryInteger(url, 'logIndex', 0, true)!;
    } catch (error) {
      if (error instanceof SwaggerViolation) return sendViolation(reply, error);
      throw error;
    }
    const json = ctx.view.logEntryJson(logIndex);
    if (json === undefined) return sendNotFound(reply);
    reply.jsonText(200, json);
  };
}

export function getEntryByUuid(ctx: TlogContext): RouteHandler {
  return ({ params, reply }) => {
    const id = params.entryUUID ?? '';
    if (!ENTRY_UUID_PATTERN.test(id))
      return sendViolation(reply, violation.pattern('entryUUID', 'path', ENTRY_UUID_PATTERN.source));
    const found = lookupEntry(ctx.log, id);
    if (found.kind === 'invalid') return sendRekorError(reply, 400, found.message);
    if (found.kind === 'not-found') return sendNotFound(reply);
    reply.jsonText(200, ctx.view.logEntryJson(found.logIndex)!);
  };
}
