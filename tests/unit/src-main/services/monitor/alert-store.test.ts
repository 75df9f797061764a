import { describe, expect, it } from 'vitest';
import { createAlertStore } from '../../../../../src-main/services/monitor/alert-store';
import type { AlertEvidence } from '../../../../../src-main/verification/audit/alert-evidence';
import { fixtureJson } from '../../../../support/tlog-fixtures';
import { tempDatabase } from '../../../../support/temp-database';

const temp = tempDatabase('alerts', { unsynced: true });

const input = (n: number) => ({
  kind: 'fork' as const,
  profileId: null,
  baseUrl: 'https://log.example',
  message: `fork ${n}`,
  details: [['n', String(n)]] as Array<[string, string]>,
});

describe('alert store', () => {
  it('raises an open alert once, and acknowledges it', async () => {
    let time = 1;
    const alerts = createAlertStore({ db: temp.db, now: () => time++ });
    const first = await alerts.raise(input(1));
    expect(await alerts.raise(input(1))).toEqual(first);
    await alerts.acknowledge(first.id);
    expect(alerts.list()).toEqual([{ ...first, acknowledged: true }]);
    const again = await alerts.raise(input(1));
    expect(again.id).not.toBe(first.id);
    expect(alerts.list().map((a) => a.acknowledged)).toEqual([false, true]);
    await expect(alerts.acknowledge('alert-none')).rejects.toThrow('No such alert');
  });

  it('past 500, drops the oldest acknowledged alerts and never an open one', async () => {
    let time = 1;
    const alerts = createAlertStore({ db: temp.db, now: () => time++ });
    const raised = [];
    for (let n = 0; n < 500; n++) raised.push(await alerts.raise(input(n)));
    // The two oldest stay open; the next three are acknowledged.
    for (const alert of raised.slice(2, 5)) await alerts.acknowledge(alert.id);
    for (let n = 500; n < 503; n++) await alerts.raise(input(n));

    const kept = alerts.list();
    expect(kept).toHaveLength(500);
    expect(kept[0]!.message).toBe('fork 502');
    expect(kept.slice(-3).map((a) => a.message)).toEqual(['fork 5', 'fork 1', 'fork 0']);

    // With nothing acknowledged left to drop, open alerts are kept past the cap.
    await alerts.raise(input(503));
    expect(alerts.list()).toHaveLength(501);
  });
});

describe('alert evidence', () => {
  it('keeps an alert’s evidence file to export it, and says when an alert has none', async () => {
    let time = 10_000;
    const alerts = createAlertStore({ db: temp.db, now: () => time++ });
    const evidence = fixtureJson<AlertEvidence>('monitor/sandbox-fork.alert.json');
    const withEvidence = await alerts.raise({ ...input(900), evidence });
    const without = await alerts.raise(input(901));
    expect(withEvidence.hasEvidence).toBe(true);
    expect(without.hasEvidence).toBe(false);
    expect(
      alerts
        .list()
        .filter((a) => a.message.startsWith('fork 90'))
        .map((a) => a.hasEvidence),
    ).toEqual([false, true]);
    expect(alerts.evidence(withEvidence.id)).toEqual(evidence);
    expect(() => alerts.evidence(without.id)).toThrow(/has no evidence file/);
    expect(() => alerts.evidence('alert-none')).toThrow('No such alert');
  });
});
