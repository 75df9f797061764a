import { describe, expect, it } from 'vitest';
import type { Preflight } from '../../../../../src-shared/contract/schemas/urls';
import {
  daysToFinish,
  heldReason,
  intake,
  quotaLeft,
} from '../../../../../src-main/services/urls/quota-plan';

const DAY = 86_400_000;
const NOW = Date.parse('2026-03-04T12:00:00Z');

const preflight = (
  intent: Preflight['intent'],
  verdict: Preflight['verdict'],
  reason: string | null = null,
) =>
  JSON.stringify({
    intent,
    verdict,
    reason,
    status: verdict === 'pass' ? 200 : 404,
    finalUrl: null,
    redirects: 0,
    noindex: false,
    canonical: null,
    checkedAt: NOW,
  } satisfies Preflight);

const candidate = (url: string, fields: Partial<Parameters<typeof intake>[0][number]> = {}) => ({
  url,
  lastUpdatedAt: null,
  lastDeletedAt: null,
  preflight: preflight('URL_UPDATED', 'pass'),
  queueState: null,
  ...fields,
});

describe('the quota planner', () => {
  it("leaves today's quota less what was used, and nothing once the service refused one for the quota", () => {
    expect(quotaLeft({ used: 150, quota: 200, refusedForQuota: false })).toBe(50);
    expect(quotaLeft({ used: 230, quota: 200, refusedForQuota: false })).toBe(0);
    expect(quotaLeft({ used: 2, quota: 200, refusedForQuota: true })).toBe(0);
  });

  it('counts the days a queue takes, today included', () => {
    expect(daysToFinish(0, 200, 200)).toBe(0);
    expect(daysToFinish(250, 200, 200)).toBe(2);
    expect(daysToFinish(200, 200, 200)).toBe(1);
    expect(daysToFinish(50, 0, 200)).toBe(2);
    expect(daysToFinish(1000, 100, 200)).toBe(6);
  });

  it('holds a URL without a passing pre-flight for the type, with the reason', () => {
    expect(heldReason(preflight('URL_UPDATED', 'pass'), 'URL_UPDATED')).toBeNull();
    expect(heldReason(null, 'URL_UPDATED')).toMatch(/^Not pre-flighted/);
    expect(heldReason(preflight('URL_DELETED', 'pass'), 'URL_UPDATED')).toMatch(
      /^Pre-flighted for URL_DELETED, not URL_UPDATED/,
    );
    expect(heldReason(preflight('URL_UPDATED', 'fail', 'The page answered 404'), 'URL_UPDATED')).toBe(
      'The page answered 404',
    );
  });

  it('queues, holds or skips (cooldown of the same type only) each URL of a send; one being sent is left alone', () => {
    const sorted = intake(
      [
        candidate('https://example.com/ok'),
        candidate('https://example.com/recent', { lastUpdatedAt: NOW - 13 * DAY }),
        candidate('https://example.com/old', { lastUpdatedAt: NOW - 15 * DAY }),
        candidate('https://example.com/deleted-recently', { lastDeletedAt: NOW - DAY }),
        candidate('https://example.com/404', { preflight: preflight('URL_UPDATED', 'fail', '404') }),
        candidate('https://example.com/in-flight', { queueState: 'sending' }),
      ],
      { type: 'URL_UPDATED', sendAnyway: false, cooldownDays: 14, now: NOW },
    );
    expect(sorted).toEqual({
      entries: [
        { url: 'https://example.com/ok', state: 'queued', reason: null },
        { url: 'https://example.com/old', state: 'queued', reason: null },
        { url: 'https://example.com/deleted-recently', state: 'queued', reason: null },
        { url: 'https://example.com/404', state: 'held', reason: '404' },
      ],
      queued: 3,
      held: 1,
      skippedCooldown: 1,
    });
    const anyway = intake([candidate('https://example.com/404', { preflight: null })], {
      type: 'URL_UPDATED',
      sendAnyway: true,
      cooldownDays: 0,
      now: NOW,
    });
    expect(anyway.queued).toBe(1);
  });
});
