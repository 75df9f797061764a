// The consent page in a real browser (Chromium through playwright-core): the installed-app flow as a
// user meets it, with a loopback listener at an ephemeral port receiving the redirect, then getToken.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYTICS,
  authorizationUrl,
  DRIVE,
  EMAIL,
  newClient,
  NOBODY,
  oauthSandboxPerFile,
} from './oauth-harness';

const oauth = oauthSandboxPerFile();
let browser: Browser;
let listener: Server;
let redirectUri: string;
let arrivals: Array<(query: URLSearchParams) => void> = [];

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  listener = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('You can close this tab.');
    arrivals.shift()?.(new URL(req.url ?? '/', 'http://127.0.0.1').searchParams);
  });
  await new Promise<void>((done) => listener.listen(0, '127.0.0.1', done));
  redirectUri = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/`;
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((done) => listener.close(() => done()));
});

/** The query of the next request the loopback listener receives. */
const nextArrival = () => new Promise<URLSearchParams>((resolve) => arrivals.push(resolve));

describe('the consent page in Chromium', () => {
  it('choosing an account, unticking a scope and pressing Allow signs in with what was granted', async () => {
    arrivals = [];
    const client = newClient(oauth(), { redirectUri });
    const { url, codeVerifier, state } = await authorizationUrl(client);
    const page = await browser.newPage();
    await page.goto(url);
    await page.getByLabel(/Grace Visitor/).check();
    await page
      .getByRole('checkbox', { name: /See, edit, create, and delete all of your Google Drive files/ })
      .uncheck();
    const arrived = nextArrival();
    await page.getByRole('button', { name: 'Allow' }).click();
    const query = await arrived;
    await expect.poll(() => page.textContent('body')).toBe('You can close this tab.');
    await page.close();

    expect(query.get('state')).toBe(state);
    const { tokens } = await client.getToken({ code: query.get('code') ?? '', codeVerifier });
    expect(tokens.scope).toBe(`${ANALYTICS} ${EMAIL}`);
    const info = await client.getTokenInfo(tokens.access_token!);
    expect(info).toMatchObject({ sub: NOBODY.sub, email: NOBODY.email, scopes: [ANALYTICS, EMAIL] });
    expect(info.scopes).not.toContain(DRIVE);
  });

  it('Deny sends the browser back with error=access_denied', async () => {
    arrivals = [];
    const client = newClient(oauth(), { redirectUri });
    const { url, state } = await authorizationUrl(client);
    const page = await browser.newPage();
    await page.goto(url);
    const arrived = nextArrival();
    await page.getByRole('button', { name: 'Deny' }).click();
    expect(Object.fromEntries(await arrived)).toEqual({ error: 'access_denied', state });
    await page.close();
  });
});
