// files.list / get / delete / download against the real sandbox over HTTP, under v1beta and v1, with the bodies
// of the real exchanges (fixtures files/real-files-*.json).
import { beforeAll, describe, expect, it } from 'vitest';
import { useGenaiSandbox } from './genai-harness';
import {
  errorOf,
  filesFixture,
  putFilesSettings,
  uploadSmallFile,
  type FileJson,
} from './genai-files-harness';
import { rawRequest } from './sandbox-harness';

const sandbox = useGenaiSandbox();
// Processed at once, so that a file reads the same from its upload to its get.
beforeAll(() => putFilesSettings(sandbox, { processingMs: 0 }));
const realGet = filesFixture('real-files-get-response.json') as FileJson;
const realDownloadError = filesFixture('real-files-download-uploaded-error.json');

function call(path: string, method = 'GET', key: string | null = sandbox.apiKey) {
  return rawRequest(`${sandbox.baseUrl}/${path}`, {
    method,
    headers: key === null ? {} : { 'x-goog-api-key': key },
  });
}

describe('Files API metadata routes', () => {
  it('gets a bare File as the real answer, under v1beta and v1, and refuses a request without the key', async () => {
    const file = await uploadSmallFile(sandbox, 'get me');
    for (const version of ['v1beta', 'v1']) {
      const got = await call(`${version}/${file.name}`);
      expect([got.status, got.headers['content-type']]).toEqual([200, 'application/json; charset=UTF-8']);
      const body = JSON.parse(got.body) as FileJson;
      expect(Object.keys(body).sort()).toEqual(Object.keys(realGet).sort());
      expect(body).toEqual(file);
    }
    const noKey = await call(`v1beta/${file.name}`, 'GET', null);
    expect([noKey.status, errorOf(noKey).message]).toEqual([
      400,
      'API key not valid. Please pass a valid API key.',
    ]);
  });

  it('lists newest first in pages of 10 by default and at most 100, following nextPageToken to the end', async () => {
    const uploaded: string[] = [];
    for (let i = 0; i < 12; i += 1)
      uploaded.push((await uploadSmallFile(sandbox, `file ${i}`, `f${i}.txt`)).name!);
    const first = JSON.parse((await call('v1/files')).body) as { files: FileJson[]; nextPageToken?: string };
    expect(first.files).toHaveLength(10);
    expect(first.nextPageToken).toEqual(expect.any(String));
    const all: FileJson[] = [];
    let token: string | undefined = '';
    while (token !== undefined) {
      const answer = await call(`v1beta/files?pageSize=5&pageToken=${token}`);
      const page = JSON.parse(answer.body) as { files: FileJson[]; nextPageToken?: string };
      all.push(...page.files);
      token = page.nextPageToken;
    }
    const names = all.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(uploaded));
    const sorted = [...all].sort((a, b) => b.createTime!.localeCompare(a.createTime!));
    expect(all.map((f) => f.createTime)).toEqual(sorted.map((f) => f.createTime));
    const capped = JSON.parse((await call('v1beta/files?pageSize=1000')).body) as { files: FileJson[] };
    expect(capped.files.length).toBe(all.length);
    const badToken = await call('v1beta/files?pageToken=bm9wZQ');
    expect([badToken.status, errorOf(badToken).status]).toEqual([400, 'INVALID_ARGUMENT']);
    const badSize = await call('v1beta/files?pageSize=-1');
    expect(badSize.status).toBe(400);
  });

  it('answers a download of an uploaded file with the real 400, and deletes with the real {}', async () => {
    const file = await uploadSmallFile(sandbox, 'delete me');
    const download = await call(`v1beta/${file.name}:download?alt=media`);
    expect(download.status).toBe(400);
    expect(JSON.parse(download.body)).toEqual(realDownloadError);
    const deleted = await call(`v1/${file.name}`, 'DELETE');
    expect([deleted.status, JSON.parse(deleted.body)]).toEqual([
      200,
      filesFixture('real-files-delete-response.json'),
    ]);
    const id = file.name!.slice('files/'.length);
    for (const gone of [await call(`v1beta/${file.name}`), await call(`v1beta/${file.name}`, 'DELETE')]) {
      expect([gone.status, errorOf(gone)]).toEqual([
        403,
        {
          code: 403,
          status: 'PERMISSION_DENIED',
          message: `You do not have permission to access the File ${id} or it may not exist.`,
        },
      ]);
    }
  });
});
