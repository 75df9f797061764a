import { describe, expect, it } from 'vitest';
import { sendPlan } from '@/features/urls/utils/send-plan';
import { queueStatus } from '../../../../../support/renderer/url-fixtures';

const status = queueStatus;

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
