import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { VALID_INPUTS } from '../support/contract-samples';
import type { ConsoleProcess } from './support/console-process';
import { expect, test } from './support/fixtures';

const SECRET = 'test-only-e2e-secret-value-0123456789abcdef';
/** Run after the rest: they clear or remove what the others should see (a sign-in, a service-account key too). */
const LAST = new Set([
  'inspector:clear',
  'profiles:remove',
  'accounts:signOut',
  'accounts:forgetServiceAccount',
]);
/** The sandbox's access and refresh tokens look like Google's: ya29.… and 1//0…. */
const TOKEN_SHAPES = /ya29\.|1\/\/0/;

/** The sandbox's service-account.json and the refresh tokens it has given out, from its data folder. */
async function sandboxAccountFiles(running: ConsoleProcess) {
  const dir = join(running.dataDir, 'sandbox');
  const keyText = () => readFile(join(dir, 'service-account.json'), 'utf8');
  // Written when the sandbox's services open, just after it starts listening.
  await expect.poll(() => keyText().then(Boolean, () => false)).toBe(true);
  const text = await keyText();
  const { private_key: pem } = JSON.parse(text) as { private_key: string };
  const refreshTokens = async () =>
    (
      JSON.parse(await readFile(join(dir, 'oauth', 'grants.json'), 'utf8').catch(() => '[]')) as {
        refreshToken: string;
      }[]
    ).map(({ refreshToken }) => refreshToken);
  return {
    keyText: text,
    /** Every full line of the private key: found however the key is quoted. */
    keyLines: pem.split('\n').filter((line) => line.length >= 16 && !line.startsWith('-----')),
    refreshTokens,
  };
}

/** Signs the Sandbox profile in to the demo account that owns things, on the sandbox's consent page. */
async function signInAtSandbox(app: Page) {
  await app.evaluate(() => {
    (window as unknown as { signingIn: Promise<unknown> }).signingIn = window.verity!.accounts.signIn({
      profileId: 'sandbox',
    });
  });
  let consentUrl: string | null = null;
  await expect
    .poll(async () => {
      const status = await app.evaluate(() => window.verity!.accounts.status({ profileId: 'sandbox' }));
      consentUrl = status.ok ? status.value.consentUrl : null;
      return consentUrl;
    })
    .not.toBeNull();
  const consent = await app.context().newPage();
  await consent.goto(consentUrl!);
  await consent.getByLabel(/ada@example\.com/).check();
  await consent.getByRole('button', { name: 'Allow' }).click();
  await expect(consent.getByText('You can close this tab')).toBeVisible();
  await consent.close();
  const signedIn = await app.evaluate(() => (window as unknown as { signingIn: Promise<unknown> }).signingIn);
  expect(signedIn).toMatchObject({ ok: true, value: { state: 'signed-in' } });
}
/** The one channel that hands a key to the renderer: the local sandbox's own, checked apart below. */
const REVEAL = 'sandbox:revealApiKey';

