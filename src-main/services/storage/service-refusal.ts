// A storage call the service refused, said as what it refused, the service's own reason, and what to do
// next (the first advice that fits). Failures that leave the outcome open (network, 5xx) and sign-in or rate
// problems pass through unchanged, so the journal keeps them as "outcome unknown" and the shared hints apply.
import { VerityError } from '../../../src-shared/contract/result';
import { GoogleApiError } from '../google/google-error';

export interface Advice {
  when: (reasons: readonly string[], message: string) => boolean;
  advice: string;
}

/** A function turning the refusal of `doing` into a VerityError with advice; other errors unchanged. */
export function refusalWith(advices: readonly Advice[], fallback: string) {
  return (error: unknown, doing: string): unknown => {
    if (!(error instanceof GoogleApiError)) return error;
    const { httpStatus, message, reasons } = error.facts;
    if (httpStatus < 400 || httpStatus >= 500 || httpStatus === 401 || httpStatus === 429) return error;
    const advice = advices.find((entry) => entry.when(reasons, message))?.advice ?? fallback;
    return new VerityError(
      httpStatus === 404 ? 'NOT_FOUND' : 'UPSTREAM',
      `The storage service refused to ${doing} (HTTP ${httpStatus}: ${message}). ${advice}.`,
      { status: httpStatus, reason: reasons[0] ?? null, reasons: [...reasons] },
    );
  };
}
