// Call URLs built from the generated method tables match the requests recorded in the fixtures
// (tests/fixtures/google/*-examples.json), with the storage service's /drive/v3 read as /store/v3.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INDEXING_V3 } from '../../../../../src-main/services/google/generated/indexing-v3';
import { STORE_V3 } from '../../../../../src-main/services/google/generated/store-v3';
import { YOUTUBE_ANALYTICS_V2 } from '../../../../../src-main/services/google/generated/youtube-analytics-v2';
import { callUrl, pagedFields } from '../../../../../src-main/services/google/google-request';

interface RecordedRequest {
  request: { method: string; path: string; query?: Record<string, string | number | boolean> };
}
const examples = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../../fixtures/google/${name}`, import.meta.url), 'utf8')) as Record<
    string,
    RecordedRequest
  >;
const drive = examples('drive-examples.json');
const analytics = examples('youtubeAnalytics-examples.json');

/** Fixture name, method-table key, and the path parameters the recorded path carries. */
const DRIVE_CASES: ReadonlyArray<readonly [string, keyof typeof STORE_V3.methods, Record<string, string>]> = [
  ['about_get', 'about.get', {}],
  ['files_list_folder', 'files.list', {}],
  ['files_get_metadata', 'files.get', { fileId: '1PdFiDCCCCCCCCCCCCCCCCCCCCCCCCCCC' }],
  ['files_update_move', 'files.update', { fileId: '1PdFiDCCCCCCCCCCCCCCCCCCCCCCCCCCC' }],
  ['files_generateIds', 'files.generateIds', {}],
  ['changes_list_page', 'changes.list', {}],
  [
    'replies_create_resolve',
    'replies.create',
    { fileId: '1DoCiDBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB', commentId: 'AAAAExampleComment1' },
  ],
  ['drives_list', 'stores.list', {}],
  ['drives_create', 'stores.create', {}],
];

const SANDBOX = 'http://127.0.0.1:8787';

function expectRecorded(url: URL, recorded: RecordedRequest['request'], path: string) {
  expect(url.origin).toBe(SANDBOX);
  expect(url.pathname).toBe(path);
  const query = Object.fromEntries(Object.entries(recorded.query ?? {}).map(([k, v]) => [k, String(v)]));
  expect(Object.fromEntries(url.searchParams)).toEqual(query);
}

describe('callUrl', () => {
  it.each(DRIVE_CASES)(
    'builds the recorded Drive request %s on the storage service',
    (name, key, pathParameters) => {
      const { request } = drive[name]!;
      const method = STORE_V3.methods[key];
      expect(method.httpMethod).toBe(request.method);
      const url = callUrl(STORE_V3, method, { ...pathParameters, ...request.query }, SANDBOX);
      expectRecorded(
        url,
        request,
        request.path
          .replace(/^\/drive\/v3\/drives/, '/store/v3/stores')
          .replace(/^\/drive\/v3\//, '/store/v3/'),
      );
    },
  );

  it('builds every recorded YouTube Analytics report query', () => {
    // The first case records the method and path; the others record only what they query.
    const queries = Object.entries(analytics).filter(
      ([name, recorded]) => name.startsWith('reports_query') && recorded.request?.query,
    );
    expect(queries.length).toBeGreaterThan(10);
    for (const [, { request }] of queries) {
      const method = YOUTUBE_ANALYTICS_V2.methods['reports.query'];
      expectRecorded(callUrl(YOUTUBE_ANALYTICS_V2, method, request.query!, SANDBOX), request, '/v2/reports');
    }
  });

  it("uses the API's own root URL, and escapes path parameters", () => {
    const url = callUrl(STORE_V3, STORE_V3.methods['files.get'], { fileId: 'a/b c?d', alt: 'media' });
    expect(url.href).toBe('https://www.googleapis.com/store/v3/files/a%2Fb%20c%3Fd?alt=media');
    expect(
      callUrl(INDEXING_V3, INDEXING_V3.methods['urlNotifications.publish'], {}, `${SANDBOX}/`).href,
    ).toBe(`${SANDBOX}/v3/urlNotifications:publish`);
  });

  it('leaves undefined parameters out and sends a repeated one once per value', () => {
    const repeated = {
      ...STORE_V3.methods['files.list'],
      parameters: {
        ...STORE_V3.methods['files.list'].parameters,
        spaces: { location: 'query', type: 'string', repeated: true },
      },
    } as const;
    const url = callUrl(STORE_V3, repeated, { spaces: ['drive', 'appDataFolder'], q: undefined }, SANDBOX);
    expect(url.search).toBe('?spaces=drive&spaces=appDataFolder');
  });

  it('refuses what the method does not take, naming the method and the parameter', () => {
    const get = STORE_V3.methods['files.get'];
    expect(() => callUrl(STORE_V3, get, {}, SANDBOX)).toThrow(
      'drive.files.get: the path parameter fileId is required',
    );
    expect(() => callUrl(STORE_V3, get, { fileId: 'x', color: 'red' }, SANDBOX)).toThrow(
      'drive.files.get: there is no parameter color',
    );
    expect(() => callUrl(STORE_V3, get, { fileId: 'x', fields: ['id', 'name'] }, SANDBOX)).toThrow(
      'drive.files.get: the parameter fields takes one value',
    );
    expect(() => callUrl(STORE_V3, STORE_V3.methods['stores.create'], {}, SANDBOX)).toThrow(
      'drive.drives.create: the parameter requestId is required',
    );
  });
});

describe('pagedFields', () => {
  it('adds nextPageToken to a mask that lacks it at the top level', () => {
    expect(pagedFields('files(id,name)')).toBe('nextPageToken,files(id,name)');
    expect(pagedFields('files(id,nextPageToken)')).toBe('nextPageToken,files(id,nextPageToken)');
    const recorded = String(drive.files_list_folder!.request.query!.fields);
    expect(pagedFields(recorded)).toBe(recorded);
    expect(pagedFields('*')).toBe('*');
  });
});
