import type { QueueStatus } from '@/lib/contract';

export interface SendPlan {
  /** How many of the URLs today's remaining quota covers, after the URLs already queued ahead of them. */
  today: number;
  /** How many wait for a later service day. */
  waiting: number;
  /** Service days (today included) until the last of them is sent; 0 when there is nothing to send. */
  days: number;
}

/**
 * What a send of `count` URLs does at the quota: the queue sends in order, so the URLs already queued go
 * first; each URL is one publish request counted against the service's day (batch parts count one each).
 */
export function sendPlan(count: number, status: QueueStatus): SendPlan {
  if (count <= 0) return { today: 0, waiting: 0, days: 0 };
  const leftToday = Math.max(0, status.dailyQuota - status.usedToday);
  const ahead = status.queued;
  const today = Math.min(count, Math.max(0, leftToday - ahead));
  const waiting = count - today;
  const beyondToday = Math.max(0, ahead + count - leftToday);
  const days = 1 + Math.ceil(beyondToday / status.dailyQuota);
  return { today, waiting, days };
}