test("a secret, a sign-in's tokens and a service-account key are found in no response, no inspector record, no renderer storage and no log", async ({
  app,
  console: running,
}) => {
  const sandboxKey = await running.sandboxKey();
  // The Sandbox profile holds a service-account key and a person's sign-in while every channel is called.
  const accountFiles = await sandboxAccountFiles(running);
  const imported = await app.evaluate(
    (json) => window.verity!.accounts.importServiceAccount({ profileId: 'sandbox', json }),
    accountFiles.keyText,
  );
  expect(imported).toMatchObject({ ok: true, value: { serviceAccount: { email: expect.any(String) } } });
  await signInAtSandbox(app);
  const refreshTokens = await accountFiles.refreshTokens();
  expect(refreshTokens.length).toBeGreaterThan(0);
  const channels = Object.entries(VALID_INPUTS).filter(
    ([channel]) => channel !== 'inspector:follow' && channel !== REVEAL,
  );
  const { revealed, ...transcript } = await app.evaluate(
    async ({ secret, channels, last, reveal, SIGN_IN }) => {
      const verity = window.verity! as unknown as Record<
        string,
        Record<string, (input: unknown) => Promise<unknown>>
      >;
      const call = (channel: string, input: unknown) => {
        const [namespace, method] = channel.split(':') as [string, string];
        return verity[namespace]![method]!(input);
      };
      const out: unknown[] = [];
      const events: unknown[] = [];
      const follow = window.verity!.inspector.follow({}, (event) => events.push(event));

      out.push(
        await call('profiles:save', {
          profile: {
            name: 'Staging',
            endpoints: {
              tlog: location.origin,
              genai: location.origin,
              indexing: location.origin,
              analytics: location.origin,
              storage: location.origin,
            },
          },
        }),
      );
      out.push(
        await call('vault:setSecret', {
          profileId: 'staging',
          service: 'genai',
          name: 'apiKey',
          value: secret,
        }),
      );
      // The reveal channel names no profile, service or secret: asking for one is refused by the contract,
      // and with another profile active it still gives only the sandbox's own key.
      const revealed = {
        sandbox: await call(reveal, {}),
        named: [
          await call(reveal, { profileId: 'staging' }),
          await call(reveal, { profileId: 'staging', service: 'genai', name: 'apiKey' }),
          await call(reveal, { service: 'genai' }),
        ],
        otherActive: await (async () => {
          await call('profiles:setActive', { id: 'staging' });
          const answer = await call(reveal, {});
          await call('profiles:setActive', { id: 'sandbox' });
          return answer;
        })(),
      };
      // A sign-in waits for the browser until the next channel, accounts:cancel, ends it.
      const waiting: Promise<unknown>[] = [];
      for (const [channel, { input }] of channels) {
        if (last.includes(channel)) continue;
        if (channel === SIGN_IN) waiting.push(call(channel, input));
        else out.push(await call(channel, input));
      }
      out.push(...(await Promise.all(waiting)));

      const listed = (await window.verity!.inspector.list({ limit: 5000 })) as {
        ok: boolean;
        value?: { exchanges: Array<{ id: string }> };
      };
      out.push(listed);
      for (const { id } of listed.value?.exchanges ?? []) {
        out.push(await window.verity!.inspector.get({ id }));
        out.push(await window.verity!.inspector.asCurl({ id }));
      }
      follow.cancel();
      out.push(await follow.done);
      for (const [channel, { input }] of channels)
        if (last.includes(channel)) out.push(await call(channel, input));

      const storage = {
        local: Object.entries(localStorage),
        session: Object.entries(sessionStorage),
        cookies: document.cookie,
        indexedDb: (await indexedDB.databases()).map((db) => db.name),
        caches: await caches.keys(),
        html: document.documentElement.outerHTML,
      };
      return { responses: out, events, storage, exchanges: listed.value?.exchanges.length ?? 0, revealed };
    },
    { secret: SECRET, channels, last: [...LAST], reveal: REVEAL, SIGN_IN: 'accounts:signIn' },
  );

  expect(revealed.sandbox).toEqual({ ok: true, value: { apiKey: sandboxKey } });
  for (const answer of revealed.named)
    expect(answer).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
  expect(revealed.otherActive).toEqual({ ok: true, value: { apiKey: sandboxKey } });
  expect(JSON.stringify(revealed)).not.toContain(SECRET);

  expect(transcript.exchanges).toBeGreaterThan(0);
  expect(transcript.events.length).toBeGreaterThan(0);
  const everything = JSON.stringify(transcript);
  expect(everything).not.toContain(SECRET);
  expect(everything).not.toContain(sandboxKey);
  // No token of the sign-in, and no line of the service account's private key, in any of it or in the logs.
  for (const text of [everything, running.output()]) {
    expect(text).not.toMatch(TOKEN_SHAPES);
    for (const token of refreshTokens) expect(text).not.toContain(token);
    for (const line of accountFiles.keyLines) expect(text).not.toContain(line);
    expect(text).not.toContain('PRIVATE KEY');
  }
  // The exchanges that carried the sandbox key are there, with the key redacted.
  expect(everything).toContain('authorization: <redacted>');

  // The Settings page lists the secret as set, without its value.
  await app.getByTestId('nav-settings').click();
  await expect(app.getByTestId('settings-credentials')).toBeVisible();
  expect(await app.content()).not.toContain(SECRET);
});
