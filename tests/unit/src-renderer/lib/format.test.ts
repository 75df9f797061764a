import { describe, expect, it } from 'vitest';
import { NO_FAULTS } from '../../../../src-shared/contract/schemas/sandbox';
import { mergeExchanges } from '@/features/activity/utils/merge-exchanges';
import { draftFromSettings, hasFaults, settingsFromDraft } from '@/features/settings/utils/fault-draft';
import { validateProfileDraft } from '@/features/settings/utils/profile-validation';
import { describeError } from '@/lib/errors';
import { formatBytes, formatDuration, formatUint64 } from '@/lib/format';
import { VerityError } from '@/lib/contract';
import { exchange } from '../../../support/renderer/fixtures';

describe('formatUint64', () => {
  it('groups digits exactly past 2^53 and 2^63', () => {
    expect(formatUint64('0')).toBe('0');
    expect(formatUint64('999')).toBe('999');
    expect(formatUint64('1000')).toBe('1,000');
    expect(formatUint64('9007199254740993')).toBe('9,007,199,254,740,993');
    expect(formatUint64('18446744073709551615')).toBe('18,446,744,073,709,551,615');
    expect(formatUint64('not a number')).toBe('not a number');
  });

  it('formats sizes and durations', () => {
    expect(formatBytes(null)).toBe('—');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatDuration(12.4)).toBe('12 ms');
    expect(formatDuration(1500)).toBe('1.50 s');
  });
});

describe('mergeExchanges', () => {
  it('adds new exchanges newest first and replaces ones seen again', () => {
    const data = {
      exchanges: [exchange({ id: 'b', startedAt: 2 }), exchange({ id: 'a', startedAt: 1 })],
      total: 2,
    };
    const merged = mergeExchanges(data, [
      exchange({ id: 'c', startedAt: 3 }),
      exchange({ id: 'a', startedAt: 1, status: 500 }),
    ]);
    expect(merged.exchanges.map((e) => e.id)).toEqual(['c', 'b', 'a']);
    expect(merged.exchanges[2]?.status).toBe(500);
    expect(merged.total).toBe(3);
  });
});

describe('fault drafts', () => {
  it('round-trips settings through percent fields', () => {
    const settings = { ...NO_FAULTS, errorRate: 0.125, retryAfterSeconds: 5, remaining: 3 };
    const result = settingsFromDraft(draftFromSettings(settings));
    expect(result).toEqual({ ok: true, settings });
    expect(hasFaults(settings)).toBe(true);
    expect(hasFaults(NO_FAULTS)).toBe(false);
  });

  it('reports out-of-range fields by form field', () => {
    const result = settingsFromDraft({
      ...draftFromSettings(NO_FAULTS),
      errorRatePct: 150,
      errorStatus: 200,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.errorRatePct).toBe('Between 0 and 100 %');
      expect(result.errors.errorStatus).toBeTruthy();
    }
  });
});

describe('validateProfileDraft', () => {
  it('reports each invalid field and accepts a valid draft', () => {
    const endpoints = {
      tlog: 'https://rekor.example',
      genai: 'https://genai.example',
      indexing: 'https://indexing.example',
      analytics: 'https://analytics.example',
      storage: 'https://storage.example',
    };
    expect(validateProfileDraft({ name: 'Prod', endpoints })).toEqual({});
    const errors = validateProfileDraft({
      name: ' ',
      endpoints: { ...endpoints, genai: 'https://u:p@x.example' },
    });
    expect(Object.keys(errors).sort()).toEqual(['endpoints.genai', 'name']);
  });
});

describe('describeError', () => {
  it('pairs the message with a next step', () => {
    const described = describeError(new VerityError('NETWORK', 'Lost connection to Verity'));
    expect(described.message).toBe('Lost connection to Verity');
    expect(described.hint).toMatch(/Settings/);
    expect(describeError(new Error('x')).code).toBe('UNKNOWN');
  });
});
