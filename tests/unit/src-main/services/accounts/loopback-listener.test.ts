import { describe, expect, it } from 'vitest';
import { openLoopbackListener } from '../../../../../src-main/services/accounts/loopback-listener';

const STATE = 'the-state-of-this-sign-in';
const open = (signal = new AbortController().signal) =>
  openLoopbackListener({ state: STATE, timeoutMs: 60_000, signal });

describe('the loopback listener of one sign-in', () => {
  it('listens on 127.0.0.1 at a port the system picks, and takes the code that comes with its state', async () => {
    const listener = await open();
    expect(listener.redirectUri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect((await fetch(`${listener.redirectUri}favicon.ico`)).status).toBe(404);
    const page = await fetch(`${listener.redirectUri}?code=4%2F0abc&state=${STATE}&scope=email`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('You can close this tab');
    await expect(listener.redirect).resolves.toEqual({ kind: 'code', code: '4/0abc' });
    // Closed once answered.
    await expect(fetch(`${listener.redirectUri}?code=x&state=${STATE}`)).rejects.toThrow();
  });

  it('shows an error the server sent as text, never as markup', async () => {
    const listener = await open();
    const description = '<script>alert(1)</script>';
    const page = await fetch(
      `${listener.redirectUri}?error=invalid_scope&error_description=${encodeURIComponent(description)}&state=${STATE}`,
    );
    const html = await page.text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    await expect(listener.redirect).resolves.toEqual({ kind: 'error', error: 'invalid_scope', description });
  });

  it('refuses a redirect with another state, and the sign-in fails', async () => {
    const listener = await open();
    const page = await fetch(`${listener.redirectUri}?code=planted&state=someone-else`);
    expect(page.status).toBe(400);
    await expect(listener.redirect).rejects.toThrow('wrong state');
  });

  it('a cancel closes it', async () => {
    const abort = new AbortController();
    const listener = await open(abort.signal);
    abort.abort();
    await expect(listener.redirect).rejects.toMatchObject({ code: 'CANCELLED' });
    await expect(fetch(`${listener.redirectUri}?code=x&state=${STATE}`)).rejects.toThrow();
  });
});
