import { expect, type Locator, type Page } from '@playwright/test';
import type { sandboxOf } from './sandbox-control';

type Sandbox = Awaited<ReturnType<typeof sandboxOf>>;

/** Trust the sandbox log's key the way an operator does: Trust → check the log's key (pinned on first use). */
export async function pinSandboxKey(app: Page) {
  await app.goto(new URL('#/log/trust', app.url()).toString());
  await app.getByTestId('trust-check-key').click();
  await expect(app.getByTestId('trust-check-status')).toHaveAttribute('data-status', /pinned-now|trusted/);
}

/** Acknowledges every open alert, so a test sees only the alerts it raises. */
export async function acknowledgeAllAlerts(app: Page) {
  await app.evaluate(async () => {
    const status = await window.verity!.monitor.status({});
    if (!status.ok) throw new Error(status.error.message);
    for (const alert of status.value.alerts.filter((a) => !a.acknowledged)) {
      const done = await window.verity!.monitor.acknowledge({ id: alert.id });
      if (!done.ok) throw new Error(done.error.message);
    }
  });
}

/**
 * On the Monitor: a first check stores the log's checkpoints, then the sandbox serves a split view and a
 * second check raises the fork. Returns the fork's alert card; the caller resets the faults.
 */
export async function raiseForkAlert(app: Page, sandbox: Sandbox): Promise<Locator> {
  await pinSandboxKey(app);
  await acknowledgeAllAlerts(app);
  await app.goto(new URL('#/log/monitor', app.url()).toString());
  await app.getByTestId('monitor-check-now').click();
  await expect(app.getByTestId('monitor-history-row').first()).toBeVisible();
  await sandbox.setLogFaults({ forkedTree: {} });
  await app.getByTestId('monitor-check-now').click();
  const fork = app.locator('[data-testid="monitor-alert"][data-kind="fork"]').first();
  await expect(fork).toBeVisible();
  return fork;
}
