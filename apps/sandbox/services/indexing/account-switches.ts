// Two refusals the control API switches on per account (by e-mail: a demo account's or the service
// account's), so the console's handling of them can be tried: the API not enabled in the caller's project
// (403 SERVICE_DISABLED, fixtures/google/indexing-examples.json error_403_api_disabled_shape) and a token
// granted without the method's scope (the 403 the bearer check gives, as if the scope had been unticked).
import { insufficientScope, type ScopeRequirement } from '../oauth/bearer-check';
import type { Grant } from '../oauth/oauth-state';
import { PROJECT_NUMBER } from './indexing-quota';

export interface AccountSwitches {
  /** E-mails whose calls answer SERVICE_DISABLED. */
  serviceDisabledFor: string[];
  /** E-mails whose tokens are treated as lacking the method's scope. */
  scopeMissingFor: string[];
}

export interface Refusal {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const ACTIVATION_URL = `https://console.developers.google.com/apis/api/indexing.googleapis.com/overview?project=${PROJECT_NUMBER}`;

function serviceDisabled(): Refusal {
  const error = {
    code: 403,
    message: `Web Search Indexing API has not been used in project ${PROJECT_NUMBER} before or it is disabled. Enable it by visiting ${ACTIVATION_URL} then retry.`,
    status: 'PERMISSION_DENIED',
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'SERVICE_DISABLED',
        domain: 'googleapis.com',
        metadata: { service: 'indexing.googleapis.com', consumer: `projects/${PROJECT_NUMBER}` },
      },
      {
        '@type': 'type.googleapis.com/google.rpc.Help',
        links: [{ description: 'Google developers console API activation', url: ACTIVATION_URL }],
      },
    ],
  };
  return { status: 403, body: { error } };
}

/** The refusal switched on for the holder of `grant`, if any. */
export function accountRefusal(
  switches: AccountSwitches,
  grant: Grant,
  requirement: ScopeRequirement,
): Refusal | undefined {
  const email = grant.account?.email ?? grant.serviceAccountEmail ?? '';
  if (switches.serviceDisabledFor.includes(email)) return serviceDisabled();
  if (switches.scopeMissingFor.includes(email)) return { status: 403, ...insufficientScope(requirement) };
  return undefined;
}
