// The Google scopes a Verity sign-in asks for, what each lets the console do, and which page needs it.
// Main asks for exactly these (accounts.ts); Settings → Accounts shows each granted one in these words and
// names what a page cannot do without the ones the account left unticked (granular consent).
const GOOGLE_AUTH = 'https://www.googleapis.com/auth';

/** The pages that call Google-style APIs with the account's token. */
export type ScopedPage = 'URLs' | 'Analytics' | 'Storage';

export interface AccountScope {
  scope: string;
  /** What Verity can do with it, in words. */
  enables: string;
  /** The pages that need it, and for what ("publishing URL notifications"). */
  neededBy: readonly { page: ScopedPage; for: string }[];
}

export const ACCOUNT_SCOPES: readonly AccountScope[] = [
  {
    scope: `${GOOGLE_AUTH}/userinfo.email`,
    enables: 'Show which account is signed in (its e-mail address)',
    neededBy: [],
  },
  {
    scope: `${GOOGLE_AUTH}/indexing`,
    enables: 'Publish URL notifications (updated or deleted) and read what Google last received for a URL',
    neededBy: [{ page: 'URLs', for: 'publishing URL notifications and reading their metadata' }],
  },
  {
    scope: `${GOOGLE_AUTH}/webmasters.readonly`,
    enables: 'List your Search Console sites and whether you own them',
    neededBy: [{ page: 'URLs', for: 'checking that you own a site before publishing its URLs' }],
  },
  {
    scope: `${GOOGLE_AUTH}/yt-analytics.readonly`,
    enables: 'Read YouTube Analytics reports for your channel and videos',
    neededBy: [{ page: 'Analytics', for: 'reports' }],
  },
  {
    scope: `${GOOGLE_AUTH}/yt-analytics-monetary.readonly`,
    enables: 'Read the revenue and ad figures of those reports',
    neededBy: [{ page: 'Analytics', for: 'revenue and ad performance figures' }],
  },
  {
    scope: `${GOOGLE_AUTH}/youtube`,
    enables: 'Manage your YouTube account: create, rename and delete Analytics groups and their items',
    neededBy: [{ page: 'Analytics', for: 'editing groups' }],
  },
  {
    scope: `${GOOGLE_AUTH}/drive`,
    enables: 'See, upload, change, share and delete all your files in storage',
    neededBy: [{ page: 'Storage', for: 'listing, uploading, sharing and deleting files' }],
  },
];

/** What each page cannot do because the account did not grant a scope it needs, page by page. */
export function missingScopes(
  granted: readonly string[],
): { page: ScopedPage; for: string; scope: string }[] {
  return ACCOUNT_SCOPES.filter(({ scope }) => !granted.includes(scope)).flatMap(({ scope, neededBy }) =>
    neededBy.map((need) => ({ ...need, scope })),
  );
}
