import { describe, expect, it } from 'vitest';
import type { StoragePermission } from '@/lib/contract';
import {
  dayOfExpiry,
  expiryBounds,
  expiryOf,
  expiryProblem,
  granteeName,
  inheritedFromLabel,
  splitGrants,
} from '@/features/storage/utils/sharing';

const grant = (changes: Partial<StoragePermission>): StoragePermission => ({
  id: 'p1',
  type: 'user',
  role: 'reader',
  emailAddress: 'grace@example.com',
  domain: null,
  displayName: null,
  expirationTime: null,
  inherited: false,
  inheritedFrom: null,
  inheritedFromName: null,
  ...changes,
});

// Noon local time, so no day boundary is near in any time zone the tests run in.
const NOW = new Date(2026, 10, 27, 12, 0, 0).getTime();

describe('sharing', () => {
  it('names each kind of grantee', () => {
    expect(granteeName(grant({ displayName: 'Grace Visitor' }))).toBe('Grace Visitor');
    expect(granteeName(grant({}))).toBe('grace@example.com');
    expect(granteeName(grant({ type: 'domain', emailAddress: null, domain: 'example.org' }))).toBe(
      'Everyone at example.org',
    );
    expect(granteeName(grant({ type: 'anyone', emailAddress: null }))).toBe('Anyone with the link');
  });

  it("keeps the file's own grants apart from inherited ones, in the service's order", () => {
    const owner = grant({ id: 'o', role: 'owner' });
    const mine = grant({ id: 'm' });
    const above = grant({ id: 'a', inherited: true, inheritedFrom: 'f1', inheritedFromName: 'Team' });
    expect(splitGrants([owner, above, mine])).toEqual({ direct: [owner, mine], inherited: [above] });
    expect(inheritedFromLabel(above)).toBe('From the folder "Team"');
    expect(inheritedFromLabel({ inheritedFrom: 'f1', inheritedFromName: null })).toBe(
      'From a folder above (f1)',
    );
  });

  it('allows expiry days from today to the day before a year ahead, each ending at the end of its day', () => {
    expect(expiryBounds(NOW)).toEqual({ min: '2026-11-27', max: '2027-11-26' });
    expect(expiryProblem('', NOW)).toBeNull();
    expect(expiryProblem('2026-11-27', NOW)).toBeNull();
    expect(expiryProblem('2026-11-26', NOW)).toMatch(/in the future/);
    expect(expiryProblem('2027-11-27', NOW)).toMatch(/at most a year ahead/);
    expect(expiryProblem('27/11/2026', NOW)).toMatch(/Pick a day/);
    const end = new Date(expiryOf('2026-12-31'));
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours()]).toEqual([2026, 11, 31, 23]);
    expect(dayOfExpiry(expiryOf('2026-12-31'))).toBe('2026-12-31');
    expect(dayOfExpiry(null)).toBe('');
  });
});
