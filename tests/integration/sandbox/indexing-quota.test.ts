// The URL notification quotas over real HTTP: the 201st publish of a Pacific day (batch parts counted one
// each) gets the real 429, the count resets when the sandbox clock passes Pacific midnight (on the day
// daylight time starts), and metadata reads are limited per minute.
import { describe, expect, it } from 'vitest';
import { writeBatch } from '../../../src-main/services/google/google-batch';
import {
  indexingClient,
  offsetTo,
  recorded,
  indexingSandboxPerFile,
  setIndexingSettings,
  withSandboxProject,
} from './indexing-harness';
import { oauthFailure } from './oauth-harness';
import { rawRequest } from './sandbox-harness';

const { oauth, token } = indexingSandboxPerFile();

const quotaExceeded = (limit: string) => {
  const body = withSandboxProject(recorded('error_429_publish_quota').data);
  return {
    status: 429,
    data: JSON.parse(JSON.stringify(body).replace('DefaultPublishRequestsPerDayPerProject', limit)),
  };
};

async function publishBatchOf100(from: number): Promise<void> {
  const batch = writeBatch(
    Array.from({ length: 100 }, (_, i) => ({
      method: 'POST',
      url: new URL('https://indexing.googleapis.com/v3/urlNotifications:publish'),
      json: { url: `https://example.com/q/${from + i}`, type: 'URL_UPDATED' },
    })),
  );
  const response = await rawRequest(`${oauth().sandbox.baseUrl}/batch`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token()}`, 'content-type': batch.contentType },
    body: Buffer.from(batch.body).toString('utf8'),
  });
  expect(response.status).toBe(200);
  expect(response.body.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(100);
}

describe('the daily publish quota', () => {
  it('answers the 201st publish of the Pacific day with the real 429, and resets after Pacific midnight', async () => {
    // 23:55 PST on 7 March 2026; that night the clocks go forward, so the next day is 23 hours long.
    const before = await setIndexingSettings(oauth().sandbox, {
      clockOffsetMs: offsetTo('2026-03-08T07:55:00Z'),
    });
    expect(before).toMatchObject({
      publishDay: '2026-03-07',
      publishedToday: 0,
      publishResetsAt: '2026-03-08T08:00:00.000Z',
    });
    await publishBatchOf100(0);
    await publishBatchOf100(100);
    const client = indexingClient(oauth().sandbox, token());
    const url = 'https://example.com/q/200';
    const refused = await oauthFailure(
      client.urlNotifications.publish({ requestBody: { url, type: 'URL_UPDATED' } }),
    );
    expect(refused).toEqual(quotaExceeded('DefaultPublishRequestsPerDayPerProject'));

    const after = await setIndexingSettings(oauth().sandbox, {
      clockOffsetMs: offsetTo('2026-03-08T08:00:05Z'),
    });
    expect(after).toMatchObject({
      publishDay: '2026-03-08',
      publishedToday: 0,
      publishResetsAt: '2026-03-09T07:00:00.000Z',
    });
    const sent = await client.urlNotifications.publish({ requestBody: { url, type: 'URL_UPDATED' } });
    expect(sent.data.urlNotificationMetadata?.latestUpdate?.notifyTime).toMatch(/^2026-03-08T08:00:/);
    expect((await setIndexingSettings(oauth().sandbox, {})).publishedToday).toBe(1);
  });

  it('sets the quota through the control API and refuses bad settings', async () => {
    await setIndexingSettings(oauth().sandbox, { publishRequestsPerDay: 1 });
    const client = indexingClient(oauth().sandbox, token());
    const requestBody = { url: 'https://example.com/one', type: 'URL_UPDATED' };
    expect((await client.urlNotifications.publish({ requestBody })).status).toBe(200);
    expect((await oauthFailure(client.urlNotifications.publish({ requestBody }))).status).toBe(429);
    const bad = await rawRequest(`${oauth().sandbox.baseUrl}/__sandbox/indexing/settings`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${oauth().sandbox.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ publishRequestsPerDay: -1, quota: 5 }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('publishRequestsPerDay');
    // The faults reset puts the defaults back.
    await rawRequest(`${oauth().sandbox.baseUrl}/__sandbox/faults/reset`, {
      method: 'POST',
      headers: { authorization: `Bearer ${oauth().sandbox.apiKey}` },
    });
    expect(await setIndexingSettings(oauth().sandbox, {})).toMatchObject({
      publishRequestsPerDay: 200,
      clockOffsetMs: 0,
    });
  });
});

describe('the metadata quota', () => {
  it('answers the read past the minute’s limit with 429 and serves again the next minute', async () => {
    await setIndexingSettings(oauth().sandbox, {
      metadataRequestsPerMinute: 3,
      clockOffsetMs: offsetTo('2026-05-01T10:00:01Z'),
    });
    const client = indexingClient(oauth().sandbox, token());
    const url = 'https://example.com/never';
    for (let i = 0; i < 3; i++)
      expect((await oauthFailure(client.urlNotifications.getMetadata({ url }))).status).toBe(404);
    expect(await oauthFailure(client.urlNotifications.getMetadata({ url }))).toEqual(
      JSON.parse(
        JSON.stringify(quotaExceeded('DefaultMetadataRequestsPerMinutePerProject'))
          .replaceAll("'Publish requests per day'", "'Metadata requests per minute'")
          .replaceAll("'Publish requests'", "'Metadata requests'")
          .replace('v3_publish_requests', 'v3_metadata_requests'),
      ),
    );
    await setIndexingSettings(oauth().sandbox, { clockOffsetMs: offsetTo('2026-05-01T10:01:01Z') });
    expect((await oauthFailure(client.urlNotifications.getMetadata({ url }))).status).toBe(404);
  });
});
