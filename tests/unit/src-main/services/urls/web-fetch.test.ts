import { describe, expect, it } from 'vitest';
import { VerityError } from '../../../../../src-shared/contract/result';
import type { HttpTransport } from '../../../../../src-main/services/http/fetch-transport';
import { createHttpClient } from '../../../../../src-main/services/http/http-client';
import { createInspector } from '../../../../../src-main/services/inspector/inspector';
import { createWebFetch } from '../../../../../src-main/services/urls/web-fetch';

const SANDBOX = 'http://127.0.0.1:4100';

/** A web of `pages` (by the URL asked on the wire): each a status, headers and body. */
function web(pages: Record<string, { status: number; headers?: Record<string, string>; body?: string }>) {
  const asked: { url: string; headers: Headers }[] = [];
  const transport: HttpTransport = async (request) => {
    asked.push({ url: request.url, headers: request.headers });
    const page = pages[request.url] ?? { status: 404, body: 'not found' };
    const body = new TextEncoder().encode(page.body ?? '');
    return {
      status: page.status,
      headers: new Headers(page.headers),
      body: async () => {
        // As fetch-transport.ts reads a body past the request's cap.
        if (body.byteLength > request.maxBodyBytes)
          throw new VerityError('BAD_RESPONSE', `Response too large (${body.byteLength} bytes)`);
        return body;
      },
    };
  };
  const inspector = createInspector({ secrets: () => [] });
  const fetchWeb = createWebFetch({
    http: createHttpClient({ inspector, transport }),
    profiles: {
      endpoint: (_service, profileId) => ({ profileId: profileId ?? 'sandbox', baseUrl: SANDBOX }),
    },
  });
  return { fetchWeb, asked, inspector };
}

const OPTIONS = { maxBytes: 1024, accept: 'text/html' };

describe('web fetch', () => {
  it('follows redirects one hop at a time, relative ones too, and says where it ended', async () => {
    const { fetchWeb, asked } = web({
      'https://site.example/old': { status: 301, headers: { location: '/middle#x' } },
      'https://site.example/middle': { status: 302, headers: { location: 'https://www.site.example/new' } },
      'https://www.site.example/new': { status: 200, body: '<html></html>' },
    });
    const answer = await fetchWeb('work', 'https://site.example/old', OPTIONS);
    expect(answer).toMatchObject({
      url: 'https://www.site.example/new',
      status: 200,
      redirects: [
        { url: 'https://site.example/old', status: 301 },
        { url: 'https://site.example/middle', status: 302 },
      ],
    });
    expect(new TextDecoder().decode(answer.body)).toBe('<html></html>');
    expect(asked.map((a) => a.url)).toHaveLength(3);
    expect([...asked[0]!.headers.keys()]).toEqual(['accept']);
  });

  it('answers error statuses as answers, not failures', async () => {
    const { fetchWeb } = web({ 'https://site.example/gone': { status: 410 } });
    expect(await fetchWeb('work', 'https://site.example/gone', OPTIONS)).toMatchObject({ status: 410 });
    expect(await fetchWeb('work', 'https://site.example/missing', OPTIONS)).toMatchObject({ status: 404 });
  });

  it('fails a redirect loop and more than ten hops, naming them', async () => {
    const chain = Object.fromEntries(
      Array.from({ length: 12 }, (_, n) => [
        `https://site.example/${n}`,
        { status: 302, headers: { location: `/${n + 1}` } },
      ]),
    );
    const { fetchWeb } = web({
      ...chain,
      'https://site.example/a': { status: 302, headers: { location: '/b' } },
      'https://site.example/b': { status: 301, headers: { location: 'https://site.example/a' } },
    });
    await expect(fetchWeb('work', 'https://site.example/a', OPTIONS)).rejects.toMatchObject({
      message: 'Redirect loop: https://site.example/a → https://site.example/b → https://site.example/a',
      redirects: 2,
    });
    await expect(fetchWeb('work', 'https://site.example/0', OPTIONS)).rejects.toMatchObject({
      message: 'More than 10 redirects from https://site.example/0: no final page',
      redirects: 10,
    });
  });

  it('refuses a body over the cap, naming the limit', async () => {
    const { fetchWeb } = web({
      'https://site.example/big': { status: 200, body: 'x'.repeat(3 * 1024 * 1024) },
    });
    const big = await fetchWeb('work', 'https://site.example/big', {
      ...OPTIONS,
      maxBytes: 2 * 1024 * 1024,
    }).catch((error: unknown) => error);
    expect(big).toMatchObject({
      code: 'BAD_RESPONSE',
      message: 'https://site.example/big answered with more than 2 MB, more than is read',
    });
  });

  it('with the Sandbox profile fetches demo hosts from the sandbox (redirects too), other hosts as they are', async () => {
    const { fetchWeb, asked, inspector } = web({
      [`${SANDBOX}/demo-web/https/example.com/a?x=1`]: {
        status: 301,
        headers: { location: 'https://www.example.com/a?x=1' },
      },
      [`${SANDBOX}/demo-web/https/www.example.com/a?x=1`]: { status: 200, body: 'ok' },
    });
    expect(await fetchWeb('sandbox', 'https://example.com/a?x=1', OPTIONS)).toMatchObject({
      url: 'https://www.example.com/a?x=1',
      status: 200,
    });
    await fetchWeb('sandbox', 'https://elsewhere.example/', OPTIONS);
    await fetchWeb('work', 'https://www.example.com/a', OPTIONS);
    expect(asked.map((a) => a.url)).toEqual([
      `${SANDBOX}/demo-web/https/example.com/a?x=1`,
      `${SANDBOX}/demo-web/https/www.example.com/a?x=1`,
      'https://elsewhere.example/',
      'https://www.example.com/a',
    ]);
    expect(inspector.list({}).exchanges.every((e) => e.service === 'indexing')).toBe(true);
  });
});
