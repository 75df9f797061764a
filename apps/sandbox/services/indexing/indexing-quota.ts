// The Indexing API's quotas as the real project defaults (developers.google.com/search/apis/indexing-api/v3/
// quota-pricing): 200 publish requests a day, counted per URL (each batch part is one), the day ending at
// midnight Pacific time; 180 metadata reads a minute. The sandbox's clock can be moved (an offset) so tests
// and demos can cross midnight without waiting.
import type { AccountSwitches } from './account-switches';
import type { NotificationStore } from './notification-store';

export interface IndexingSettings extends AccountSwitches {
  publishRequestsPerDay: number;
  metadataRequestsPerMinute: number;
  /** Added to the machine's clock for everything this service dates or counts. */
  clockOffsetMs: number;
  /**
   * "full" answers a publish with its latestUpdate/latestRemove (the documented answer); "minimal" with
   * `{urlNotificationMetadata: {url}}` only and keeps no metadata, as the real service has done since 2024
   * for projects not approved for JobPosting pages (googleapis/google-api-nodejs-client#3560).
   */
  publishAnswer: 'full' | 'minimal';
}

const DEFAULT_INDEXING_SETTINGS: IndexingSettings = {
  publishRequestsPerDay: 200,
  metadataRequestsPerMinute: 180,
  clockOffsetMs: 0,
  publishAnswer: 'full',
  serviceDisabledFor: [],
  scopeMissingFor: [],
};

/** The sandbox project's number, named in quota and SERVICE_DISABLED errors as the real ones name theirs. */
export const PROJECT_NUMBER = '424242424242';

const PACIFIC_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The date in California (YYYY-MM-DD) at `ms`: the publish quota's day, daylight saving included. */
export function pacificDay(ms: number): string {
  return PACIFIC_DAY.format(new Date(ms));
}

/** The first instant (ms) after `ms` that falls on another Pacific day: when the publish count resets. */
export function nextPacificMidnight(ms: number): number {
  const today = pacificDay(ms);
  // Step an hour at a time to the first hour on the next day, then halve the last hour down to the ms.
  let low = ms;
  let high = ms + 3_600_000;
  while (pacificDay(high) === today) {
    low = high;
    high += 3_600_000;
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (pacificDay(middle) === today) low = middle;
    else high = middle;
  }
  return high;
}

export type QuotaKind = 'publish' | 'metadata';

export class IndexingQuota {
  settings: IndexingSettings = { ...DEFAULT_INDEXING_SETTINGS };
  private metadataMinute = -1;
  private metadataReads = 0;

  constructor(private readonly store: NotificationStore) {}

  now(): number {
    return Date.now() + this.settings.clockOffsetMs;
  }

  /** Counts one publish against today's quota; false (nothing counted) when the day's quota is spent. */
  takePublish(): boolean {
    this.rollDay();
    if (this.store.publishedToday >= this.settings.publishRequestsPerDay) return false;
    this.store.publishedToday += 1;
    return true;
  }

  /** Counts one metadata read against this minute's quota; false when the minute's quota is spent. */
  takeMetadataRead(): boolean {
    const minute = Math.floor(this.now() / 60_000);
    if (minute !== this.metadataMinute) {
      this.metadataMinute = minute;
      this.metadataReads = 0;
    }
    if (this.metadataReads >= this.settings.metadataRequestsPerMinute) return false;
    this.metadataReads += 1;
    return true;
  }

  /** What the control API shows: the settings, today's count and when it resets. */
  view() {
    this.rollDay();
    const now = this.now();
    return {
      ...this.settings,
      now: new Date(now).toISOString(),
      publishDay: this.store.publishDay,
      publishedToday: this.store.publishedToday,
      publishResetsAt: new Date(nextPacificMidnight(now)).toISOString(),
    };
  }

  /** Changes some settings and, when given, today's publish count (after the day's roll-over). */
  update(settings: Partial<IndexingSettings>, publishedToday?: number): void {
    this.settings = { ...this.settings, ...settings };
    this.rollDay();
    if (publishedToday !== undefined) this.store.publishedToday = publishedToday;
  }

  /** The defaults back; the minute's metadata reads forgotten, today's publish count kept (the project's). */
  reset(): void {
    this.settings = { ...DEFAULT_INDEXING_SETTINGS };
    this.metadataMinute = -1;
  }

  /** Settles once today's count is on disk. */
  saved(): Promise<void> {
    return this.store.save();
  }

  private rollDay(): void {
    const today = pacificDay(this.now());
    if (this.store.publishDay === today) return;
    this.store.publishDay = today;
    this.store.publishedToday = 0;
  }
}

const QUOTA_NAMES: Record<QuotaKind, { metric: string; limit: string; id: string; limitName: string }> = {
  publish: {
    metric: 'Publish requests',
    limit: 'Publish requests per day',
    id: 'indexing.googleapis.com/v3_publish_requests',
    limitName: 'DefaultPublishRequestsPerDayPerProject',
  },
  metadata: {
    metric: 'Metadata requests',
    limit: 'Metadata requests per minute',
    id: 'indexing.googleapis.com/v3_metadata_requests',
    limitName: 'DefaultMetadataRequestsPerMinutePerProject',
  },
};

/** The 429 RESOURCE_EXHAUSTED body, in the shape of fixtures/google/indexing-examples.json error_429_publish_quota. */
export function quotaExceededBody(kind: QuotaKind) {
  const names = QUOTA_NAMES[kind];
  const message = `Quota exceeded for quota metric '${names.metric}' and limit '${names.limit}' of service 'indexing.googleapis.com' for consumer 'project_number:${PROJECT_NUMBER}'.`;
  return {
    error: {
      code: 429,
      message,
      errors: [{ message, domain: 'global', reason: 'rateLimitExceeded' }],
      status: 'RESOURCE_EXHAUSTED',
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'RATE_LIMIT_EXCEEDED',
          domain: 'googleapis.com',
          metadata: {
            quota_limit: names.limitName,
            consumer: `projects/${PROJECT_NUMBER}`,
            quota_metric: names.id,
            service: 'indexing.googleapis.com',
          },
        },
      ],
    },
  };
}
