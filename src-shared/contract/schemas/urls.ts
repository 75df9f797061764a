import { z } from 'zod';
import { HttpUrl, ProfileId } from './common';

/** What a notification tells the URL notification service: the page is new or changed, or it is gone. */
export const NotificationType = z.enum(['URL_UPDATED', 'URL_DELETED']);
export type NotificationType = z.infer<typeof NotificationType>;

/**
 * Why a URL could not be notified, each with its own fix: the sender owns no property covering it, the day's
 * quota is spent, the API is not enabled for the project, the sign-in lacks the scope, the page failed its
 * pre-flight, the connection failed, or anything else the service said.
 */
export const ErrorGroup = z.enum([
  'ownership',
  'quota',
  'service-disabled',
  'scope',
  'preflight',
  'network',
  'other',
]);
export type ErrorGroup = z.infer<typeof ErrorGroup>;

export const UrlError = z.strictObject({
  group: ErrorGroup,
  /** The HTTP status the service answered, null when none came (a dropped connection). */
  status: z.number().int().nullable(),
  message: z.string(),
  at: z.number(),
});
export type UrlError = z.infer<typeof UrlError>;

/** A page fetched before any quota is spent: does it qualify for the notification it would get? */
export const Preflight = z.strictObject({
  intent: NotificationType,
  verdict: z.enum(['pass', 'fail']),
  /** Why it fails, or what is worth knowing when it passes ("after a redirect to …"). */
  reason: z.string().nullable(),
  /** The final answer's status after redirects; null when no answer came. */
  status: z.number().int().nullable(),
  /** Where the redirects ended, when they moved the URL. */
  finalUrl: z.string().nullable(),
  redirects: z.number().int().min(0),
  noindex: z.boolean(),
  /** The page's `rel=canonical`, when it names one. */
  canonical: z.string().nullable(),
  checkedAt: z.number(),
});
export type Preflight = z.infer<typeof Preflight>;

/**
 * A URL's place in the send queue: `held` (failed or lacks a pre-flight; sent only on "send anyway"), `queued`
 * (waits for quota), `sending` (in a batch whose answer is not recorded yet), `sent`, `failed`.
 */
export const QueueItemState = z.enum(['held', 'queued', 'sending', 'sent', 'failed']);
export type QueueItemState = z.infer<typeof QueueItemState>;

const Ownership = z.enum(['owner', 'not-owner', 'unknown']);

/** One row of the URLs page: a URL of the profile's list. */
export const UrlRow = z.strictObject({
  url: z.string(),
  /** The Search Console property covering it, as `sites.list` names it (`sc-domain:example.com`), if any. */
  site: z.string().nullable(),
  /** Whether the identity that sends (the profile's sign-in, else its service account) owns that property. */
  owned: Ownership,
  /** The service's last `URL_UPDATED` / `URL_DELETED` notify time for it (from its metadata), epoch ms. */
  lastUpdatedAt: z.number().nullable(),
  lastDeletedAt: z.number().nullable(),
  preflight: Preflight.nullable(),
  queue: z
    .strictObject({
      state: QueueItemState,
      type: NotificationType,
      /** Why it is held or failed. */
      reason: z.string().nullable(),
      at: z.number(),
    })
    .nullable(),
  lastError: UrlError.nullable(),
  addedAt: z.number(),
});
export type UrlRow = z.infer<typeof UrlRow>;

export const UrlFilter = z.strictObject({
  queue: z.union([QueueItemState, z.literal('none')]).optional(),
  owned: Ownership.optional(),
  preflight: z.enum(['pass', 'fail', 'none']).optional(),
  errorGroup: ErrorGroup.optional(),
});
export type UrlFilter = z.infer<typeof UrlFilter>;

/** What an import did: new URLs, ones already listed (after normalising), and values that are not URLs. */
export const ImportResult = z.strictObject({
  added: z.number().int().min(0),
  alreadyListed: z.number().int().min(0),
  invalid: z.number().int().min(0),
  /** The first few refused values with why, so a bad column or file is recognisable. */
  invalidSamples: z.array(z.strictObject({ value: z.string(), reason: z.string() })).max(20),
});
export type ImportResult = z.infer<typeof ImportResult>;

