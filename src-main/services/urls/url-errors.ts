// Why a URL could not be notified, grouped by what fixes it: the page's History lists each group with its fix
// and the queue stops on the ones that need a person. The fixes name what they concern: the identity that
// sends and the site, the time the quota resets, the project and its activation page.
import { VerityError } from '../../../src-shared/contract/result';
import type { ErrorGroup } from '../../../src-shared/contract/schemas/urls';
import { GoogleApiError, type GoogleErrorFacts } from '../google/google-error';

export interface GroupedError {
  group: ErrorGroup;
  /** The HTTP status the service answered; null when none came. */
  status: number | null;
  message: string;
  fix: string;
}

/** What a fix may name. */
export interface ErrorContext {
  /** The identity that sends (the sign-in's e-mail, else the service account's); null when unknown. */
  identity: string | null;
  /** The Search Console property the URL falls under, else the URL's own origin. */
  site: string | null;
  /** When the day's quota resets (this machine's clock). */
  resetsAt: number;
}

/** Groups whose refusal concerns every URL the identity sends: the queue stops on them until someone acts. */
export const NEEDS_A_PERSON: ReadonlySet<ErrorGroup> = new Set(['service-disabled', 'scope']);

const has = (facts: GoogleErrorFacts, ...reasons: string[]) =>
  reasons.some((reason) => facts.reasons.includes(reason));

/** The group a refusal of the service belongs to. */
function groupOfFacts(facts: GoogleErrorFacts): ErrorGroup {
  if (has(facts, 'SERVICE_DISABLED', 'accessNotConfigured')) return 'service-disabled';
  if (has(facts, 'ACCESS_TOKEN_SCOPE_INSUFFICIENT', 'insufficientPermissions')) return 'scope';
  if (facts.httpStatus === 401) return 'scope';
  if (facts.httpStatus === 403 && /ownership/i.test(facts.message)) return 'ownership';
  if (facts.httpStatus === 429) return 'quota';
  return 'other';
}

/** What the service said, as far as a fix needs it (a stored error keeps its status and message only). */
interface Said {
  status: number | null;
  message: string;
  helpLinks: readonly string[];
}

/** The project and activation page of a SERVICE_DISABLED answer: its Help link, else the URL its message names. */
function activation(said: Said): { project: string | null; url: string | null } {
  const url = said.helpLinks[0] ?? /https:\/\/\S+?(?=\s|$)/.exec(said.message)?.[0] ?? null;
  const project =
    /project (\d+)/.exec(said.message)?.[1] ?? (url ? /project=([\w-]+)/.exec(url)?.[1] : undefined) ?? null;
  return { project, url };
}

function fixOf(group: ErrorGroup, said: Said, context: ErrorContext): string {
  const identity = context.identity ?? 'the account that sends (Settings → Accounts)';
  const site = context.site ?? 'the site';
  switch (group) {
    case 'ownership':
      return `Add ${identity} as an Owner of ${site} in Search Console → Settings → Users and permissions (Full is not enough), then send again.`;
    case 'quota':
      return `Today's publish quota is spent. The queue resumes at ${new Date(context.resetsAt).toISOString()} (midnight Pacific time) by itself.`;
    case 'service-disabled': {
      const { project, url } = activation(said);
      return `Enable the Web Search Indexing API for project ${project ?? "of the sign-in's OAuth client"}${url ? ` at ${url}` : ' in the Google Cloud console'}, wait a few minutes, then retry.`;
    }
    case 'scope':
      return said.status === 401
        ? 'The sign-in no longer works: sign in again in Settings → Accounts (or import the service-account key again).'
        : 'Sign in again in Settings → Accounts and allow URL notifications on the consent page.';
    case 'network':
      return "The service could not be reached: check the connection and the profile's endpoint, then retry.";
    case 'preflight':
      return 'Fix the page and run the pre-flight again, or send it anyway.';
    case 'other':
      return 'Check the message, then retry.';
  }
}

/** The group, status, message and fix of an error a notification or the batch carrying it met. */
export function groupUrlError(error: unknown, context: ErrorContext): GroupedError {
  if (error instanceof GoogleApiError) {
    const { facts } = error;
    const group = groupOfFacts(facts);
    const said = { status: facts.httpStatus, message: facts.message, helpLinks: facts.helpLinks };
    const fix = group === 'other' ? (error.fix ?? fixOf(group, said, context)) : fixOf(group, said, context);
    return { group, status: facts.httpStatus, message: facts.message, fix };
  }
  const network = error instanceof VerityError && ['NETWORK', 'TIMEOUT'].includes(error.code);
  const group: ErrorGroup = network ? 'network' : 'other';
  const message = error instanceof Error ? error.message : String(error);
  return {
    group,
    status: null,
    message,
    fix: fixOf(group, { status: null, message, helpLinks: [] }, context),
  };
}

/** The fix of a stored error (its group, status and message), as History shows it. */
export function fixOfStored(
  stored: { group: ErrorGroup; status: number | null; message: string },
  context: ErrorContext,
): string {
  return fixOf(stored.group, { ...stored, helpLinks: [] }, context);
}
