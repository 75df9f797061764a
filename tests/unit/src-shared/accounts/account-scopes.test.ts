import { describe, expect, it } from 'vitest';
import { parseScopes } from '../../../../apps/sandbox/services/oauth/scopes';
import { ACCOUNT_SCOPES, missingScopes } from '../../../../src-shared/accounts/account-scopes';

const AUTH = 'https://www.googleapis.com/auth';
const all = ACCOUNT_SCOPES.map(({ scope }) => scope);

describe('the scopes a sign-in asks for', () => {
  it('are all known to the sandbox, which answers invalid_scope to any other', () => {
    expect(parseScopes(all.join(' '))).toEqual({ kind: 'ok', scopes: all });
  });

  it('cover what the URL, Analytics and Storage pages call', () => {
    expect(all).toEqual(
      expect.arrayContaining([
        `${AUTH}/indexing`,
        `${AUTH}/webmasters.readonly`,
        `${AUTH}/yt-analytics.readonly`,
        `${AUTH}/yt-analytics-monetary.readonly`,
        `${AUTH}/youtube`,
        `${AUTH}/drive`,
      ]),
    );
  });
});

describe('missingScopes', () => {
  it('names nothing when every scope was granted', () => {
    expect(missingScopes(all)).toEqual([]);
  });

  it('names each page and what it cannot do for every scope left out', () => {
    const granted = all.filter((scope) => scope !== `${AUTH}/drive` && scope !== `${AUTH}/youtube`);
    expect(missingScopes(granted)).toEqual([
      { page: 'Analytics', for: 'editing groups', scope: `${AUTH}/youtube` },
      { page: 'Storage', for: 'listing, uploading, sharing and deleting files', scope: `${AUTH}/drive` },
    ]);
  });

  it('the e-mail scope left out costs no page anything', () => {
    expect(missingScopes(all.filter((scope) => !scope.endsWith('userinfo.email')))).toEqual([]);
  });
});