export const SitemapImportResult = ImportResult.extend({
  /** Every sitemap read, nested ones included, with its URL count or why it could not be read. */
  sitemaps: z.array(
    z.strictObject({ url: z.string(), urls: z.number().int().min(0), error: z.string().nullable() }),
  ),
});
export type SitemapImportResult = z.infer<typeof SitemapImportResult>;

export const UrlSettings = z.strictObject({
  /** URLs notified (the same type) within this many days are skipped by a send. */
  cooldownDays: z.number().int().min(0).max(365),
  /** Publish requests a day for the project (the service's default is 200; a raised quota can be set). */
  dailyQuota: z.number().int().min(1).max(1_000_000),
  /** Metadata reads a minute (the service's default is 180). */
  metadataPerMinute: z.number().int().min(1).max(100_000),
});
export type UrlSettings = z.infer<typeof UrlSettings>;

/** Where the queue is and what the quota allows, by the service's own day (it resets at midnight Pacific). */
export const QueueStatus = z.strictObject({
  state: z.enum(['idle', 'sending', 'waiting-quota', 'stopped']),
  queued: z.number().int().min(0),
  held: z.number().int().min(0),
  /** Publish requests counted against today's quota of the service's day, each batch part one. */
  usedToday: z.number().int().min(0),
  dailyQuota: z.number().int().min(1),
  /** The service's day, `YYYY-MM-DD` in America/Los_Angeles. */
  serviceDay: z.string(),
  /** When the service's day ends and its quota resets, epoch ms on this machine's clock. */
  resetsAt: z.number(),
  /** When the waiting queue sends again; null unless waiting. */
  resumesAt: z.number().nullable(),
  metadataUsedThisMinute: z.number().int().min(0),
  metadataPerMinute: z.number().int().min(1),
  /** Days (today included) the queued URLs take at the daily quota. */
  daysToFinish: z.number().int().min(0),
  /** Why the queue stopped (a refusal that needs a person), with the fix. */
  problem: z.strictObject({ group: ErrorGroup, message: z.string(), fix: z.string() }).nullable(),
});
export type QueueStatus = z.infer<typeof QueueStatus>;

export const ErrorGroupSummary = z.strictObject({
  group: ErrorGroup,
  count: z.number().int().min(1),
  /** One message the service gave, as an example. */
  message: z.string(),
  /** What to do, naming the account, the sites or the time it concerns. */
  fix: z.string(),
  sites: z.array(z.string()),
});
export type ErrorGroupSummary = z.infer<typeof ErrorGroupSummary>;

const Scope = { profileId: ProfileId.optional() };
const UrlList = z.array(z.string().min(1).max(2048)).max(100_000);

/** Which of the profile's URLs an action is for: these, or every one the search and filter match. */
export const UrlSelection = z.union([
  z.strictObject({ urls: z.array(HttpUrl).min(1).max(100_000) }),
  z.strictObject({
    all: z.literal(true),
    search: z.string().max(2048).optional(),
    filter: UrlFilter.optional(),
  }),
]);
export type UrlSelection = z.infer<typeof UrlSelection>;
/** A sitemap file as the page read it (`.xml` or `.xml.gz`); sitemaps are at most 50 MB uncompressed. */
const MAX_SITEMAP_FILE_BASE64 = 24 * 1024 * 1024;

