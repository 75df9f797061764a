// The files client against a server that answers what no Files API would: each answer is refused as
// BAD_RESPONSE naming what is wrong, and nothing it sends back reaches the page unchecked.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenaiFile } from '../../../src-shared/contract/schemas/files';
import { startTestCore, type TestCore } from '../../support/test-core';

const API_KEY = 'hostile-test-key-0123456789';
const HEX = createHash('sha256').update('bytes').digest('hex');

/** What the server answers next, by path: a body (JSON unless a string) with status 200. */
let answers: Record<string, unknown> = {};
let server: Server;
let core: TestCore;

const file = (fields: Record<string, unknown> = {}) => ({
  name: 'files/abc-123',
  sizeBytes: '5',
  sha256Hash: Buffer.from(HEX).toString('base64'),
  ...fields,
});

async function refusal(channel: string, input: unknown) {
  const result = await core.call(channel, input);
  if (result.ok) throw new Error(`${channel} accepted ${JSON.stringify(result.value)}`);
  return result.error;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const answer = answers[path];
    const status = answer === undefined ? 404 : path.endsWith('/denied') ? 403 : 200;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof answer === 'string' ? answer : JSON.stringify(answer ?? { error: { message: 'no' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  core = await startTestCore(
    'files-hostile',
    { baseUrl: `http://127.0.0.1:${port}`, apiKey: API_KEY },
    () => new Promise<void>((resolve) => server.close(() => resolve())),
  );
});

afterAll(() => core.close());

describe('a hostile or malformed Files API answer', () => {
  it('a list that is not JSON', async () => {
    answers = { '/v1beta/files': '<html>captive portal</html>' };
    const error = await refusal('files:list', {});
    expect(error.code).toBe('BAD_RESPONSE');
    expect(error.message).toMatch(/not JSON/);
  });

  it('a list whose second file has a size that is not a number', async () => {
    answers = { '/v1beta/files': { files: [file(), file({ name: 'files/b', sizeBytes: '12x' })] } };
    const error = await refusal('files:list', {});
    expect(error.code).toBe('BAD_RESPONSE');
    expect(error.message).toMatch(/files list .*files\.1\.sizeBytes: .*whole number/);
  });

  it('a list with more files than the page asked for', async () => {
    answers = { '/v1beta/files': { files: [file(), file({ name: 'files/b' }), file({ name: 'files/c' })] } };
    const error = await refusal('files:list', { pageSize: 2 });
    expect(error.message).toMatch(/holds 3 files for a page of at most 2/);
  });

  it('a list whose page token the next call could not carry', async () => {
    answers = { '/v1beta/files': { files: [file()], nextPageToken: 'x'.repeat(2000) } };
    expect((await refusal('files:list', {})).message).toMatch(/nextPageToken/);
  });

  it('a file named outside the files collection', async () => {
    answers = { '/v1beta/files/abc-123': file({ name: 'files/../../v1beta/models' }) };
    const error = await refusal('files:get', { name: 'files/abc-123' });
    expect(error.code).toBe('BAD_RESPONSE');
    expect(error.message).toMatch(/name: a file name such as files\/abc-123/);
  });

  it('a sha256Hash that is no SHA-256 digest', async () => {
    answers = {
      '/v1beta/files/abc-123': file({ sha256Hash: Buffer.from('not a digest').toString('base64') }),
    };
    expect((await refusal('files:get', { name: 'files/abc-123' })).message).toMatch(
      /sha256Hash: not base64 of a SHA-256 digest/,
    );
  });

  it('reads sha256Hash both as the service sends it (base64 of the hex) and as documented (of the digest)', async () => {
    answers = { '/v1beta/files/abc-123': file({ sha256Hash: Buffer.from(HEX, 'hex').toString('base64') }) };
    const got = await core.call<GenaiFile>('files:get', { name: 'files/abc-123' });
    expect(got.ok && got.value.sha256).toBe(HEX);
    answers = { '/v1beta/files/abc-123': file() };
    const again = await core.call<GenaiFile>('files:get', { name: 'files/abc-123' });
    expect(again.ok && again.value.sha256).toBe(HEX);
  });

  it('a key echoed back never reaches the page', async () => {
    answers = { '/v1beta/files/abc-123': file({ displayName: `key ${API_KEY}` }) };
    const got = await core.call<GenaiFile>('files:get', { name: 'files/abc-123' });
    expect(got.ok).toBe(true);
    expect(JSON.stringify(got)).not.toContain(API_KEY);
  });

  it('a 403 that is not about the file is a refusal, not a missing file', async () => {
    const disabled = 'Generative Language API has not been used in project 1 before or it is disabled.';
    answers = {
      '/v1beta/files/denied': { error: { code: 403, message: disabled, status: 'PERMISSION_DENIED' } },
    };
    const error = await refusal('files:get', { name: 'files/denied' });
    expect(error.code).toBe('UPSTREAM');
    expect(error.message).toContain(disabled);
  });

  it('a 404 for a file is NOT_FOUND with what to do', async () => {
    answers = {};
    const error = await refusal('files:get', { name: 'files/gone' });
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toMatch(/no file files\/gone.*Refresh the list/);
  });
});
