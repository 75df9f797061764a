// Every method of indexing-v3 and youtubeAnalytics-v2 round-trips through the console's own client
// (createGoogleClient and its generated method tables) against the sandbox, with valid parameters and the
// access token of Ada, the demo account that owns the demo sites and channel: each answer is checked for its
// shape and for what it says, and what the client wrote is read back through the official client libraries
// (@googleapis/indexing, @googleapis/youtubeanalytics), so both sides agree on the wire.
import { describe, expect, it } from 'vitest';
import { createGoogleClient } from '../../../src-main/services/google/google-client';
import { INDEXING_V3 } from '../../../src-main/services/google/generated/indexing-v3';
import type {
  PublishUrlNotificationResponse,
  UrlNotificationMetadata,
} from '../../../src-main/services/google/generated/indexing-v3';
import { YOUTUBE_ANALYTICS_V2 } from '../../../src-main/services/google/generated/youtube-analytics-v2';
import type {
  Group,
  GroupItem,
  ListGroupItemsResponse,
  ListGroupsResponse,
  QueryResponse,
} from '../../../src-main/services/google/generated/youtube-analytics-v2';
import type { GoogleApi } from '../../../src-main/services/google/google-api';
import { createHttpClient } from '../../../src-main/services/http/http-client';
import { createInspector } from '../../../src-main/services/inspector/inspector';
import { analyticsClient, rowsOf } from './analytics-harness';
import { indexingClient } from './indexing-harness';
import { ANALYTICS, INDEXING, newClient, oauthSandboxPerFile, OWNER, signIn } from './oauth-harness';

const oauth = oauthSandboxPerFile();
const OCTOBER = { ids: 'channel==MINE', startDate: '2026-10-01', endDate: '2026-10-31' };
const NOTIFY_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z$/;
const PROFILE = 'sandbox';

/** Ada's access token from the installed-app flow, with the indexing and analytics scopes. */
async function adaToken(): Promise<string> {
  const tokens = await signIn(newClient(oauth()), { account: OWNER.sub, scope: [INDEXING, ANALYTICS] });
  expect(tokens.scope?.split(' ')).toEqual(expect.arrayContaining([INDEXING, ANALYTICS]));
  return tokens.access_token!;
}

/** The console's client for `api` on the sandbox, sending `token`, and the inspector that saw its exchanges. */
function clientFor<Api extends GoogleApi>(api: Api, token: string) {
  const inspector = createInspector({ secrets: () => [token] });
  const client = createGoogleClient({
    http: createHttpClient({ inspector }),
    api,
    rootUrl: () => oauth().sandbox.baseUrl,
    accessToken: () => Promise.resolve(token),
  });
  return { client, inspector };
}

