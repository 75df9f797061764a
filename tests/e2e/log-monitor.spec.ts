import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { acknowledgeAllAlerts, raiseForkAlert } from './support/log-steps';
import { sandboxOf } from './support/sandbox-control';

/** Every visible element under `region` that reaches past its right edge, or scrolls sideways. */
function overflowing(region: Locator): Promise<string[]> {
  return region.evaluate((root) => {
    const edge = root.getBoundingClientRect().right + 1;
    const found: string[] = [];
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const sideways = element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0;
      const style = getComputedStyle(element);
      const scrolls = sideways && (style.overflowX === 'auto' || style.overflowX === 'scroll');
      if (box.right > edge || scrolls) {
        const text = (element.textContent ?? '').trim().slice(0, 60);
        found.push(`${element.tagName.toLowerCase()}.${element.className} "${text}"`);
      }
    }
    return found;
  });
}

test('the Monitor wraps long hashes: a fork alert, its evidence and the history fit the window', async ({
  app,
  console: running,
}) => {
  const sandbox = await sandboxOf(app, running);
  try {
    const fork = await raiseForkAlert(app, sandbox);
    await expect(fork).toHaveAttribute('data-severity', 'critical');
    // Its evidence saves as the one file verity-audit re-verifies (tests/integration/tlog/monitor-evidence.test.ts).
    const [download] = await Promise.all([
      app.waitForEvent('download'),
      fork.getByTestId('monitor-alert-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^verity-alert-fork-tree-\d+-[\d-]+\.json$/);
    const evidence = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>;
    expect(evidence).toMatchObject({ type: 'monitor-alert', kind: 'fork', consistencyProof: null });

    // A laptop-sized window: every card and table of the page keeps within it.
    await app.setViewportSize({ width: 1024, height: 900 });
    const page = app.getByTestId('page-log-monitor');
    await expect(fork).toContainText('served root');
    expect(await overflowing(page)).toEqual([]);
    expect(await app.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The stored checkpoint's drawer: its note and the proof's hashes wrap too.
    await app.getByTestId('monitor-history-row').first().click();
    const trace = app.getByTestId('monitor-trace');
    await expect(trace).toBeVisible();
    expect(await overflowing(trace)).toEqual([]);
  } finally {
    await sandbox.resetFaults();
    await acknowledgeAllAlerts(app);
  }
});
