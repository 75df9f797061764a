// The URL notification service through @googleapis/indexing: publish and metadata, the real 400/403/404
// bodies, ownership per identity (the service account, Ada, Grace), sites.list, the minimal publish answer,
// and notifications kept across a restart.
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../../apps/sandbox/server';
import {
  indexingClient,
  indexingFixtures,
  indexingSandboxPerFile,
  recorded,
  serviceAccountAccess,
  setIndexingSettings,
  userAccess,
  WEBMASTERS_READONLY,
  withSandboxProject,
} from './indexing-harness';
import {
  INDEXING,
  NOBODY,
  oauthFailure,
  OWNER,
  readCredentialFiles,
  serviceAccountToken,
} from './oauth-harness';
import { getJson, rawRequest, startTestSandbox } from './sandbox-harness';

const { oauth, token: serviceAccount } = indexingSandboxPerFile();

const NOTIFY_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z$/;

describe('publish and getMetadata', () => {
  it('publishes URL_UPDATED and URL_DELETED and reads both back as the documented answers', async () => {
    const client = indexingClient(oauth().sandbox, serviceAccount());
    const url = 'https://example.com/jobs/42';
    const updated = await client.urlNotifications.publish({ requestBody: { url, type: 'URL_UPDATED' } });
    expect(updated.status).toBe(200);
    const documented = indexingFixtures.publish_response_documented!.body as {
      urlNotificationMetadata: { latestUpdate: unknown };
    };
    expect(Object.keys(updated.data)).toEqual(Object.keys(documented));
    expect(updated.data.urlNotificationMetadata).toEqual({
      url,
      latestUpdate: { url, type: 'URL_UPDATED', notifyTime: expect.stringMatching(NOTIFY_TIME) },
    });
    const removed = await client.urlNotifications.publish({ requestBody: { url, type: 'URL_DELETED' } });
    expect(removed.data.urlNotificationMetadata?.latestRemove?.type).toBe('URL_DELETED');
    expect(removed.data.urlNotificationMetadata?.latestUpdate).toBeUndefined();

    const metadata = await client.urlNotifications.getMetadata({ url });
    expect(metadata.data).toEqual({
      url,
      latestUpdate: updated.data.urlNotificationMetadata!.latestUpdate,
      latestRemove: removed.data.urlNotificationMetadata!.latestRemove,
    });
  });

  it('answers metadata for a URL never notified with the real 404', async () => {
    const client = indexingClient(oauth().sandbox, serviceAccount());
    const failure = await oauthFailure(
      client.urlNotifications.getMetadata({ url: 'https://example.com/never-sent' }),
    );
    expect(failure).toEqual(recorded('error_404_metadata_unknown_url'));
  });

  it('refuses a bad type, an unknown field and a missing URL with 400 INVALID_ARGUMENT, counting nothing', async () => {
    const client = indexingClient(oauth().sandbox, serviceAccount());
    const badType = await oauthFailure(
      client.urlNotifications.publish({ requestBody: { url: 'https://example.com/a', type: 'URL_REMOVED' } }),
    );
    expect(badType.status).toBe(400);
    expect(badType.data).toMatchObject({
      error: {
        code: 400,
        status: 'INVALID_ARGUMENT',
        message:
          'Invalid value at \'url_notification.type\' (type.googleapis.com/google.indexing.v3.UrlNotificationType), "URL_REMOVED"',
      },
    });
    const unspecified = await oauthFailure(
      client.urlNotifications.publish({
        requestBody: { url: 'https://example.com/a', type: 'URL_NOTIFICATION_TYPE_UNSPECIFIED' },
      }),
    );
    expect(unspecified.status).toBe(400);
    const missingUrl = await oauthFailure(
      client.urlNotifications.publish({ requestBody: { type: 'URL_UPDATED' } }),
    );
    expect(missingUrl.data).toMatchObject({
      error: {
        details: [{ fieldViolations: [{ field: 'url_notification.url', description: expect.any(String) }] }],
      },
    });
    const unknownField = await rawRequest(`${oauth().sandbox.baseUrl}/v3/urlNotifications:publish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${serviceAccount()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://example.com/a', type: 'URL_UPDATED', priority: 1 }),
    });
    expect(unknownField.status).toBe(400);
    expect(JSON.parse(unknownField.body)).toMatchObject({
      error: { message: 'Invalid JSON payload received. Unknown name "priority": Cannot find field.' },
    });
    const settings = await setIndexingSettings(oauth().sandbox, {});
    expect(settings.publishedToday).toBe(0);
  });

  it('gives the minimal answer when switched to it, and then keeps no metadata (as the real service)', async () => {
    await setIndexingSettings(oauth().sandbox, { publishAnswer: 'minimal' });
    const client = indexingClient(oauth().sandbox, serviceAccount());
    const url = 'https://example.com/jobs/minimal';
    const published = await client.urlNotifications.publish({ requestBody: { url, type: 'URL_UPDATED' } });
    expect(published.data).toEqual(
      JSON.parse(
        JSON.stringify(indexingFixtures.publish_response_observed_minimal!.body).replaceAll(
          '/42',
          '/minimal',
        ),
      ),
    );
    expect((await oauthFailure(client.urlNotifications.getMetadata({ url }))).status).toBe(404);
    expect((await setIndexingSettings(oauth().sandbox, { publishAnswer: 'full' })).publishedToday).toBe(1);
  });
});

describe('ownership', () => {
  const notOwner = recorded('error_403_not_owner');

  it('refuses a URL on a property the service account is only a Full user of, or has none of', async () => {
    const client = indexingClient(oauth().sandbox, serviceAccount());
    for (const url of ['https://docs.example.net/guide', 'https://not-verified.example.org/jobs/7']) {
      expect(
        await oauthFailure(client.urlNotifications.publish({ requestBody: { url, type: 'URL_UPDATED' } })),
      ).toEqual(notOwner);
      expect(await oauthFailure(client.urlNotifications.getMetadata({ url }))).toEqual(notOwner);
    }
    // A domain property covers subdomains and both schemes.
    const sub = await client.urlNotifications.publish({
      requestBody: { url: 'http://shop.example.com/', type: 'URL_UPDATED' },
    });
    expect(sub.status).toBe(200);
  });

  it("accepts Ada's token on her own sites and refuses Grace's everywhere", async () => {
    const ada = indexingClient(oauth().sandbox, await userAccess(oauth(), OWNER.sub));
    const url = 'https://blog.example.net/posts/1';
    expect((await ada.urlNotifications.publish({ requestBody: { url, type: 'URL_UPDATED' } })).status).toBe(
      200,
    );
    // A URL-prefix property matches its scheme exactly.
    const http = await oauthFailure(
      ada.urlNotifications.publish({
        requestBody: { url: 'http://blog.example.net/posts/1', type: 'URL_UPDATED' },
      }),
    );
    expect(http).toEqual(notOwner);
    const grace = indexingClient(oauth().sandbox, await userAccess(oauth(), NOBODY.sub));
    expect(
      await oauthFailure(grace.urlNotifications.publish({ requestBody: { url, type: 'URL_UPDATED' } })),
    ).toEqual(notOwner);
  });

  it('lists each identity’s sites with webmasters.readonly, and needs that scope', async () => {
    const sites = async (token: string) =>
      getJson<{ siteEntry: Array<{ siteUrl: string; permissionLevel: string }> }>(
        `${oauth().sandbox.baseUrl}/webmasters/v3/sites`,
        { headers: { authorization: `Bearer ${token}` } },
      );
    const sa = await sites(await serviceAccountAccess(oauth(), [INDEXING, WEBMASTERS_READONLY]));
    expect(sa.json.siteEntry).toContainEqual({
      siteUrl: 'sc-domain:example.com',
      permissionLevel: 'siteOwner',
    });
    expect(sa.json.siteEntry).toContainEqual({
      siteUrl: 'https://docs.example.net/',
      permissionLevel: 'siteFullUser',
    });
    const ada = await sites(await userAccess(oauth(), OWNER.sub, [WEBMASTERS_READONLY]));
    expect(ada.json.siteEntry.filter((site) => site.permissionLevel === 'siteOwner').length).toBeGreaterThan(
      1,
    );
    const grace = await sites(await userAccess(oauth(), NOBODY.sub, [WEBMASTERS_READONLY]));
    expect(grace.json).toEqual({ siteEntry: [] });
    const withoutScope = await sites(serviceAccount());
    expect(withoutScope.status).toBe(403);
    expect(JSON.stringify(withoutScope.json)).toContain('ACCESS_TOKEN_SCOPE_INSUFFICIENT');
  });
});

describe('refusals switched on per account', () => {
  it('answers SERVICE_DISABLED to the accounts named, and only to them', async () => {
    await setIndexingSettings(oauth().sandbox, { serviceDisabledFor: [OWNER.email] });
    const ada = indexingClient(oauth().sandbox, await userAccess(oauth(), OWNER.sub));
    const requestBody = { url: 'https://blog.example.net/posts/2', type: 'URL_UPDATED' };
    const refused = await oauthFailure(ada.urlNotifications.publish({ requestBody }));
    const recording = withSandboxProject(recorded('error_403_api_disabled_shape')) as {
      data: { error: { details: unknown[] } };
    };
    const { details, ...error } = (refused.data as typeof recording.data).error;
    const { details: recordedDetails, ...recordedError } = recording.data.error;
    expect(refused.status).toBe(403);
    expect(error).toEqual(recordedError);
    // The recording is abbreviated: the real body also links to the activation page.
    expect(details).toEqual([
      ...recordedDetails,
      {
        '@type': 'type.googleapis.com/google.rpc.Help',
        links: [expect.objectContaining({ url: expect.stringContaining('indexing.googleapis.com') })],
      },
    ]);
    const service = indexingClient(oauth().sandbox, serviceAccount());
    const url = 'https://example.com/enabled';
    expect(
      (await service.urlNotifications.publish({ requestBody: { url, type: 'URL_UPDATED' } })).status,
    ).toBe(200);
  });

  it('treats the named account’s token as lacking the scope, with the bearer check’s 403 and challenge', async () => {
    await setIndexingSettings(oauth().sandbox, { scopeMissingFor: [oauth().serviceAccount.client_email] });
    const response = await rawRequest(
      `${oauth().sandbox.baseUrl}/v3/urlNotifications/metadata?url=${encodeURIComponent('https://example.com/x')}`,
      { headers: { authorization: `Bearer ${serviceAccount()}` } },
    );
    expect(response.status).toBe(403);
    expect(response.headers['www-authenticate']).toContain('error="insufficient_scope"');
    expect(JSON.parse(response.body)).toMatchObject({
      error: {
        status: 'PERMISSION_DENIED',
        details: [
          {
            reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
            metadata: { method: 'indexing.urlNotifications.getMetadata' },
          },
        ],
      },
    });
  });
});

describe('persistence', () => {
  it('keeps the notifications and today’s publish count across a restart of the same data folder', async () => {
    const first = await startTestSandbox({ tlog: { seed: false } });
    try {
      await first.opened;
      const { serviceAccount: key } = await readCredentialFiles(first.dataDir);
      const url = 'https://example.com/kept';
      const before = indexingClient(first, await serviceAccountToken(key, [INDEXING]));
      await before.urlNotifications.publish({ requestBody: { url, type: 'URL_UPDATED' } });
      const count = (await setIndexingSettings(first, {})).publishedToday;
      expect(count).toBe(1);
      await first.close();
      // The same port, so the key file's token_uri still names this authorization server.
      const port = Number(new URL(first.baseUrl).port);
      const second = await startSandbox({ port, dataDir: first.dataDir, tlog: { seed: false } });
      try {
        await second.opened;
        const restarted = { ...first, ...second };
        const after = indexingClient(restarted, await serviceAccountToken(key, [INDEXING]));
        expect((await after.urlNotifications.getMetadata({ url })).data.latestUpdate?.url).toBe(url);
        expect((await setIndexingSettings(restarted, {})).publishedToday).toBe(count);
      } finally {
        await second.close();
      }
    } finally {
      await first.dispose();
    }
  });
});
