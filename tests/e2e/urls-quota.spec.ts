import { rm } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { startConsole, type ConsoleProcess } from './support/console-process';
import { importSandboxServiceAccount } from './support/service-account';
import { expect, openConsole, test } from './support/fixtures';
import { sandboxOf } from './support/sandbox-control';

/**
 * 250 URLs against the URL notification service's default quota of 200 a day, in a console (and sandbox) of
 * its own, since it spends the sandbox's day and moves its clock: 200 go, 50 wait for the reset at midnight
 * Pacific; once the service's clock passes it, the queue sends the rest by itself, and the Journal holds all 250.
 */

const ARTICLES = 'https://www.example.com/sitemaps/articles.xml.gz';

interface IndexingClock {
  now: string;
  publishResetsAt: string;
  clockOffsetMs: number;
}

/** Moves the sandbox's clock a minute past the service's next midnight Pacific, through its control API. */
async function passMidnightPacific(app: Page, running: ConsoleProcess) {
  const { baseUrl } = await sandboxOf(app, running);
  const key = await running.sandboxKey();
  const control = async (method: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/__sandbox/indexing/settings`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as IndexingClock;
  };
  const clock = await control('GET');
  const toMidnight = Date.parse(clock.publishResetsAt) - Date.parse(clock.now);
  await control('PUT', { clockOffsetMs: clock.clockOffsetMs + toMidnight + 60_000 });
}

async function queueFilter(app: Page, label: string, count: string) {
  await app.getByTestId('urls-filter-queue').click();
  await app.getByRole('option', { name: label, exact: true }).click();
  await expect(app.getByTestId('urls-count')).toHaveText(count);
}

test('250 URLs at the default quota: 200 sent, 50 wait for the reset; past midnight Pacific the queue finishes by itself, and the Journal lists all 250', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const running = await startConsole();
  try {
    const app = await openConsole(browser, running);
    await importSandboxServiceAccount(app, running);
    await app.getByTestId('nav-urls').click();

    await app.getByTestId('urls-empty-import').click();
    await app.getByTestId('import-sitemap-url').fill(ARTICLES);
    await app.getByTestId('import-sitemap-submit').click();
    await expect(app.getByTestId('import-counts')).toHaveText('250 URLs added, 0 already listed, 0 refused.');
    await app.keyboard.press('Escape');
    await expect(app.getByTestId('urls-count')).toHaveText('250 URLs listed');

    await app.getByTestId('url-select-all').click();
    await app.getByTestId('url-preflight-menu').click();
    await app.getByTestId('url-preflight-update').click();
    await expect(app.getByTestId('preflight-result')).toHaveText(
      'Pre-flight for update: 250 checked, 250 passed, 0 failed (the table shows why).',
      { timeout: 60_000 },
    );

    await app.getByTestId('url-send-menu').click();
    await app.getByTestId('url-send-updated').click();
    await expect(app.getByTestId('send-plan')).toContainText(
      '200 go today, 50 wait; 2 days to send them all',
    );
    await app.getByTestId('send-confirm-submit').click();
    await expect(app.getByTestId('send-queued')).toHaveText('250 queued');

    await expect(app.getByTestId('quota-used')).toHaveText('200 / 200');
    await expect(app.getByTestId('queue-state')).toHaveText('Waiting for the quota');
    await expect(app.getByTestId('queue-resumes')).toContainText('resumes at');
    await expect(app.getByTestId('queue-figures')).toContainText('50 URLs queued');
    await app.keyboard.press('Escape');
    await queueFilter(app, 'Sent', '200 URLs match');
    await queueFilter(app, 'Queued', '50 URLs match');

    // The service's day ends: the waiting queue notices by itself and sends the rest in the new day.
    await passMidnightPacific(app, running);
    await expect(app.getByTestId('queue-state')).toHaveText('Idle', { timeout: 90_000 });
    await expect(app.getByTestId('quota-used')).toHaveText('50 / 200');
    await expect(app.getByTestId('urls-count')).toHaveText('0 URLs match');
    await queueFilter(app, 'Sent', '250 URLs match');

    await app.getByTestId('nav-journal').click();
    const journal = await app.evaluate(async () => {
      const listed = await window.verity!.journal.list({ kind: 'notify-url', page: 0, pageSize: 200 });
      if (!listed.ok) throw new Error(listed.error.message);
      return { total: listed.value.total, ok: listed.value.operations.every((op) => op.outcome === 'ok') };
    });
    expect(journal).toEqual({ total: 250, ok: true });
    await expect(app.getByTestId('journal-row').first()).toContainText('notify-url');
  } finally {
    await running.stop();
    await rm(running.dataDir, { recursive: true, force: true });
  }
});
