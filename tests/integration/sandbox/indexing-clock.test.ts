// The URL notification service's clock on the wire: every answer of its routes (the API's, the batch
// endpoint, sites.list, their errors and faults alike) says the sandbox's time in `Date`, as Google's
// front end says its own, so a client can read the quota's Pacific day from it; moving the sandbox clock
// through the control API moves `Date` with it.
import { describe, expect, it } from 'vitest';
import { writeBatch } from '../../../src-main/services/google/google-batch';
import {
  indexingSandboxPerFile,
  offsetTo,
  serviceAccountAccess,
  setIndexingSettings,
  WEBMASTERS_READONLY,
} from './indexing-harness';
import { INDEXING } from './oauth-harness';
import { rawRequest, setFaults, type RawRequest } from './sandbox-harness';

const { oauth, token } = indexingSandboxPerFile();

/** The IMF-fixdate `Date` of one answer, checked to fall within the sandbox clock's reading around it. */
async function dateOf(
  path: string,
  init: RawRequest,
  offsetMs: number,
): Promise<{ status: number; date: string }> {
  const before = Math.floor((Date.now() + offsetMs) / 1000) * 1000;
  const response = await rawRequest(`${oauth().sandbox.baseUrl}${path}`, init);
  const after = Date.now() + offsetMs;
  const date = String(response.headers.date);
  expect(date).toMatch(
    /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d\d:\d\d:\d\d GMT$/,
  );
  expect(Date.parse(date)).toBeGreaterThanOrEqual(before);
  expect(Date.parse(date)).toBeLessThanOrEqual(after);
  return { status: response.status, date };
}

describe('the Date header of the URL notification service', () => {
  it('follows the sandbox clock on every route, errors included', async () => {
    const offsetMs = offsetTo('2026-03-08T07:59:30Z');
    await setIndexingSettings(oauth().sandbox, { clockOffsetMs: offsetMs });
    const auth = { authorization: `Bearer ${token()}` };
    const sites = await serviceAccountAccess(oauth(), [INDEXING, WEBMASTERS_READONLY]);
    const publish = JSON.stringify({ url: 'https://example.com/clock', type: 'URL_UPDATED' });
    const batch = writeBatch([
      {
        method: 'GET',
        url: new URL(
          'https://indexing.googleapis.com/v3/urlNotifications/metadata?url=https://example.com/clock',
        ),
      },
    ]);
    const json = { ...auth, 'content-type': 'application/json' };
    const answers = [
      await dateOf(
        '/v3/urlNotifications:publish',
        { method: 'POST', headers: json, body: publish },
        offsetMs,
      ),
      await dateOf(
        '/v3/urlNotifications/metadata?url=https://example.com/clock',
        { headers: auth },
        offsetMs,
      ),
      await dateOf(
        '/batch',
        {
          method: 'POST',
          headers: { ...auth, 'content-type': batch.contentType },
          body: Buffer.from(batch.body).toString('utf8'),
        },
        offsetMs,
      ),
      await dateOf('/webmasters/v3/sites', { headers: { authorization: `Bearer ${sites}` } }, offsetMs),
      // The bearer check's 401, the router's 404 and 405.
      await dateOf('/v3/urlNotifications/metadata?url=https://example.com/clock', {}, offsetMs),
      await dateOf('/v3/urlNotifications/nothing', { headers: auth }, offsetMs),
      await dateOf('/batch', { headers: auth }, offsetMs),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 401, 404, 405]);
    for (const { date } of answers) expect(date).toMatch(/^Sun, 08 Mar 2026 0[78]:\d\d:\d\d GMT$/);
  });

  it('moves with the clock set through the control API, a fault answer included', async () => {
    const winter = offsetTo('2026-01-15T12:00:00Z');
    await setIndexingSettings(oauth().sandbox, { clockOffsetMs: winter });
    const auth = { authorization: `Bearer ${token()}` };
    const path = '/v3/urlNotifications/metadata?url=https://example.com/never';
    expect((await dateOf(path, { headers: auth }, winter)).date).toMatch(
      /^Thu, 15 Jan 2026 12:0\d:\d\d GMT$/,
    );

    const summer = offsetTo('2026-07-04T03:00:00Z');
    await setIndexingSettings(oauth().sandbox, { clockOffsetMs: summer });
    await setFaults(oauth().sandbox, 'indexing', { errorRate: 1, errorStatus: 503 });
    const faulted = await dateOf(path, { headers: auth }, summer);
    expect(faulted.status).toBe(503);
    expect(faulted.date).toMatch(/^Sat, 04 Jul 2026 03:0\d:\d\d GMT$/);
  });
});
