// The quota planner's arithmetic: what today's quota leaves, how many days the queue takes, and which URLs a
// send queues, holds (no passing pre-flight for the type) or skips (notified with the type within the cooldown).
import type { NotificationType, Preflight } from '../../../src-shared/contract/schemas/urls';
import type { SendCandidate } from './queue-store';

const DAY_MS = 86_400_000;

/**
 * Publish requests today still allows: none once the service has refused one for the quota today (another
 * client of the project may have spent it), else the quota less what was used.
 */
export function quotaLeft(day: { used: number; quota: number; refusedForQuota: boolean }): number {
  return day.refusedForQuota ? 0 : Math.max(0, day.quota - day.used);
}

/** Days, today included, that `queued` URLs take when today leaves `left` and each later day `quota`. */
export function daysToFinish(queued: number, left: number, quota: number): number {
  if (queued === 0) return 0;
  if (queued <= left) return 1;
  return 1 + Math.ceil((queued - left) / quota);
}

/** Why a URL is held rather than queued for `type`, or null when its pre-flight for `type` passed. */
export function heldReason(preflightJson: string | null, type: NotificationType): string | null {
  if (preflightJson === null) return `Not pre-flighted: run the pre-flight for ${type}, or send it anyway`;
  const preflight = JSON.parse(preflightJson) as Preflight;
  if (preflight.intent !== type)
    return `Pre-flighted for ${preflight.intent}, not ${type}: run the pre-flight for ${type}, or send it anyway`;
  if (preflight.verdict === 'pass') return null;
  return preflight.reason ?? `Failed its pre-flight for ${type}`;
}

export interface Intake {
  entries: Array<{ url: string; state: 'queued' | 'held'; reason: string | null }>;
  queued: number;
  held: number;
  skippedCooldown: number;
}

/** Sorts a send's URLs; ones already in a batch being sent are left as they are. */
export function intake(
  candidates: readonly SendCandidate[],
  send: { type: NotificationType; sendAnyway: boolean; cooldownDays: number; now: number },
): Intake {
  const since = send.now - send.cooldownDays * DAY_MS;
  const result: Intake = { entries: [], queued: 0, held: 0, skippedCooldown: 0 };
  for (const candidate of candidates) {
    if (candidate.queueState === 'sending') continue;
    const last = send.type === 'URL_UPDATED' ? candidate.lastUpdatedAt : candidate.lastDeletedAt;
    if (send.cooldownDays > 0 && last !== null && last >= since) {
      result.skippedCooldown += 1;
      continue;
    }
    const reason = send.sendAnyway ? null : heldReason(candidate.preflight, send.type);
    result.entries.push({ url: candidate.url, state: reason === null ? 'queued' : 'held', reason });
    if (reason === null) result.queued += 1;
    else result.held += 1;
  }
  return result;
}
