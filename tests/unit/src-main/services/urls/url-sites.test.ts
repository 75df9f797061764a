import { describe, expect, it } from 'vitest';
import type { HttpTransport } from '../../../../../src-main/services/http/fetch-transport';
import { createHttpClient } from '../../../../../src-main/services/http/http-client';
import { createInspector } from '../../../../../src-main/services/inspector/inspector';
import { createUrlSites, senderIdentity } from '../../../../../src-main/services/urls/url-sites';

describe('senderIdentity', () => {
  const robot = { email: 'robot@project.iam.gserviceaccount.com' };
  it("is the sign-in's e-mail whenever someone signed in (even one to renew), else the service account's", () => {
    expect(senderIdentity({ state: 'signed-in', email: 'ada@example.com' }, robot)).toBe('ada@example.com');
    expect(senderIdentity({ state: 'sign-in-again', email: 'ada@example.com' }, robot)).toBe(
      'ada@example.com',
    );
    expect(senderIdentity({ state: 'signed-in', email: null }, robot)).toBe('the signed-in account');
    expect(senderIdentity({ state: 'signed-out', email: null }, robot)).toBe(robot.email);
    expect(senderIdentity({ state: 'signed-out', email: null }, null)).toBeNull();
  });
});

describe('the sites list', () => {
  /** A sites client whose wire answers `body` to any request, and the requests it saw. */
  function sitesOver(indexingBase: string, body: string) {
    const seen: { url: string; authorization: string | null }[] = [];
    const transport: HttpTransport = async (request) => {
      seen.push({ url: request.url, authorization: request.headers.get('authorization') });
      return {
        status: 200,
        headers: new Headers({ 'content-type': 'application/json' }),
        body: async () => new TextEncoder().encode(body),
      };
    };
    const owned: string[] = [];
    const sites = createUrlSites({
      http: createHttpClient({ inspector: createInspector({ secrets: () => [] }), transport }),
      accessToken: async () => 'token-1',
      profiles: {
        endpoint: (_service, profileId) => ({ profileId: profileId ?? 'p', baseUrl: indexingBase }),
      },
      identity: () => 'robot@project.iam.gserviceaccount.com',
      store: {
        setOwnership: (_profileId, decide) => {
          owned.push(decide('https://www.example.com/').owned);
          return 1;
        },
      },
    });
    return { sites, seen, owned };
  }

  it("asks Search Console's own root for Google's service, with the account's token; no siteEntry is no site", async () => {
    const { sites, seen, owned } = sitesOver('https://indexing.googleapis.com', '{}');
    expect(await sites.refreshOwnership('work')).toEqual({
      identity: 'robot@project.iam.gserviceaccount.com',
      sites: [],
    });
    expect(seen).toEqual([
      { url: 'https://searchconsole.googleapis.com/webmasters/v3/sites', authorization: 'Bearer token-1' },
    ]);
    expect(owned).toEqual(['not-owner']);
  });

  it('asks another endpoint (the sandbox) at its own root, and refuses a list it cannot read', async () => {
    const { sites, seen } = sitesOver(
      'http://127.0.0.1:4100',
      JSON.stringify({ siteEntry: [{ siteUrl: 'sc-domain:example.com', permissionLevel: 'siteOwner' }] }),
    );
    expect((await sites.list('sandbox')).sites).toHaveLength(1);
    expect(seen[0]!.url).toBe('http://127.0.0.1:4100/webmasters/v3/sites');
    const bad = sitesOver('http://127.0.0.1:4100', '{"siteEntry": "none"}');
    await expect(bad.sites.list('sandbox')).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
      message: 'Search Console answered a sites list Verity cannot read',
    });
  });
});
