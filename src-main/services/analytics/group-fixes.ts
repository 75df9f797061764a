// What to do about the analytics groups' refusals, by the reason the service gives; the service's own message
// stays the error's text and the fix becomes its hint.
import { VerityError } from '../../../src-shared/contract/result';
import { GoogleApiError } from '../google/google-error';

const FIXES: Readonly<Record<string, string>> = {
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

/** The error with a fix for the groups' rules as its hint, when the service's reason has one and it has none. */
export function withGroupFix(error: unknown): unknown {
  if (!(error instanceof GoogleApiError) || error.fix) return error;
  const fix = error.facts.reasons.map((reason) => FIXES[reason]).find(Boolean);
  return fix ? new VerityError(error.code, error.message, { ...error.details, hint: fix }) : error;
}
