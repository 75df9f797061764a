// The batch endpoint over real HTTP: the fixture's batch answered as the fixture's answer (statuses and
// bodies by Content-ID, parts out of order), 100 parts written and read by the console's own batch code,
// and the framing errors that refuse a whole batch.
import { describe, expect, it } from 'vitest';
import { readBatch, writeBatch } from '../../../src-main/services/google/google-batch';
import { boundaryOf, readMultipart, splitHead } from '../../../src-main/services/google/multipart';
import {
  fixtureText,
  indexingSandboxPerFile,
  userAccess,
  setIndexingSettings,
  withSandboxProject,
} from './indexing-harness';
import { NOBODY } from './oauth-harness';
import { rawRequest, type RawResponse } from './sandbox-harness';

const { oauth, token } = indexingSandboxPerFile();

function postBatch(contentType: string, body: string | Uint8Array): Promise<RawResponse> {
  return rawRequest(`${oauth().sandbox.baseUrl}/batch`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token()}`, 'content-type': contentType },
    body: typeof body === 'string' ? body : Buffer.from(body).toString('utf8'),
  });
}

const NOTIFY_TIME = /"notifyTime":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z"/;

/** A recorded HTTP message (CRLF, as on the wire): its Content-Type and body. */
function httpMessage(name: string): { contentType: string; body: string } {
  const text = fixtureText(name);
  const split = text.indexOf('\r\n\r\n');
  return {
    contentType: /^Content-Type: (.*)\r$/m.exec(text.slice(0, split))![1]!,
    body: text.slice(split + 4),
  };
}

/** A JSON body with every notifyTime blanked. */
function withoutTimes(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body).replace(/"notifyTime":"[^"]*"/g, '"notifyTime":""'));
}

/** A multipart/mixed answer's parts by Content-ID: status and JSON body, in the order they came. */
function answerParts(contentType: string, body: string) {
  return readMultipart(body, boundaryOf(contentType)).map((part) => {
    const { lines, rest } = splitHead(part.body);
    return {
      id: part.headers.get('content-id'),
      status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(lines[0] ?? '')?.[1]),
      body: JSON.parse(rest) as unknown,
    };
  });
}

describe('POST /batch', () => {
  it("answers the fixture's batch as the fixture's answer: 200, 200, 403, 429, 404 matched by Content-ID", async () => {
    // Two publishes left today: the fourth part meets the daily quota, as in the recording.
    await setIndexingSettings(oauth().sandbox, { publishedToday: 198 });
    const request = httpMessage('indexing-batch-request.http');
    const response = await postBatch(request.contentType, request.body);
    expect(response.status).toBe(200);
    const got = answerParts(String(response.headers['content-type']), response.body);

    const recording = httpMessage('indexing-batch-response.http');
    const expected = answerParts(recording.contentType, recording.body);

    const asked = [1, 2, 3, 4, 5].map((n) => `<response-b29c5de2-0db4-490b-b421-6a51b598bd22+${n}>`);
    expect(got.map((part) => part.id)).not.toEqual(asked);
    const byId = new Map(got.map((part) => [part.id, part]));
    for (const want of expected) {
      const part = byId.get(want.id)!;
      expect(part.status, String(want.id)).toBe(want.status);
      // The service's own notifyTimes differ from the recording's; their format may not.
      if (want.status === 200) expect(JSON.stringify(part.body)).toMatch(NOTIFY_TIME);
      expect(withoutTimes(part.body)).toEqual(withoutTimes(withSandboxProject(want.body)));
    }
    const settings = await setIndexingSettings(oauth().sandbox, {});
    expect(settings.publishedToday).toBe(200);
  });

  it('takes 100 publishes written by the console and answers each, out of order, matched right', async () => {
    const parts = Array.from({ length: 100 }, (_, i) => ({
      method: 'POST',
      url: new URL('https://indexing.googleapis.com/v3/urlNotifications:publish'),
      json: { url: `https://example.com/page/${i}`, type: i % 2 ? 'URL_DELETED' : 'URL_UPDATED' },
    }));
    const batch = writeBatch(parts);
    const response = await postBatch(batch.contentType, batch.body);
    expect(response.status).toBe(200);
    const order = [...response.body.matchAll(/Content-ID: <response-[^+]+\+(\d+)>/g)].map((m) =>
      Number(m[1]),
    );
    expect([...order].sort((a, b) => a - b)).toEqual(parts.map((_, i) => i + 1));
    expect(order).not.toEqual(parts.map((_, i) => i + 1));
    const results = readBatch(batch, parts, {
      contentType: String(response.headers['content-type']),
      body: response.body,
    });
    results.forEach((result, i) => {
      expect(result.ok, String(i)).toBe(true);
      const value = (
        result as { value: { urlNotificationMetadata: Record<string, { url: string; type: string }> } }
      ).value.urlNotificationMetadata;
      const latest = i % 2 ? value.latestRemove : value.latestUpdate;
      expect(latest).toMatchObject({ url: `https://example.com/page/${i}`, type: parts[i]!.json.type });
    });
  });

  it('runs a part with its own Authorization as that account, and answers a part outside the API with 404', async () => {
    const grace = await userAccess(oauth(), NOBODY.sub);
    const publish = (auth: string) =>
      `POST /v3/urlNotifications:publish HTTP/1.1\r\nContent-Type: application/json\r\n${auth}\r\n{"url":"https://example.com/mixed","type":"URL_UPDATED"}`;
    const parts = [
      publish(''),
      publish(`Authorization: Bearer ${grace}\r\n`),
      'GET /v3/other HTTP/1.1\r\n\r\n',
    ];
    const body = parts
      .map(
        (request, i) => `--b\r\nContent-Type: application/http\r\nContent-ID: <p${i}>\r\n\r\n${request}\r\n`,
      )
      .join('');
    const response = await postBatch('multipart/mixed; boundary=b', `${body}--b--`);
    const statuses = new Map(
      answerParts(String(response.headers['content-type']), response.body).map((part) => [
        part.id,
        part.status,
      ]),
    );
    expect(statuses).toEqual(
      new Map([
        ['<response-p0>', 200],
        ['<response-p1>', 403],
        ['<response-p2>', 404],
      ]),
    );
  });

  it('refuses 101 parts, a missing boundary and a body without its close delimiter as a whole', async () => {
    const part = (n: number) =>
      `--b\r\nContent-Type: application/http\r\nContent-ID: <${n}>\r\n\r\nPOST /v3/urlNotifications:publish HTTP/1.1\r\nContent-Type: application/json\r\n\r\n{"url":"https://example.com/x${n}","type":"URL_UPDATED"}\r\n`;
    const parts = Array.from({ length: 101 }, (_, i) => part(i)).join('');
    const tooMany = await postBatch('multipart/mixed; boundary=b', `${parts}--b--`);
    expect(tooMany.status).toBe(400);
    expect(JSON.parse(tooMany.body)).toMatchObject({
      error: { code: 400, status: 'INVALID_ARGUMENT', message: expect.stringContaining('at most 100') },
    });
    const noBoundary = await postBatch('multipart/mixed;', `${part(1)}--b--`);
    expect(noBoundary.status).toBe(400);
    const unclosed = await postBatch('multipart/mixed; boundary=b', part(1));
    expect(unclosed.status).toBe(400);
    // Nothing of a refused batch was published or counted.
    expect((await setIndexingSettings(oauth().sandbox, {})).publishedToday).toBe(0);
  });
});
