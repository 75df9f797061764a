import { describe, expect, it } from 'vitest';
import { VerityError } from '../../../../../src-shared/contract/result';
import { GoogleApiError } from '../../../../../src-main/services/google/google-error';
import { fixOfStored, groupUrlError } from '../../../../../src-main/services/urls/url-errors';
import { factsOf, indexingErrors, type RecordedError } from '../../../../support/google-errors';

const REQUEST = { method: 'POST', url: 'https://indexing.googleapis.com/v3/urlNotifications:publish' };
const refusal = (recorded: RecordedError) => new GoogleApiError(REQUEST, factsOf(recorded));
const context = {
  identity: 'verity@sandbox-project.iam.gserviceaccount.com',
  site: 'https://docs.example.net/',
  resetsAt: Date.parse('2026-03-05T08:00:00Z'),
};

describe('URL errors grouped with their fix', () => {
  it('ownership names the identity and the site, and how to make it an Owner', () => {
    expect(groupUrlError(refusal(indexingErrors.error_403_not_owner!), context)).toEqual({
      group: 'ownership',
      status: 403,
      message: 'Permission denied. Failed to verify the URL ownership.',
      fix:
        'Add verity@sandbox-project.iam.gserviceaccount.com as an Owner of https://docs.example.net/ in ' +
        'Search Console → Settings → Users and permissions (Full is not enough), then send again.',
    });
  });

  it('the daily quota says when the queue resumes', () => {
    const grouped = groupUrlError(refusal(indexingErrors.error_429_publish_quota!), context);
    expect(grouped).toMatchObject({ group: 'quota', status: 429 });
    expect(grouped.fix).toContain('The queue resumes at 2026-03-05T08:00:00.000Z');
  });

  it('SERVICE_DISABLED names the project and its activation page, from the Help detail or else the message', () => {
    const fromMessage = groupUrlError(refusal(indexingErrors.error_403_api_disabled_shape!), context);
    expect(fromMessage.group).toBe('service-disabled');
    expect(fromMessage.fix).toBe(
      'Enable the Web Search Indexing API for project 123456789012 at ' +
        'https://console.developers.google.com/apis/api/indexing.googleapis.com/overview?project=123456789012, ' +
        'wait a few minutes, then retry.',
    );
    const body = structuredClone(indexingErrors.error_403_api_disabled_shape!.body) as {
      error: { message: string; details: unknown[] };
    };
    body.error.message =
      'Web Search Indexing API has not been used in this project before or it is disabled.';
    body.error.details.push({
      '@type': 'type.googleapis.com/google.rpc.Help',
      links: [
        { description: 'activation', url: 'https://console.cloud.google.com/apis/library?project=p-42' },
      ],
    });
    const fromHelp = groupUrlError(refusal({ status: 403, body }), context);
    expect(fromHelp.fix).toContain(
      'project p-42 at https://console.cloud.google.com/apis/library?project=p-42',
    );
  });

  it('a missing scope and a 401 send the person to sign in again', () => {
    const scope = {
      status: 403,
      body: {
        error: {
          code: 403,
          message: 'Request had insufficient authentication scopes.',
          status: 'PERMISSION_DENIED',
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
              reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
            },
          ],
        },
      },
    };
    expect(groupUrlError(refusal(scope), context)).toMatchObject({
      group: 'scope',
      fix: 'Sign in again in Settings → Accounts and allow URL notifications on the consent page.',
    });
    expect(groupUrlError(refusal(indexingErrors.error_401_bad_token!), context)).toMatchObject({
      group: 'scope',
      status: 401,
    });
  });

  it('a dropped connection is network; anything else is other, with the message kept', () => {
    expect(groupUrlError(new VerityError('NETWORK', 'ECONNRESET'), context)).toMatchObject({
      group: 'network',
      status: null,
      message: 'ECONNRESET',
    });
    expect(groupUrlError(refusal(indexingErrors.error_404_metadata_unknown_url!), context)).toMatchObject({
      group: 'other',
      status: 404,
      message: 'Requested entity was not found.',
    });
  });

  it('a stored error gets the same fix from its group, status and message', () => {
    const { message } = (indexingErrors.error_403_api_disabled_shape!.body as { error: { message: string } })
      .error;
    expect(fixOfStored({ group: 'service-disabled', status: 403, message }, context)).toBe(
      groupUrlError(refusal(indexingErrors.error_403_api_disabled_shape!), context).fix,
    );
  });
});
