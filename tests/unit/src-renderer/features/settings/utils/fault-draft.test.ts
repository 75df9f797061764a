import { describe, expect, it } from 'vitest';
import { NO_FAULTS } from '../../../../../../src-shared/contract/schemas/sandbox';
import { draftFromSettings, hasFaults, settingsFromDraft } from '@/features/settings/utils/fault-draft';

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