describe('indexing v3 through the console client', () => {
  it('publishes URL_UPDATED and URL_DELETED for an owned URL and reads the metadata back', async () => {
    const token = await adaToken();
    const { client, inspector } = clientFor(INDEXING_V3, token);
    const url = 'https://blog.example.net/posts/round-trip';

    const updated = (await client.call(PROFILE, 'urlNotifications.publish', {
      body: { url, type: 'URL_UPDATED' },
    })) as PublishUrlNotificationResponse;
    expect(updated).toEqual({
      urlNotificationMetadata: {
        url,
        latestUpdate: { url, type: 'URL_UPDATED', notifyTime: expect.stringMatching(NOTIFY_TIME) },
      },
    });
    const removed = (await client.call(PROFILE, 'urlNotifications.publish', {
      body: { url, type: 'URL_DELETED' },
    })) as PublishUrlNotificationResponse;
    expect(removed.urlNotificationMetadata).toEqual({
      url,
      latestRemove: { url, type: 'URL_DELETED', notifyTime: expect.stringMatching(NOTIFY_TIME) },
    });

    const metadata = (await client.call(PROFILE, 'urlNotifications.getMetadata', {
      params: { url },
    })) as UrlNotificationMetadata;
    expect(metadata).toEqual({
      url,
      latestUpdate: updated.urlNotificationMetadata!.latestUpdate,
      latestRemove: removed.urlNotificationMetadata!.latestRemove,
    });
    // The official client reads the same record the console's client wrote.
    const official = await indexingClient(oauth().sandbox, token).urlNotifications.getMetadata({ url });
    expect(official.data).toEqual(metadata);
    // The request went where the discovery document says, with the body the service reads.
    const exchanges = inspector.list().exchanges.reverse();
    expect(exchanges.map((exchange) => [exchange.method, new URL(exchange.url).pathname])).toEqual([
      ['POST', '/v3/urlNotifications:publish'],
      ['POST', '/v3/urlNotifications:publish'],
      ['GET', '/v3/urlNotifications/metadata'],
    ]);
  });

  it('batches publishes and a metadata read, each answer matched to its own call though the parts come back reordered', async () => {
    const token = await adaToken();
    const { client } = clientFor(INDEXING_V3, token);
    const urls = ['https://blog.example.net/batch/1', 'https://docs.example.net/batch/2'];
    const known = 'https://example.com/batch/known';
    await client.call(PROFILE, 'urlNotifications.publish', { body: { url: known, type: 'URL_UPDATED' } });

    const results = await client.batch(PROFILE, [
      { method: 'urlNotifications.publish', body: { url: urls[0], type: 'URL_UPDATED' } },
      { method: 'urlNotifications.publish', body: { url: urls[1], type: 'URL_DELETED' } },
      { method: 'urlNotifications.getMetadata', params: { url: known } },
      // Not Ada's: this part alone is refused.
      {
        method: 'urlNotifications.publish',
        body: { url: 'https://other.example.org/a', type: 'URL_UPDATED' },
      },
    ]);
    expect(results).toEqual([
      {
        ok: true,
        status: 200,
        value: {
          urlNotificationMetadata: {
            url: urls[0],
            latestUpdate: {
              url: urls[0],
              type: 'URL_UPDATED',
              notifyTime: expect.stringMatching(NOTIFY_TIME),
            },
          },
        },
      },
      {
        ok: true,
        status: 200,
        value: {
          urlNotificationMetadata: {
            url: urls[1],
            latestRemove: {
              url: urls[1],
              type: 'URL_DELETED',
              notifyTime: expect.stringMatching(NOTIFY_TIME),
            },
          },
        },
      },
      {
        ok: true,
        status: 200,
        value: {
          url: known,
          latestUpdate: { url: known, type: 'URL_UPDATED', notifyTime: expect.any(String) },
        },
      },
      {
        ok: false,
        error: expect.objectContaining({
          facts: expect.objectContaining({ httpStatus: 403, status: 'PERMISSION_DENIED' }),
        }),
      },
    ]);
    // What the batch published is there to read, one by one.
    const official = indexingClient(oauth().sandbox, token);
    for (const url of urls) expect((await official.urlNotifications.getMetadata({ url })).data.url).toBe(url);
  });
});

