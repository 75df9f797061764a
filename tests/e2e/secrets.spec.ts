import { VALID_INPUTS } from '../support/contract-samples';
import { expect, test } from './support/fixtures';

const SECRET = 'test-only-e2e-secret-value-0123456789abcdef';
const LAST = new Set(['inspector:clear', 'profiles:remove']);
/** The one channel that hands a key to the renderer: the local sandbox's own, checked apart below. */
const REVEAL = 'sandbox:revealApiKey';

test('a secret set through the contract is found in no response, no inspector record and no renderer storage', async ({
  app,
  console: running,
}) => {
  const sandboxKey = await running.sandboxKey();
  const channels = Object.entries(VALID_INPUTS).filter(
    ([channel]) => channel !== 'inspector:follow' && channel !== REVEAL,
  );
  const { revealed, ...transcript } = await app.evaluate(
    async ({ secret, channels, last, reveal }) => {
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
      for (const [channel, { input }] of channels)
        if (!last.includes(channel)) out.push(await call(channel, input));

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
    { secret: SECRET, channels, last: [...LAST], reveal: REVEAL },
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
  // The exchanges that carried the sandbox key are there, with the key redacted.
  expect(everything).toContain('authorization: <redacted>');

  // The Settings page lists the secret as set, without its value.
  await app.getByTestId('nav-settings').click();
  await expect(app.getByTestId('settings-credentials')).toBeVisible();
  expect(await app.content()).not.toContain(SECRET);
});
