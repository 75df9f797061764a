// urlNotifications.publish and urlNotifications.getMetadata as answers ({status, body}) rather than replies,
// so the HTTP routes and each part of a batch run the same code. Texts are the real service's: the 403, 404
// and 429 bodies of fixtures/google/indexing-examples.json, and the JSON-to-proto decoder's 400s for a body
// it cannot read.
import { googleStatusName } from '../../http/error-shapes';
import { ownsUrl, type Identity } from './demo-sites';
import { quotaExceededBody, type IndexingQuota } from './indexing-quota';
import type { NotificationStore, NotificationType, UrlNotification } from './notification-store';

export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const NOTIFICATION_FIELDS = new Set(['url', 'type', 'notifyTime']);
const TYPE_ENUM = 'type.googleapis.com/google.indexing.v3.UrlNotificationType';

function error(status: number, message: string, details?: unknown[]): Answer {
  const body = { code: status, message, status: googleStatusName(status), ...(details ? { details } : {}) };
  return { status, body: { error: body } };
}

function badRequest(message: string, field?: string, description = message): Answer {
  const violation = field ? { field, description } : { description };
  return error(400, message, [
    { '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [violation] },
  ]);
}

/** The notifyTime of a publish at `ms`: RFC 3339 with nanoseconds, as the service writes it. */
function notifyTime(ms: number): string {
  const nanos = String(process.hrtime.bigint() % 1_000_000n).padStart(6, '0');
  return `${new Date(ms).toISOString().slice(0, 23)}${nanos}Z`;
}

/** The URL of a request, if it is an absolute http(s) URL. */
function webUrl(text: unknown): URL | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

export class UrlNotifications {
  constructor(
    private readonly store: NotificationStore,
    private readonly quota: IndexingQuota,
  ) {}

  /**
   * POST /v3/urlNotifications:publish with `bodyText` (JSON) for `identity`. What it changes is in memory
   * until the caller saves the store, which it does before answering (once per batch, not per part).
   */
  publish(identity: Identity, bodyText: string): Answer {
    const read = readNotification(bodyText);
    if ('status' in read) return read;
    if (!ownsUrl(identity, read.url))
      return error(403, 'Permission denied. Failed to verify the URL ownership.');
    if (!this.quota.takePublish()) return { status: 429, body: quotaExceededBody('publish') };
    const url = read.text;
    if (this.quota.settings.publishAnswer === 'minimal')
      return { status: 200, body: { urlNotificationMetadata: { url } } };
    const notification: UrlNotification = { url, type: read.type, notifyTime: notifyTime(this.quota.now()) };
    this.store.record(notification);
    const latest = read.type === 'URL_UPDATED' ? 'latestUpdate' : 'latestRemove';
    return { status: 200, body: { urlNotificationMetadata: { url, [latest]: notification } } };
  }

  /** GET /v3/urlNotifications/metadata?url=… for `identity`. */
  getMetadata(identity: Identity, url: string | null): Answer {
    const parsed = webUrl(url);
    if (!url || !parsed)
      return badRequest(
        'Request contains an invalid argument.',
        'url',
        'url must be an absolute http or https URL',
      );
    if (!ownsUrl(identity, parsed))
      return error(403, 'Permission denied. Failed to verify the URL ownership.');
    if (!this.quota.takeMetadataRead()) return { status: 429, body: quotaExceededBody('metadata') };
    const metadata = this.store.metadata(url);
    return metadata ? { status: 200, body: metadata } : error(404, 'Requested entity was not found.');
  }
}

/** A publish body read as the JSON-to-proto decoder reads a UrlNotification, or its 400. */
function readNotification(bodyText: string): { url: URL; text: string; type: NotificationType } | Answer {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch (problem) {
    return badRequest(`Invalid JSON payload received. ${(problem as Error).message}`);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return badRequest(`Invalid JSON payload received. Expected an object, got ${JSON.stringify(body)}.`);
  const fields = body as Record<string, unknown>;
  for (const name of Object.keys(fields)) {
    if (!NOTIFICATION_FIELDS.has(name))
      return badRequest(`Invalid JSON payload received. Unknown name "${name}": Cannot find field.`);
  }
  const { type } = fields;
  if (
    type !== undefined &&
    type !== 'URL_UPDATED' &&
    type !== 'URL_DELETED' &&
    type !== 'URL_NOTIFICATION_TYPE_UNSPECIFIED'
  ) {
    const message = `Invalid value at 'url_notification.type' (${TYPE_ENUM}), ${JSON.stringify(type)}`;
    return badRequest(message, 'url_notification.type');
  }
  if (type !== 'URL_UPDATED' && type !== 'URL_DELETED')
    return badRequest(
      'Request contains an invalid argument.',
      'url_notification.type',
      'type must be URL_UPDATED or URL_DELETED',
    );
  const url = webUrl(fields.url);
  if (!url)
    return badRequest(
      'Request contains an invalid argument.',
      'url_notification.url',
      'url must be an absolute http or https URL',
    );
  return { url, text: fields.url as string, type };
}
