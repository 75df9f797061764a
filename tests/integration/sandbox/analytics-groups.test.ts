// Analytics groups through @googleapis/youtubeanalytics: create, list, rename, delete; items of one type, at
// most 500, removed by their group-item ID; only the owner sees or changes a group; groups kept across a
// restart; and a group as a report filter (videos, playlists, the channel itself).
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../../apps/sandbox/server';
import { analyticsClient, analyticsSandboxPerFile, recorded, rowsOf, sum } from './analytics-harness';
import { ANALYTICS, oauthFailure, readCredentialFiles, serviceAccountToken } from './oauth-harness';
import { startTestSandbox } from './sandbox-harness';

const { oauth, tokens } = analyticsSandboxPerFile();
const OCTOBER = { ids: 'channel==MINE', startDate: '2026-10-01', endDate: '2026-10-31' };

function client(token: 'ada' | 'adaYoutube' | 'adaEmail' | 'grace' = 'ada') {
  return analyticsClient(oauth().sandbox, tokens()[token]);
}

async function newGroup(title: string, itemType: string, token: Parameters<typeof client>[0] = 'ada') {
  const { data } = await client(token).groups.insert({
    requestBody: { snippet: { title }, contentDetails: { itemType } },
  });
  return data;
}

async function topOf(dimension: 'video' | 'playlist', count: number): Promise<string[]> {
  const metric = dimension === 'video' ? 'views' : 'playlistViews';
  const { data } = await client().reports.query({
    ...OCTOBER,
    dimensions: dimension,
    metrics: metric,
    sort: `-${metric}`,
    maxResults: count,
  });
  return data.rows!.map((row) => row[0] as string);
}

