import type { ErrorGroup, NotificationType, QueueStatus, UrlFilter } from '@/lib/contract';

export const QUEUE_STATE_LABELS: Record<NonNullable<UrlFilter['queue']>, string> = {
  none: 'Not queued',
  held: 'Held',
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export const ERROR_GROUP_LABELS: Record<ErrorGroup, string> = {
  ownership: 'Ownership (403)',
  quota: 'Daily quota (429)',
  'service-disabled': 'API not enabled',
  scope: 'Missing scope',
  preflight: 'Failed pre-flight',
  network: 'Network',
  other: 'Other refusals',
};

export const OWNERSHIP_LABELS = { owner: 'Owned', 'not-owner': 'Not owned', unknown: 'Not checked' } as const;

export const PREFLIGHT_LABELS = { pass: 'Passed', fail: 'Failed', none: 'Not checked' } as const;

/** What a notification asks of the service, in the page's words. */
export const INTENT_LABELS: Record<NotificationType, string> = {
  URL_UPDATED: 'update',
  URL_DELETED: 'removal',
};

export const QUEUE_RUN_LABELS: Record<QueueStatus['state'], string> = {
  idle: 'Idle',
  sending: 'Sending',
  'waiting-quota': 'Waiting for the quota',
  stopped: 'Stopped',
};
