// The client's everyCall parameters: sent with each call whose method (per the method table) takes them,
// left off the others (the URL builder refuses a parameter a method does not take), the call's own value
// winning.
import { describe, expect, it } from 'vitest';
import { STORE_V3 } from '../../../../../src-main/services/google/generated/store-v3';
import { createGoogleClient } from '../../../../../src-main/services/google/google-client';
import { answeringHttp } from '../../../../support/upload-fakes';

const json = { 'content-type': 'application/json' };

function clientAnswering(count: number) {
  const { http, sent } = answeringHttp(
    Array.from({ length: count }, () => ({ status: 200, headers: json, body: '{"id":"f1"}' })),
  );
  const client = createGoogleClient({
    http,
    accessToken: async () => 'token',
    api: STORE_V3,
    rootUrl: () => 'http://store.test/',
    everyCall: { supportsAllDrives: true },
  });
  const query = (i: number) => new URL(sent[i]!.url).searchParams;
  return { client, query };
}

describe('a Google client with everyCall parameters', () => {
  it('sends them to the methods that take them and not to the others', async () => {
    const { client, query } = clientAnswering(3);
    await client.call('p', 'files.get', { params: { fileId: 'f1' } });
    await client.call('p', 'revisions.list', { params: { fileId: 'f1' } });
    await client.call('p', 'permissions.list', { params: { fileId: 'f1' } });
    expect(query(0).get('supportsAllDrives')).toBe('true');
    expect(query(1).has('supportsAllDrives')).toBe(false);
    expect(query(2).get('supportsAllDrives')).toBe('true');
  });

  it("lets a call's own value win", async () => {
    const { client, query } = clientAnswering(1);
    await client.call('p', 'files.get', { params: { fileId: 'f1', supportsAllDrives: false } });
    expect(query(0).getAll('supportsAllDrives')).toEqual(['false']);
  });
});
