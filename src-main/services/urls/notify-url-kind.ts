// The journal's `notify-url` operations: one URL_UPDATED or URL_DELETED notification. Check asks the service's
// metadata whether a notification of that type arrived when it was sent; it cannot be undone.
import type { NotificationType } from '../../../src-shared/contract/schemas/urls';
import { VerityError } from '../../../src-shared/contract/result';
import type { INDEXING_V3 } from '../google/generated/indexing-v3';
import type { GoogleClient } from '../google/google-client';
import { GoogleApiError } from '../google/google-error';
import type { BegunOperation, CheckFinding, OperationKind } from '../journal/operation-kinds';
import type { ServiceClock } from './service-day';

export const NOTIFY_URL = 'notify-url';

/** The two clocks may disagree by this much: the service's notify time can be a little before our send time. */
const CLOCK_SKEW_MS = 5_000;

interface Notification {
  notifyTime?: string;
}

/** The service's `UrlNotificationMetadata`, as far as the queue reads it. */
interface UrlMetadata {
  latestUpdate?: Notification;
  latestRemove?: Notification;
}

/** The notify time (ms on the service's clock) of the latest notification of `type` in `metadata`, if any. */
export function notifyTimeOf(metadata: unknown, type: NotificationType): number | null {
  const entry = (metadata as UrlMetadata | null)?.[type === 'URL_UPDATED' ? 'latestUpdate' : 'latestRemove'];
  const time = entry?.notifyTime === undefined ? Number.NaN : Date.parse(entry.notifyTime);
  return Number.isFinite(time) ? time : null;
}

/**
 * Whether the metadata shows a notification of `type` that arrived no earlier than `sentAt` (this machine's
 * clock): its notify time, or null for an older one or none.
 */
export function landedTime(
  metadata: unknown,
  type: NotificationType,
  sent: { profileId: string; at: number },
  clock: ServiceClock,
): number | null {
  const time = notifyTimeOf(metadata, type);
  return time !== null && clock.toLocal(sent.profileId, time) >= sent.at - CLOCK_SKEW_MS ? time : null;
}

export const isNotFound = (error: unknown) =>
  error instanceof GoogleApiError && error.facts.httpStatus === 404;

export function notifyUrlKind(deps: {
  indexing: GoogleClient<typeof INDEXING_V3>;
  clock: ServiceClock;
}): OperationKind {
  async function check(op: BegunOperation): Promise<CheckFinding> {
    const { type, sentAt } = op.request;
    if ((type !== 'URL_UPDATED' && type !== 'URL_DELETED') || typeof sentAt !== 'number' || !op.profileId)
      throw new VerityError(
        'CONFLICT',
        `This notification was journaled without its type, time or profile: look ${op.target} up in Search Console yourself`,
      );
    let metadata: unknown = null;
    try {
      metadata = await deps.indexing.call(op.profileId, 'urlNotifications.getMetadata', {
        params: { url: op.target },
      });
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    const landed = landedTime(metadata, type, { profileId: op.profileId, at: sentAt }, deps.clock);
    return landed === null
      ? {
          outcome: 'failed',
          response: {
            found: `The service has no ${type} for this URL since it was sent: it never arrived. Send it again if it is still wanted`,
          },
        }
      : {
          outcome: 'ok',
          response: { found: 'The service has it', notifyTime: new Date(landed).toISOString() },
        };
  }

  return {
    service: 'indexing',
    kind: NOTIFY_URL,
    check,
    notUndoable:
      'a notification cannot be recalled. Send URL_DELETED to tell the service a page is gone, or URL_UPDATED that it is back',
  };
}
