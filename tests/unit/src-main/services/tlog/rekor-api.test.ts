import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../../../src-main/services/http/http-client';
import { createInspector } from '../../../../../src-main/services/inspector/inspector';
import type { HttpTransport } from '../../../../../src-main/services/http/fetch-transport';
import { createRekorApi } from '../../../../../src-main/services/tlog/rekor-api';
import { fixtureText } from '../../../../support/tlog-fixtures';

const endpoint = { profileId: 'p', baseUrl: 'https://log.test' };
type Reply = { status: number; body?: string; headers?: Record<string, string> };

/** A Rekor API over the real HTTP layer and inspector, with canned replies in order. */
function apiWith(...replies: Reply[]) {
  const inspector = createInspector({ secrets: () => [] });
  const requests: Array<{ method: string; url: string; body: string | null }> = [];
  const transport: HttpTransport = async (request) => {
    requests.push({
      method: request.method,
      url: request.url,
      body: request.body ? new TextDecoder().decode(request.body) : null,
    });
    const reply = replies.shift() ?? { status: 500 };
    const body = new TextEncoder().encode(reply.body ?? '');
    return { status: reply.status, headers: new Headers(reply.headers), body: async () => body };
  };
  const http = createHttpClient({ inspector, transport, random: () => 0 });
  return { api: createRekorApi(http), requests, inspector };
}

const jarEntry = fixtureText('entries/sigstore-java.jar-entry.prod-shard0.json');

describe('Rekor API client', () => {
  it('reads an entry by index and by ID, and maps 404 to null', async () => {
    const { api, requests } = apiWith({ status: 200, body: jarEntry }, { status: 404 });
    const served = await api.entry(endpoint, { logIndex: '3120029' });
    expect(served).toMatchObject({
      entryId: expect.stringMatching(/^362f8ecba72f4326/),
      entry: { logIndex: 3120029n },
    });
    expect(served!.json).toEqual(JSON.parse(jarEntry));
    expect(await api.entry(endpoint, { entryId: 'AB'.repeat(32) })).toBeNull();
    expect(requests.map((r) => r.url)).toEqual([
      'https://log.test/api/v1/log/entries?logIndex=3120029',
      `https://log.test/api/v1/log/entries/${'ab'.repeat(32)}`,
    ]);
  });

  it('rejects malformed responses with BAD_RESPONSE naming the field', async () => {
    const entry = JSON.parse(jarEntry) as Record<string, Record<string, unknown>>;
    const [id] = Object.keys(entry);
    const unsafe = { [id!]: { ...entry[id!], logIndex: 2 ** 53 + 2 } };
    const badHash = { [id!]: { ...entry[id!], logID: 'zz' } };
    const { api } = apiWith(
      { status: 200, body: JSON.stringify(unsafe) },
      { status: 200, body: JSON.stringify(badHash) },
      { status: 200, body: 'not json' },
      { status: 200, body: '{"rootHash":"00","hashes":[]}' },
      { status: 200, body: '[{"x": 1}]' },
    );
    await expect(api.entry(endpoint, { logIndex: '1' })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
      message: expect.stringMatching(/logIndex: is beyond 2\^53/),
    });
    await expect(api.entry(endpoint, { logIndex: '1' })).rejects.toMatchObject({
      message: expect.stringMatching(/logID/),
    });
    await expect(api.entry(endpoint, { logIndex: '1' })).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    await expect(api.consistencyProof(endpoint, { firstSize: '1', lastSize: '2' })).rejects.toMatchObject({
      message: expect.stringMatching(/consistency proof \(rootHash/),
    });
    await expect(api.retrieve(endpoint, { logIndexes: [1] })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
      message: 'The log at https://log.test sent a malformed entry list ([0].x: Invalid key in record)',
    });
  });

  it('retries the two POST searches (reads) but never a create', async () => {
    const { api, requests } = apiWith(
      { status: 503 },
      { status: 200, body: `[${jarEntry}]` },
      { status: 503 },
    );
    const found = await api.retrieve(endpoint, { logIndexes: [3120029] });
    expect(found).toHaveLength(1);
    expect(JSON.parse(requests[0]!.body!)).toEqual({ logIndexes: [3120029] });
    await expect(api.createEntry(endpoint, { kind: 'hashedrekord' })).rejects.toMatchObject({
      code: 'UPSTREAM',
    });
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /api/v1/log/entries/retrieve',
      'POST /api/v1/log/entries/retrieve',
      'POST /api/v1/log/entries',
    ]);
    await expect(api.retrieve(endpoint, { entryUUIDs: Array(11).fill('ab'.repeat(32)) })).rejects.toThrow(
      /1–10 items/,
    );
  });

  it('writes int64 log indexes exactly in retrieve, past 2^53 too', async () => {
    const { api, requests } = apiWith({ status: 200, body: '[]' }, { status: 200, body: '[]' });
    expect(
      await api.retrieve(endpoint, { logIndexes: [9223372036854775807n, 9007199254740993n, 7] }),
    ).toEqual([]);
    expect(requests[0]!.body).toBe('{"logIndexes":[9223372036854775807,9007199254740993,7]}');
    await api.retrieve(endpoint, { entryUUIDs: ['ab'.repeat(32)] });
    expect(JSON.parse(requests[1]!.body!)).toEqual({ entryUUIDs: ['ab'.repeat(32)] });
    await expect(api.retrieve(endpoint, { logIndexes: [2n ** 63n] })).rejects.toThrow(/outside int64/);
  });

  it('returns the entry ID of a 409 from its Location, and the entry of a 201', async () => {
    const id = `362f8ecba72f4326${'cd'.repeat(32)}`;
    const { api } = apiWith(
      {
        status: 409,
        body: '{"code":409,"message":"exists"}',
        headers: { location: `/api/v1/log/entries/${id}` },
      },
      { status: 201, body: jarEntry, headers: { location: '/api/v1/log/entries/x', etag: 'x' } },
      { status: 409, body: '{}' },
    );
    expect(await api.createEntry(endpoint, {})).toMatchObject({ status: 409, entryId: id, served: null });
    expect(await api.createEntry(endpoint, {})).toMatchObject({
      status: 201,
      entryId: expect.stringMatching(/^362f8e/),
    });
    await expect(api.createEntry(endpoint, {})).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
      message: /Location/,
    });
  });

  it('accepts only a PEM public key from /publicKey, per tree ID', async () => {
    const pem = fixtureText('keys/rekor.sigstore.dev.pem');
    const { api, requests, inspector } = apiWith({ status: 200, body: pem }, { status: 200, body: '<html>' });
    expect(await api.publicKey(endpoint, '1193050959916656506')).toBe(pem);
    await expect(api.publicKey(endpoint)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    expect(requests[0]!.url).toBe('https://log.test/api/v1/log/publicKey?treeID=1193050959916656506');
    expect(inspector.list().exchanges.every((e) => e.service === 'tlog')).toBe(true);
  });
});
