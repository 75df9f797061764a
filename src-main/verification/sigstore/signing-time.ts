// The times at which the signature is known to have existed. As in the Sigstore client spec (and
// sigstore/sigstore-js:packages/verify/src/verifier.ts), only verified sources count: integrated times
// the log vouched for (checked by the transparency-log part and passed in), and RFC 3161 time-stamps
// verified here. Rekor v2 entries have no integrated time, so time-stamps are their only source.
import { FUTURE_TOLERANCE_MS } from './timestamp-verify';
import { formatTime } from './text';

export interface SigningTime {
  time: Date;
  /** Where the time comes from, for the check details. */
  source: string;
}

export interface SigningTimes {
  times: SigningTime[];
  /** Given times that cannot be used (invalid, or in the future). */
  problems: string[];
}

export function collectSigningTimes(
  integratedTimes: Date[] | undefined,
  timestampTimes: { index: number; time: Date }[],
  now: Date,
): SigningTimes {
  const times: SigningTime[] = [];
  const problems: string[] = [];
  for (const [index, time] of (integratedTimes ?? []).entries()) {
    const label = `integrated time ${index + 1}`;
    if (!(time instanceof Date) || Number.isNaN(time.getTime())) {
      problems.push(`${label} is not a valid date`);
    } else if (time.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) {
      problems.push(`${label} ${formatTime(time)} is in the future (now ${formatTime(now)})`);
    } else {
      times.push({ time, source: 'integrated time from the transparency log' });
    }
  }
  for (const { index, time } of timestampTimes) {
    times.push({ time, source: `RFC 3161 time-stamp ${index + 1}` });
  }
  return { times, problems };
}

export function describeTimes(times: SigningTime[]): string {
  return times.map(({ time, source }) => `${formatTime(time)} (${source})`).join(', ');
}
