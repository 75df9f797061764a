import { afterEach, describe, expect, it } from 'vitest';
import { toShardInfo } from '../../../../../src-main/services/tlog/shard-info';
import { LogInfo } from '../../../../../src-main/verification/tlog/log-info';
import { ShardInfo } from '../../../../../src-shared/contract/schemas/log';
import { TrustList } from '../../../../../src-shared/contract/schemas/trust';
import { newLogKey } from '../../../../support/fake-log';
import { fixtureJson, fixtureText } from '../../../../support/tlog-fixtures';
import { monitorStack, type MonitorStack } from '../../../../support/monitor-harness';

let stack: MonitorStack;
afterEach(async () => {
  await stack?.close();
});

const PROD_LOG_ID = 'c0d23d6ad406973f9559f3ba2d1ca01f84147d8ffc5b8445c224f98b9591801d';

/** What the log service adds to a shard's state from the monitor: nothing held against it here. */
const NO_ALERTS = { alerts: [], keyChange: null };

describe('trust store', () => {
  it('imports a TrustedRoot and verifies real checkpoints with it (never with the served key)', async () => {
    stack = await monitorStack();
    const info = LogInfo.parse(fixtureJson('api/examples/get-log.rekor.sigstore.dev.json'));
    const before = ShardInfo.parse({ ...toShardInfo(info, stack.trust.trustSet()), ...NO_ALERTS });
    expect(before.verification).toMatchObject({
      ok: false,
      signatures: [{ name: 'rekor.sigstore.dev', status: 'unknown-key' }],
    });

    const list = TrustList.parse(
      await stack.trust.importTrustedRoot(
        'Sigstore production',
        fixtureText('keys/trusted_root.production.json'),
      ),
    );
    expect(list.roots).toEqual([expect.objectContaining({ name: 'Sigstore production' })]);
    expect(list.logs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          logId: PROD_LOG_ID,
          keyHint: 'c0d23d6a',
          source: 'trusted-root',
          baseUrl: 'https://rekor.sigstore.dev',
          name: 'rekor.sigstore.dev',
          pem: expect.stringMatching(/^-----BEGIN PUBLIC KEY-----/),
        }),
      ]),
    );
    expect(list.authorities.map((a) => a.kind)).toEqual(
      expect.arrayContaining(['certificate-authority', 'timestamp-authority', 'ct-log']),
    );
    for (const shard of [info, ...info.inactiveShards]) {
      const verified = ShardInfo.parse({ ...toShardInfo(shard, stack.trust.trustSet()), ...NO_ALERTS });
      expect(verified.verification).toMatchObject({ ok: true, signatures: [{ status: 'verified' }] });
    }
    const tampered = { ...info, treeSize: info.treeSize + 1n };
    expect(toShardInfo(tampered, stack.trust.trustSet()).verification.ok).toBe(false);
  });

  it('imports PEM keys, refuses unusable material, and removes roots but not their keys one by one', async () => {
    stack = await monitorStack();
    const pem = fixtureText('keys/rekor.sigstage.dev.pem');
    const withPem = await stack.trust.importPem({ pem, baseUrl: 'https://rekor.sigstage.dev' });
    expect(withPem.logs).toEqual([
      expect.objectContaining({
        source: 'pem',
        name: 'rekor.sigstage.dev',
        keyHint: 'd32f30a3',
        pinnedAt: null,
      }),
    ]);
    await expect(
      stack.trust.importPem({ pem: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    await expect(stack.trust.importTrustedRoot('bad', '{"mediaType":"text/plain"}')).rejects.toMatchObject({
      code: 'VALIDATION',
      message: expect.stringMatching(/mediaType/),
    });
    await expect(stack.trust.importTrustedRoot('bad', 'not json')).rejects.toMatchObject({
      code: 'VALIDATION',
    });

    const withRoot = await stack.trust.importTrustedRoot(
      'staging',
      fixtureText('keys/trusted_root.staging.json'),
    );
    const rootKey = withRoot.logs.find((l) => l.source === 'trusted-root')!;
    await expect(stack.trust.remove(rootKey.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: /remove the root/,
    });
    const afterRoot = await stack.trust.remove(withRoot.roots[0]!.id);
    expect(afterRoot.logs.map((l) => l.source)).toEqual(['pem']);
    expect((await stack.trust.remove(withPem.logs[0]!.id)).logs).toEqual([]);
    await expect(stack.trust.remove('nothing')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('pins a log key on first use, then reports it trusted', async () => {
    stack = await monitorStack();
    stack.log.append(2);
    const first = await stack.checkLogKey({ profileId: 'sandbox' });
    expect(first.check).toMatchObject({
      status: 'pinned-now',
      trusted: { source: 'pinned', name: 'fake-log' },
    });
    expect(first.check.servedLogId).toBe(stack.log.key.logId.toString('hex'));
    expect(first.check.servedKeyHint).toBe(stack.log.key.logId.subarray(0, 4).toString('hex'));
    const second = await stack.checkLogKey({ profileId: 'sandbox' });
    expect(second).toMatchObject({ check: { status: 'trusted' }, alert: null });
    expect(stack.alerts.list()).toEqual([]);
  });

  it('flags a changed key with an alert and never replaces the trusted one', async () => {
    stack = await monitorStack();
    await stack.checkLogKey({ profileId: 'sandbox' });
    const pinned = stack.trust.list().logs;
    stack.log.servedKey = newLogKey();
    const changed = await stack.checkLogKey({ profileId: 'sandbox' });
    expect(changed.check).toMatchObject({ status: 'changed', trusted: { id: pinned[0]!.id } });
    expect(changed.alert).toMatchObject({ kind: 'key-change', profileId: 'sandbox', acknowledged: false });
    expect(changed.check.detail).toMatch(/The trusted key is kept/);
    await stack.checkLogKey({ profileId: 'sandbox' });
    expect(stack.alerts.list()).toHaveLength(1);
    expect(stack.trust.list().logs).toEqual(pinned);
  });

  it('flags a different key served for another shard too: a new shard key looks just like a rotated one', async () => {
    stack = await monitorStack();
    await stack.checkLogKey({ profileId: 'sandbox', treeID: '1001' });
    stack.log.servedKey = newLogKey();
    const other = await stack.checkLogKey({ profileId: 'sandbox', treeID: '2002' });
    expect(other.check.status).toBe('changed');
    expect(stack.trust.list().logs).toHaveLength(1);
  });

  it('treats a key imported for the log as the expected one: a different served key is a change, not a pin', async () => {
    stack = await monitorStack();
    await stack.trust.importPem({ pem: newLogKey().pem, baseUrl: 'http://fake-log.test' });
    const outcome = await stack.checkLogKey({ profileId: 'sandbox' });
    expect(outcome.check.status).toBe('changed');
    expect(stack.trust.list().logs.map((l) => l.source)).toEqual(['pem']);
  });
});
