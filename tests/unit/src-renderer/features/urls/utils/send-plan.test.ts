import { describe, expect, it } from 'vitest';
import type { QueueStatus } from '@/lib/contract';
import { sendPlan } from '@/features/urls/utils/send-plan';

const status = (change: Partial<QueueStatus>): QueueStatus => ({
  state: 'idle',
  queued: 0,
  held: 0,
  usedToday: 0,
  dailyQuota: 200,
  serviceDay: '2026-11-27',
  resetsAt: 0,
  resumesAt: null,
  metadataUsedThisMinute: 0,
  metadataPerMinute: 180,
  daysToFinish: 0,
  problem: null,
  ...change,
});

describe('sendPlan', () => {
  it('sends what fits in a fresh day at once', () => {
    expect(sendPlan(120, status({}))).toEqual({ today: 120, waiting: 0, days: 1 });
    expect(sendPlan(200, status({}))).toEqual({ today: 200, waiting: 0, days: 1 });
  });

  it('250 URLs at the default quota: 200 today, 50 wait a day', () => {
    expect(sendPlan(250, status({}))).toEqual({ today: 200, waiting: 50, days: 2 });
  });

  it('counts what was used today and what is queued ahead', () => {
    expect(sendPlan(100, status({ usedToday: 150 }))).toEqual({ today: 50, waiting: 50, days: 2 });
    expect(sendPlan(100, status({ usedToday: 50, queued: 120 }))).toEqual({
      today: 30,
      waiting: 70,
      days: 2,
    });
  });

  it('a spent quota sends nothing today, and a long list takes several days', () => {
    expect(sendPlan(10, status({ usedToday: 200 }))).toEqual({ today: 0, waiting: 10, days: 2 });
    expect(sendPlan(1000, status({ usedToday: 200 }))).toEqual({ today: 0, waiting: 1000, days: 6 });
    expect(sendPlan(1001, status({}))).toEqual({ today: 200, waiting: 801, days: 6 });
  });

  it('a raised quota and nothing to send', () => {
    expect(sendPlan(10_000, status({ dailyQuota: 10_000 }))).toEqual({ today: 10_000, waiting: 0, days: 1 });
    expect(sendPlan(0, status({}))).toEqual({ today: 0, waiting: 0, days: 0 });
  });
});
