import { describe, expect, it, vi } from 'vitest';
import { createRouter, type Handlers } from '../../../src-main/core/router';
import { VerityError } from '../../../src-shared/contract/result';

const ctx = { shell: 'headless' as const, senderId: 'test' };

/** A router whose handlers are all spies; individual tests override what they need. */
function routerWith(overrides: Partial<Record<string, unknown>>, log = vi.fn()) {
  const handlers = new Proxy(overrides, {
    get: (target, key: string) => target[key] ?? (async () => ({})),
    has: () => true,
    getOwnPropertyDescriptor: (target, key: string) => ({
      configurable: true,
      enumerable: true,
      value: target[key] ?? (async () => ({})),
    }),
  }) as unknown as Handlers;
  return { router: createRouter(handlers, log), log };
}

describe('router', () => {
  it('validates input before the handler runs', async () => {
    const ping = vi.fn(async ({ payload }: { payload: string }) => ({ payload, receivedAt: 1 }));
    const { router } = routerWith({ 'app:ping': ping });
    const result = await router.invoke('app:ping', { payload: 42 }, ctx);
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
    expect(ping).not.toHaveBeenCalled();
  });

  it('returns the handler value in an ok envelope', async () => {
    const { router } = routerWith({
      'app:ping': async ({ payload }: { payload: string }) => ({ payload, receivedAt: 5 }),
    });
    expect(await router.invoke('app:ping', { payload: 'hi' }, ctx)).toEqual({
      ok: true,
      value: { payload: 'hi', receivedAt: 5 },
    });
  });

  it('refuses channels outside the contract, including prototype names', async () => {
    const { router } = routerWith({});
    for (const channel of [
      'nope:nothing',
      'app',
      'app:info:extra',
      '__proto__:x',
      'app:constructor',
      'app:toString',
      42,
      null,
    ]) {
      const result = await router.invoke(channel as string, {}, ctx);
      expect(result).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } });
    }
  });

  it('does not run a stream channel as an invoke or the reverse', async () => {
    const { router } = routerWith({});
    expect(await router.invoke('inspector:follow', {}, ctx)).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_CHANNEL' },
    });
    const stream = router.stream('app:info', {}, { event: () => {} }, ctx);
    expect(await stream.done).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } });
  });

  it('drops output fields the contract does not declare instead of sending them', async () => {
    const { router, log } = routerWith({
      'app:info': async () => ({
        name: 'Verity',
        version: '1',
        shell: 'headless',
        platform: 'linux',
        dataDir: '/d',
        secret: 'hunter2',
      }),
    });
    const result = await router.invoke('app:info', {}, ctx);
    expect(result).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    expect(JSON.stringify(result)).not.toContain('hunter2');
    expect(log).toHaveBeenCalled();
  });

  it('passes typed errors through and hides unexpected ones', async () => {
    const { router, log } = routerWith({
      'profiles:list': async () => {
        throw new VerityError('NOT_FOUND', 'No profile');
      },
      'vault:status': async () => {
        throw new Error('/home/user/secret-path exploded');
      },
    });
    expect(await router.invoke('profiles:list', {}, ctx)).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'No profile' },
    });
    const hidden = await router.invoke('vault:status', {}, ctx);
    expect(hidden).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    expect(JSON.stringify(hidden)).not.toContain('secret-path');
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('streams events until cancelled, then settles with CANCELLED', async () => {
    const summary = {
      id: 'x',
      service: 'tlog',
      profileId: 'sandbox',
      method: 'GET',
      url: 'http://h/',
      status: 200,
      error: null,
      attempt: 1,
      startedAt: 1,
      ttfbMs: 1,
      durationMs: 2,
      requestBytes: 0,
      responseBytes: 3,
    };
    const { router } = routerWith({
      'inspector:follow': (
        _input: unknown,
        emit: (e: unknown) => void,
        { signal }: { signal: AbortSignal },
      ) =>
        new Promise((resolve) => {
          emit(summary);
          emit({ ...summary, extra: 'not in contract' });
          signal.addEventListener('abort', () => resolve({}));
        }),
    });
    const events: unknown[] = [];
    const stream = router.stream('inspector:follow', {}, { event: (e) => events.push(e) }, ctx);
    await new Promise((r) => setTimeout(r, 0));
    stream.cancel();
    expect(await stream.done).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    expect(events).toEqual([summary]);
  });
});