describe('groups', () => {
  it('creates, lists, renames and deletes a group', async () => {
    const group = await newGroup('Tutorial series', 'youtube#video');
    expect(group).toMatchObject({
      kind: 'youtube#group',
      snippet: { title: 'Tutorial series', publishedAt: expect.stringMatching(/Z$/) },
      contentDetails: { itemCount: '0', itemType: 'youtube#video' },
    });
    const listed = await client().groups.list({ mine: true });
    expect(listed.data.kind).toBe('youtube#groupListResponse');
    expect(listed.data.items!.map((item) => item.id)).toContain(group.id);
    const renamed = await client().groups.update({
      requestBody: { id: group.id, snippet: { title: 'Tutorial series (2026)' } },
    });
    expect(renamed.data.snippet!.title).toBe('Tutorial series (2026)');
    expect(renamed.data.etag).not.toBe(group.etag);
    const byId = await client().groups.list({ id: group.id! });
    expect(byId.data.items).toEqual([renamed.data]);
    expect((await client().groups.delete({ id: group.id! })).status).toBe(204);
    expect((await client().groups.list({ id: group.id! })).data.items).toEqual([]);
  });

  it('changes only a title, and needs a title and a known item type', async () => {
    const group = await newGroup('Videos', 'youtube#video');
    const retype = await oauthFailure(
      client().groups.update({
        requestBody: {
          id: group.id,
          snippet: { title: 'x' },
          contentDetails: { itemType: 'youtube#playlist' },
        },
      }),
    );
    expect(retype).toMatchObject({ status: 400, data: { error: { errors: [{ reason: 'invalidValue' }] } } });
    const untitled = client().groups.insert({
      requestBody: { contentDetails: { itemType: 'youtube#video' } },
    });
    expect(await oauthFailure(untitled)).toMatchObject({
      status: 400,
      data: { error: { errors: [{ reason: 'required' }] } },
    });
    const unknownType = client().groups.insert({
      requestBody: { snippet: { title: 'x' }, contentDetails: { itemType: 'youtube#song' } },
    });
    expect((await oauthFailure(unknownType)).status).toBe(400);
    const assets = oauthFailure(
      client().groups.insert({
        requestBody: { snippet: { title: 'x' }, contentDetails: { itemType: 'youtubePartner#asset' } },
      }),
    );
    expect(await assets).toMatchObject({
      status: 403,
      data: { error: { errors: [{ reason: 'forbidden' }] } },
    });
    expect((await oauthFailure(client().groups.list({}))).status).toBe(400);
    const badPage = await oauthFailure(client().groups.list({ mine: true, pageToken: 'not-a-token' }));
    expect(badPage).toMatchObject({
      status: 400,
      data: { error: { errors: [{ reason: 'invalidPageToken' }] } },
    });
  });

  it('holds items of its one type, removed by their group-item ID', async () => {
    const group = await newGroup('Two videos', 'youtube#video');
    const [first, second] = await topOf('video', 2);
    const added = await client().groupItems.insert({
      requestBody: { groupId: group.id, resource: { kind: 'youtube#video', id: first } },
    });
    expect(added.data).toMatchObject({
      kind: 'youtube#groupItem',
      groupId: group.id,
      resource: { kind: 'youtube#video', id: first },
    });
    await client().groupItems.insert({
      requestBody: { groupId: group.id, resource: { kind: 'youtube#video', id: second } },
    });
    const playlist = oauthFailure(
      client().groupItems.insert({
        requestBody: { groupId: group.id, resource: { kind: 'youtube#playlist', id: 'PLx' } },
      }),
    );
    expect(await playlist).toMatchObject({
      status: 400,
      data: { error: { errors: [{ reason: 'invalidValue' }] } },
    });
    const again = oauthFailure(
      client().groupItems.insert({
        requestBody: { groupId: group.id, resource: { kind: 'youtube#video', id: first } },
      }),
    );
    expect((await again).status).toBe(409);
    const items = await client().groupItems.list({ groupId: group.id! });
    expect(items.data.items!.map((item) => item.resource!.id)).toEqual([first, second]);
    expect((await client().groups.list({ id: group.id! })).data.items![0]!.contentDetails!.itemCount).toBe(
      '2',
    );
    // The video's own ID is not the group item's.
    expect((await oauthFailure(client().groupItems.delete({ id: first! }))).status).toBe(404);
    expect((await client().groupItems.delete({ id: added.data.id! })).status).toBe(204);
    expect(
      (await client().groupItems.list({ groupId: group.id! })).data.items!.map((item) => item.resource!.id),
    ).toEqual([second]);
  });

  it('refuses a 501st item', async () => {
    const group = await newGroup('Full', 'youtube#video');
    for (let start = 0; start < 500; start += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          client().groupItems.insert({
            requestBody: { groupId: group.id, resource: { kind: 'youtube#video', id: `v${start + i}` } },
          }),
        ),
      );
    }
    const full = oauthFailure(
      client().groupItems.insert({
        requestBody: { groupId: group.id, resource: { kind: 'youtube#video', id: 'v500' } },
      }),
    );
    expect(await full).toMatchObject({
      status: 400,
      data: { error: { errors: [{ reason: 'groupItemLimitExceeded' }] } },
    });
  });

  it('shows and changes a group only for its owner', async () => {
    const group = await newGroup('Ada only', 'youtube#video');
    expect(
      (await client('grace').groups.list({ mine: true })).data.items!.map((item) => item.id),
    ).not.toContain(group.id);
    expect((await client('grace').groups.list({ id: group.id! })).data.items).toEqual([]);
    const refusals = await Promise.all([
      oauthFailure(
        client('grace').groups.update({ requestBody: { id: group.id, snippet: { title: 'mine now' } } }),
      ),
      oauthFailure(client('grace').groups.delete({ id: group.id! })),
      oauthFailure(client('grace').groupItems.list({ groupId: group.id! })),
      oauthFailure(
        client('grace').groupItems.insert({
          requestBody: { groupId: group.id, resource: { kind: 'youtube#video', id: 'x' } },
        }),
      ),
    ]);
    for (const refusal of refusals) expect(refusal).toEqual(recorded('error_403_forbidden'));
    expect(
      (await client('adaYoutube').groups.list({ mine: true })).data.items!.map((item) => item.id),
    ).toContain(group.id);
    const scopeless = await oauthFailure(client('adaEmail').groups.list({ mine: true }));
    expect(scopeless).toMatchObject({
      status: 403,
      data: { error: { details: [{ reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT' }] } },
    });
  });

  it('keeps groups and their items across a restart of the same data folder', async () => {
    const first = await startTestSandbox({ tlog: { seed: false } });
    try {
      await first.opened;
      const { serviceAccount: key } = await readCredentialFiles(first.dataDir);
      const before = analyticsClient(first, await serviceAccountToken(key, [ANALYTICS]));
      const { data: group } = await before.groups.insert({
        requestBody: { snippet: { title: 'Kept' }, contentDetails: { itemType: 'youtube#channel' } },
      });
      await before.groupItems.insert({
        requestBody: { groupId: group.id, resource: { kind: 'youtube#channel', id: 'UCkept' } },
      });
      await first.close();
      const port = Number(new URL(first.baseUrl).port);
      const second = await startSandbox({ port, dataDir: first.dataDir, tlog: { seed: false } });
      try {
        await second.opened;
        const after = analyticsClient({ ...first, ...second }, await serviceAccountToken(key, [ANALYTICS]));
        expect((await after.groups.list({ mine: true })).data.items).toEqual(
          [group].map((kept) => ({
            ...kept,
            contentDetails: { ...kept.contentDetails, itemCount: '1' },
            etag: expect.any(String),
          })),
        );
        expect((await after.groupItems.list({ groupId: group.id! })).data.items![0]!.resource!.id).toBe(
          'UCkept',
        );
      } finally {
        await second.close();
      }
    } finally {
      await first.dispose();
    }
  });
});

describe('groups as report filters', () => {
  it('reports a group of videos as the sum of its videos', async () => {
    const videos = await topOf('video', 3);
    const group = await newGroup('Top three', 'youtube#video');
    for (const id of videos)
      await client().groupItems.insert({
        requestBody: { groupId: group.id, resource: { kind: 'youtube#video', id } },
      });
    const grouped = rowsOf(
      (
        await client().reports.query({
          ...OCTOBER,
          dimensions: 'day',
          metrics: 'views,likes',
          filters: `group==${group.id}`,
        })
      ).data,
    );
    const listed = rowsOf(
      (
        await client().reports.query({
          ...OCTOBER,
          dimensions: 'day',
          metrics: 'views,likes',
          filters: `video==${videos.join(',')}`,
        })
      ).data,
    );
    expect(grouped).toEqual(listed);
    let views = 0;
    for (const id of videos) {
      const { data } = await client().reports.query({
        ...OCTOBER,
        metrics: 'views',
        filters: `video==${id}`,
      });
      views += Number(data.rows![0]![0]);
    }
    expect(sum(grouped, 'views')).toBe(views);
  });

  it('turns a group of playlists into a playlist report, and a group of the channel into the channel', async () => {
    const [playlist] = await topOf('playlist', 1);
    const group = await newGroup('A playlist', 'youtube#playlist');
    await client().groupItems.insert({
      requestBody: { groupId: group.id, resource: { kind: 'youtube#playlist', id: playlist } },
    });
    const query = { ...OCTOBER, metrics: 'views,playlistViews,playlistStarts,viewsPerPlaylistStart' };
    const byGroup = rowsOf((await client().reports.query({ ...query, filters: `group==${group.id}` })).data);
    const byPlaylist = rowsOf(
      (await client().reports.query({ ...query, filters: `playlist==${playlist}` })).data,
    );
    expect(byGroup).toEqual(byPlaylist);
    expect(byGroup[0]!['playlistViews']).toBeGreaterThan(0);
    expect(Number(byGroup[0]!['playlistViews'])).toBeLessThanOrEqual(Number(byGroup[0]!['views']));
    // The channel's own ID, as its YT_CHANNEL traffic names it.
    const detail = await client().reports.query({
      ...OCTOBER,
      dimensions: 'insightTrafficSourceDetail',
      metrics: 'views',
      filters: 'insightTrafficSourceType==YT_CHANNEL',
      sort: '-views',
      maxResults: 1,
    });
    const channel = await newGroup('My channel', 'youtube#channel');
    await client().groupItems.insert({
      requestBody: {
        groupId: channel.id,
        resource: { kind: 'youtube#channel', id: detail.data.rows![0]![0] as string },
      },
    });
    const whole = await client().reports.query({ ...OCTOBER, metrics: 'views' });
    const viaGroup = await client().reports.query({
      ...OCTOBER,
      metrics: 'views',
      filters: `group==${channel.id}`,
    });
    expect(viaGroup.data.rows).toEqual(whole.data.rows);
  });

  it('refuses a group that is not the caller’s', async () => {
    const group = await newGroup('Grace’s', 'youtube#video', 'grace');
    const failure = await oauthFailure(
      client().reports.query({ ...OCTOBER, metrics: 'views', filters: `group==${group.id}` }),
    );
    expect(failure.status).toBe(400);
  });
});