export const urls = {
  /** A page of the profile's URLs, filtered, in the order they were added. */
  list: {
    input: z.strictObject({
      ...Scope,
      search: z.string().max(2048).optional(),
      filter: UrlFilter.optional(),
      offset: z.number().int().min(0),
      limit: z.number().int().min(1).max(1000),
    }),
    output: z.strictObject({ total: z.number().int().min(0), rows: z.array(UrlRow) }),
  },
  /** Pasted or CSV values: normalised (scheme and host lower-cased, fragment dropped), de-duplicated, added. */
  add: {
    input: z.strictObject({
      ...Scope,
      urls: UrlList.min(1),
      /** The site values without a scheme and host (`/about`, `www.example.com/a`) are resolved against. */
      base: HttpUrl.optional(),
    }),
    output: ImportResult,
  },
  /** A sitemap or sitemap index, by URL or as a file, nested sitemaps and gzip followed. */
  importSitemap: {
    input: z.strictObject({
      ...Scope,
      source: z.discriminatedUnion('kind', [
        z.strictObject({ kind: z.literal('url'), url: HttpUrl }),
        z.strictObject({
          kind: z.literal('file'),
          name: z.string().min(1).max(1024),
          base64: z.string().max(MAX_SITEMAP_FILE_BASE64),
        }),
      ]),
    }),
    output: SitemapImportResult,
  },
  remove: {
    input: z.strictObject({ ...Scope, target: UrlSelection }),
    output: z.strictObject({ removed: z.number() }),
  },
  /** Fetches each page and records whether it qualifies for `intent`; events say how far it got. */
  preflight: {
    input: z.strictObject({ ...Scope, target: UrlSelection, intent: NotificationType }),
    output: z.strictObject({ checked: z.number().int(), passed: z.number().int(), failed: z.number().int() }),
    event: z.strictObject({ done: z.number().int(), total: z.number().int() }),
  },
  /**
   * Queues notifications. URLs without a passing pre-flight for `type` are held with the reason unless
   * `sendAnyway`; ones notified with `type` within the cooldown are skipped. The queue sends in batches of at
   * most 100 as the day's quota allows, and goes on by itself after the reset, across restarts.
   */
  notify: {
    input: z.strictObject({
      ...Scope,
      target: UrlSelection,
      type: NotificationType,
      sendAnyway: z.boolean(),
    }),
    output: z.strictObject({
      queued: z.number().int(),
      held: z.number().int(),
      skippedCooldown: z.number().int(),
      status: QueueStatus,
    }),
  },
  /** Takes queued and held URLs off the queue (a batch already sent is not recalled). */
  cancel: {
    input: z.strictObject({ ...Scope, target: UrlSelection }),
    output: z.strictObject({ cancelled: z.number().int() }),
  },
  queue: { input: z.strictObject(Scope), output: QueueStatus },
  /** The queue's status whenever it changes, and a tick when rows changed (a batch's answers recorded). */
  events: {
    input: z.strictObject(Scope),
    output: z.strictObject({}),
    event: z.strictObject({ status: QueueStatus, rowsChanged: z.boolean() }),
  },
  /**
   * Reads the service's metadata (last notify times) for the selected URLs, as far as the per-minute budget
   * allows; the rest are `deferred`.
   */
  refresh: {
    input: z.strictObject({ ...Scope, target: UrlSelection }),
    output: z.strictObject({
      read: z.number().int(),
      notFound: z.number().int(),
      deferred: z.number().int(),
    }),
  },
  /** The sender's Search Console properties and its permission on each. */
  sites: {
    input: z.strictObject(Scope),
    output: z.strictObject({
      identity: z.string().nullable(),
      sites: z.array(z.strictObject({ siteUrl: z.string(), permissionLevel: z.string() })),
    }),
  },
  settings: { input: z.strictObject({}), output: UrlSettings },
  setSettings: { input: UrlSettings, output: UrlSettings },
  /** Notifications a day by type and outcome, and the errors grouped with their fixes. */
  history: {
    input: z.strictObject({ ...Scope, days: z.number().int().min(1).max(365) }),
    output: z.strictObject({
      days: z.array(
        z.strictObject({
          day: z.string(),
          updated: z.number().int(),
          deleted: z.number().int(),
          failed: z.number().int(),
        }),
      ),
      errors: z.array(ErrorGroupSummary),
    }),
  },
  /** Every notification sent, with its outcome, as a file's text. */
  export: {
    input: z.strictObject({ ...Scope, format: z.enum(['csv', 'json']) }),
    output: z.strictObject({ fileName: z.string(), text: z.string() }),
  },
};
