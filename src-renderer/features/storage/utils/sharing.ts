// What the sharing dialog shows of a file's grants: who each is for, the role in words, direct grants apart
// from those inherited from a folder above, and the expiry a date picks (the service refuses one in the
// past or more than a year ahead).
import type { StoragePermission } from '@/lib/contract';

export const ROLE_LABELS: Record<StoragePermission['role'], string> = {
  owner: 'Owner',
  organizer: 'Manager',
  fileOrganizer: 'Content manager',
  writer: 'Editor',
  commenter: 'Commenter',
  reader: 'Viewer',
};

/** The roles a grant can be given here, for a role picker. */
export const ROLE_OPTIONS = (['writer', 'commenter', 'reader'] as const).map((value) => ({
  value,
  label: ROLE_LABELS[value],
}));
export type ShareRole = (typeof ROLE_OPTIONS)[number]['value'];

/** Who a grant is for, as people read it. */
export function granteeName(
  grant: Pick<StoragePermission, 'type' | 'emailAddress' | 'domain' | 'displayName'>,
) {
  if (grant.type === 'anyone') return 'Anyone with the link';
  if (grant.type === 'domain') return `Everyone at ${grant.domain ?? 'the domain'}`;
  return grant.displayName ?? grant.emailAddress ?? (grant.type === 'group' ? 'A group' : 'Someone');
}

/** The file's own grants (owner first, as the service lists them) and those it inherits, apart. */
export function splitGrants(permissions: readonly StoragePermission[]) {
  return {
    direct: permissions.filter((grant) => !grant.inherited),
    inherited: permissions.filter((grant) => grant.inherited),
  };
}

/** Where an inherited grant comes from, named when the folder can be read. */
export function inheritedFromLabel(grant: Pick<StoragePermission, 'inheritedFrom' | 'inheritedFromName'>) {
  if (grant.inheritedFromName) return `From the folder "${grant.inheritedFromName}"`;
  return grant.inheritedFrom ? `From a folder above (${grant.inheritedFrom})` : 'From a folder above';
}

const DAY = 24 * 60 * 60 * 1000;

/** A local calendar day as YYYY-MM-DD, as a date input takes it. */
function dayOf(epochMs: number): string {
  const date = new Date(epochMs);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The days an expiry may be: from today to the day before a year from now (an expiry is the end of its day,
 * so the last day a year ahead could already be past the service's limit).
 */
export function expiryBounds(now: number): { min: string; max: string } {
  return { min: dayOf(now), max: dayOf(now + 364 * DAY) };
}

/** The expiry a picked day means: the end of that day, local time, as RFC 3339. */
export function expiryOf(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 23, 59, 59).toISOString();
}

/** The day an expiry falls on, for the date input; '' for none. */
export function dayOfExpiry(expirationTime: string | null): string {
  return expirationTime ? dayOf(Date.parse(expirationTime)) : '';
}

/** Why a picked expiry day would be refused, or null when it is fine ('' is no expiry). */
export function expiryProblem(day: string, now: number): string | null {
  if (day === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return 'Pick a day';
  const { min, max } = expiryBounds(now);
  if (day < min) return 'The expiry must be in the future';
  if (day > max) return 'The expiry can be at most a year ahead';
  return null;
}
