import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../../src-main/core/create-core';
import { memoryBackend } from '../../../../src-main/services/vault/secret-backend';
import type { Result } from '../../../../src-shared/contract/result';
import { tempDir } from '../../../support/temp-dir';
import { fixtureText } from '../../../support/tlog-fixtures';

const ctx = { shell: 'headless' as const, senderId: 'unit' };
let core: Core;
let dir: Awaited<ReturnType<typeof tempDir>>;
const call = <T = unknown>(channel: string, input: unknown = {}) =>
  core.router.invoke(channel, input, ctx) as Promise<Result<T>>;
const value = async <T>(channel: string, input: unknown = {}) => {
  const result = await call<T>(channel, input);
  if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
  return result.value;
};

beforeAll(async () => {
  dir = await tempDir('core-channels');
  core = await createCore({
    shell: 'headless',
    version: 'test',
    dataDir: dir.path,
    secretBackend: memoryBackend(),
    sandbox: null,
  });
});
afterAll(async () => {
  await core.close();
  await dir.remove();
});

describe('new channels through the router', () => {
  it('audits with no network: the inspector stays empty', async () => {
    const run = await value<{ id: string; summary: { pass: number } }>('audit:verify', {
      files: [
        { name: 'root.json', content: fixtureText('keys/trusted_root.production.json') },
        { name: 'bundle.json', content: fixtureText('bundles/sigstore-java.bundle.v3.sigstore.json') },
        { name: 'checkpoint.txt', content: fixtureText('checkpoints/sigstore-java.valid.prod-shard1.txt') },
      ],
    });
    expect(run.summary.pass).toBe(2);
    expect(await value('inspector:list')).toEqual({ exchanges: [], total: 0 });
    const html = await value<{ content: string }>('audit:export', { id: run.id, format: 'report-html' });
    expect(html.content).toMatch(/^<!doctype html>/);
  });

  it('never lets a private key cross the contract', async () => {
    const pem = (await import('node:crypto'))
      .generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const imported = await value<{ id: string }>('keys:import', { name: 'ci', privateKeyPem: pem });
    const generated = await value('keys:generate', { name: 'laptop', algorithm: 'ecdsa-p256' });
    const listed = await value<{ keys: unknown[] }>('keys:list');
    expect(listed.keys).toHaveLength(2);
    for (const output of [imported, generated, listed, await value('vault:status')]) {
      expect(JSON.stringify(output)).not.toMatch(/PRIVATE KEY/);
    }
    expect(await value<{ keys: unknown[] }>('keys:remove', { id: imported.id })).toMatchObject({
      keys: [{ name: 'laptop' }],
    });
  });

  it('manages trust and reports the monitor with no log profile configured', async () => {
    const list = await value<{ roots: unknown[]; logs: unknown[] }>('trust:importTrustedRoot', {
      name: 'production',
      json: fixtureText('keys/trusted_root.production.json'),
    });
    expect(list.roots).toHaveLength(1);
    expect(await value('monitor:status')).toEqual({ logs: [], alerts: [] });
    expect(
      await call('monitor:configure', { profileId: 'nope', enabled: true, intervalSeconds: 60 }),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await call('log:getInfo')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('streams monitor events until cancelled', async () => {
    const stream = core.router.stream('monitor:events', {}, { event: () => {} }, ctx);
    stream.cancel();
    expect(await stream.done).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
  });
});
