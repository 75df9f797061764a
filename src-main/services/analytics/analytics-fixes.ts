// What to do about the analytics service's refusals. The service's own message stays the error's text and the
// fix becomes its hint: for the groups' rules by the reason it gives, for a report's bare 403 "Forbidden" by
// what the query asked (revenue needs the monetary scope; otherwise the channel is not the account's).
import { REVENUE_METRICS } from '../../../src-shared/analytics/report-catalog';
import { VerityError } from '../../../src-shared/contract/result';
import { GoogleApiError } from '../google/google-error';

const GROUP_FIXES: Readonly<Record<string, string>> = {
  invalidValue:
    "A group holds one item type, chosen when it is made: add items of the group's type, or make another group for these.",
  groupItemLimitExceeded:
    'A group holds at most 500 items: remove some first, or put the rest in a second group.',
  duplicate: 'The item is already in the group: there is nothing to add.',
  groupNotFound: 'The group no longer exists (it may have been deleted elsewhere): reload the groups.',
  groupItemNotFound:
    'The item is no longer in the group (it may have been removed elsewhere): reload its items.',
  forbidden:
    'Only the account that made a group can see or change it: sign this profile in as that account in Settings → Accounts.',
};

const REPORT_FIXES = {
  revenue:
    'Revenue and ad figures need the yt-analytics-monetary.readonly scope: sign in again in Settings → Accounts and leave "Read the revenue and ad figures" ticked, or leave the revenue metrics out.',
  channel:
    "Reports cover only the signed-in account's own channel: use channel==MINE, or sign this profile in as the channel's owner in Settings → Accounts (a service account owns no channel).",
} as const;

function withHint(error: unknown, fix: (error: GoogleApiError) => string | undefined): unknown {
  if (!(error instanceof GoogleApiError) || error.fix) return error;
  const hint = fix(error);
  return hint ? new VerityError(error.code, error.message, { ...error.details, hint }) : error;
}

/** The error with a fix for the groups' rules as its hint, when the service's reason has one and it has none. */
export function withGroupFix(error: unknown): unknown {
  return withHint(error, (e) => e.facts.reasons.map((reason) => GROUP_FIXES[reason]).find(Boolean));
}

/** A report's 403 with what to do about it, judged by the metrics the query asked for. */
export function withReportFix(error: unknown, metrics: readonly string[]): unknown {
  return withHint(error, (e) => {
    if (e.facts.httpStatus !== 403) return undefined;
    return metrics.some((metric) => REVENUE_METRICS.includes(metric))
      ? REPORT_FIXES.revenue
      : REPORT_FIXES.channel;
  });
}