describe('youtubeAnalytics v2 through the console client', () => {
  it('queries a report whose headers, rows and totals match what the official client is given', async () => {
    const token = await adaToken();
    const { client } = clientFor(YOUTUBE_ANALYTICS_V2, token);
    const query = { ...OCTOBER, metrics: 'views,estimatedMinutesWatched', dimensions: 'day', sort: 'day' };
    const report = (await client.call(PROFILE, 'reports.query', { params: query })) as QueryResponse;
    expect(report.kind).toBe('youtubeAnalytics#resultTable');
    expect(report.columnHeaders).toEqual([
      { name: 'day', columnType: 'DIMENSION', dataType: 'STRING' },
      { name: 'views', columnType: 'METRIC', dataType: 'INTEGER' },
      { name: 'estimatedMinutesWatched', columnType: 'METRIC', dataType: 'INTEGER' },
    ]);
    const days = rowsOf(report).map((row) => row['day']);
    expect(days).toHaveLength(31);
    expect(days[0]).toBe('2026-10-01');
    expect(days[30]).toBe('2026-10-31');
    expect(report.rows!.every((row) => typeof row[1] === 'number' && row[1] >= 0)).toBe(true);

    const official = await analyticsClient(oauth().sandbox, token).reports.query(query);
    expect(report).toEqual(official.data);
    const total = (await client.call(PROFILE, 'reports.query', {
      params: { ...OCTOBER, metrics: 'views' },
    })) as QueryResponse;
    expect(total.rows).toEqual([[rowsOf(report).reduce((sum, row) => sum + Number(row['views']), 0)]]);
  });

  it('creates, lists page by page, renames and deletes groups', async () => {
    const token = await adaToken();
    const { client } = clientFor(YOUTUBE_ANALYTICS_V2, token);
    const body = (title: string) => ({ snippet: { title }, contentDetails: { itemType: 'youtube#video' } });
    const created: Group[] = [];
    // More than one page of groups (the service pages them), so listing follows nextPageToken.
    for (let i = 1; i <= 27; i += 1)
      created.push((await client.call(PROFILE, 'groups.insert', { body: body(`Series ${i}`) })) as Group);
    expect(created[0]).toEqual({
      kind: 'youtube#group',
      etag: expect.any(String),
      id: expect.any(String),
      snippet: { title: 'Series 1', publishedAt: expect.stringMatching(/Z$/) },
      contentDetails: { itemCount: '0', itemType: 'youtube#video' },
    });

    const listed: Group[] = [];
    let pageCount = 0;
    for await (const page of client.pages(PROFILE, 'groups.list', { params: { mine: true } })) {
      expect((page as ListGroupsResponse).kind).toBe('youtube#groupListResponse');
      listed.push(...((page as ListGroupsResponse).items ?? []));
      pageCount += 1;
    }
    expect(pageCount).toBeGreaterThan(1);
    expect(listed.map((group) => group.id).sort()).toEqual(created.map((group) => group.id).sort());

    const first = created[0]!;
    const renamed = (await client.call(PROFILE, 'groups.update', {
      body: { id: first.id, snippet: { title: 'Series 1 (2026)' } },
    })) as Group;
    expect(renamed).toMatchObject({ id: first.id, snippet: { title: 'Series 1 (2026)' } });
    expect(renamed.etag).not.toBe(first.etag);
    const byId = (await client.call(PROFILE, 'groups.list', {
      params: { id: first.id },
    })) as ListGroupsResponse;
    expect(byId.items).toEqual([renamed]);

    for (const group of created)
      expect(await client.call(PROFILE, 'groups.delete', { params: { id: group.id } })).toBeNull();
    const official = await analyticsClient(oauth().sandbox, token).groups.list({ mine: true });
    expect(official.data.items ?? []).toEqual([]);
  });

  it('adds, lists and removes group items, and reports the group as the sum of its videos', async () => {
    const token = await adaToken();
    const { client } = clientFor(YOUTUBE_ANALYTICS_V2, token);
    const top = (await client.call(PROFILE, 'reports.query', {
      params: { ...OCTOBER, dimensions: 'video', metrics: 'views', sort: '-views', maxResults: 2 },
    })) as QueryResponse;
    const [first, second] = top.rows!.map((row) => row[0] as string);
    const group = (await client.call(PROFILE, 'groups.insert', {
      body: { snippet: { title: 'Top two' }, contentDetails: { itemType: 'youtube#video' } },
    })) as Group;

    const items: GroupItem[] = [];
    for (const id of [first, second]) {
      items.push(
        (await client.call(PROFILE, 'groupItems.insert', {
          body: { groupId: group.id, resource: { kind: 'youtube#video', id } },
        })) as GroupItem,
      );
    }
    expect(items[0]).toEqual({
      kind: 'youtube#groupItem',
      etag: expect.any(String),
      id: expect.any(String),
      groupId: group.id,
      resource: { kind: 'youtube#video', id: first },
    });
    const listed = (await client.call(PROFILE, 'groupItems.list', {
      params: { groupId: group.id },
    })) as ListGroupItemsResponse;
    expect(listed.kind).toBe('youtube#groupItemListResponse');
    expect(listed.items).toEqual(items);

    const byGroup = (await client.call(PROFILE, 'reports.query', {
      params: { ...OCTOBER, metrics: 'views', filters: `group==${group.id}` },
    })) as QueryResponse;
    expect(byGroup.rows).toEqual([[Number(top.rows![0]![1]) + Number(top.rows![1]![1])]]);

    expect(await client.call(PROFILE, 'groupItems.delete', { params: { id: items[0]!.id } })).toBeNull();
    const official = await analyticsClient(oauth().sandbox, token).groupItems.list({ groupId: group.id! });
    expect(official.data.items!.map((item) => item.resource!.id)).toEqual([second]);
    expect(await client.call(PROFILE, 'groups.delete', { params: { id: group.id } })).toBeNull();
  });

  it('covers every method of both method tables', () => {
    // The tests above call each of these; a method added to a discovery document needs a round trip here.
    expect(Object.keys(INDEXING_V3.methods).sort()).toEqual([
      'urlNotifications.getMetadata',
      'urlNotifications.publish',
    ]);
    expect(Object.keys(YOUTUBE_ANALYTICS_V2.methods).sort()).toEqual([
      'groupItems.delete',
      'groupItems.insert',
      'groupItems.list',
      'groups.delete',
      'groups.insert',
      'groups.list',
      'groups.update',
      'reports.query',
    ]);
  });
});
