import { describe, expect, it, vi } from 'vitest';
import { createRouter, type Handlers } from '../../../../src-main/core/router';
import { VerityError } from '../../../../src-shared/contract/result';
import { deeplyNestedGenerateInput } from '../../../support/deep-nesting';

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

describe('router: values nested too deeply for zod', () => {
  const deep = () => JSON.parse(deeplyNestedGenerateInput()) as unknown;
  const nestedTooDeeply = {
    ok: false,
    error: {
      code: 'VALIDATION',
      message: expect.stringMatching(/nested too deeply \(more than 256 levels\)/),
    },
  };

  it('refuses a 6 KB call nested 3,000 levels deep with VALIDATION, without running the handler', async () => {
    expect(deeplyNestedGenerateInput().length).toBeLessThan(7000);
    const countTokens = vi.fn(async () => ({ totalTokens: 1 }));
    const { router } = routerWith({ 'chat:countTokens': countTokens });
    expect(await router.invoke('chat:countTokens', deep(), ctx)).toMatchObject(nestedTooDeeply);
    expect(countTokens).not.toHaveBeenCalled();
  });

  it('refuses such a stream in its done result instead of throwing from stream()', async () => {
    const generate = vi.fn();
    const { router } = routerWith({ 'chat:generate': generate });
    const stream = router.stream('chat:generate', deep(), { event: () => {} }, ctx);
    expect(await stream.done).toMatchObject(nestedTooDeeply);
    expect(generate).not.toHaveBeenCalled();
  });

  it('still accepts args nested a reasonable depth', async () => {
    const { router } = routerWith({ 'chat:countTokens': async () => ({ totalTokens: 3 }) });
    const input = JSON.parse(deeplyNestedGenerateInput(200)) as unknown;
    expect(await router.invoke('chat:countTokens', input, ctx)).toEqual({
      ok: true,
      value: { totalTokens: 3 },
    });
  });

  it('turns a handler answer nested too deeply into INTERNAL and a log line', async () => {
    const saved = JSON.parse(deeplyNestedGenerateInput()) as { contents: Array<{ parts: unknown[] }> };
    const turn = { id: 't', parentId: null, role: 'model', parts: saved.contents[0]!.parts, createdAt: 1 };
    const chat = {
      id: 'c',
      title: 't',
      createdAt: 1,
      updatedAt: 1,
      settings: { model: 'models/m' },
      turns: [turn],
    };
    const { router, log } = routerWith({ 'chat:get': async () => ({ chat, draft: null }) });
    expect(await router.invoke('chat:get', { id: 'c' }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'INTERNAL', message: expect.stringContaining('nested too deeply') },
    });
    expect(log).toHaveBeenCalled();
  });

  it('drops a stream event nested too deeply and keeps streaming', async () => {
    const response = JSON.parse(
      `{"candidates":[{"content":${'['.repeat(3000)}${']'.repeat(3000)}}]}`,
    ) as unknown;
    const outcome = { status: 'complete', totalMs: 1, chunks: 1 };
    const { router, log } = routerWith({
      'chat:generate': async (_input: unknown, emit: (event: unknown) => void) => {
        emit({ type: 'chunk', atMs: 1, bytes: 6000, response });
        return outcome;
      },
    });
    const events: unknown[] = [];
    const stream = router.stream(
      'chat:generate',
      JSON.parse(deeplyNestedGenerateInput(2)),
      { event: (e) => events.push(e) },
      ctx,
    );
    expect(await stream.done).toEqual({ ok: true, value: outcome });
    expect(events).toEqual([]);
    expect(log).toHaveBeenCalled();
  });
});
