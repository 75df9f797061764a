/**
 * A dashboard of 8 line charts, each two years of daily figures, in Chromium through the headless host: the time
 * from opening the dashboard's page (the app already loaded, its own query cache empty) to every chart's line
 * drawn, with main's session cache cold (a console just started) and warm (the same answers asked before). The
 * range ends on the last final day, since main keeps only answers whose days are all final. Anchor in the same
 * run: the same 8 reports.query requests sent one after another over plain HTTP to the sandbox with an access
 * token, nothing cached.
 */
import { join } from 'node:path';
import { tempDir } from '../tests/support/temp-dir';
import { launchChromium } from './lib/browser';
import { adaAccessToken, signInConsoleAsAda } from './lib/demo-account';
import { consoleSession, startHeadlessConsole } from './lib/headless-console';
import { startSandboxProcess, type SandboxProcess } from './lib/sandbox-process';
import { fmt, mean, ratio } from './lib/stats';

const RUNS = 3;
const DAYS = 730;
const METRICS = [
  'views',
  'estimatedMinutesWatched',
  'averageViewDuration',
  'averageViewPercentage',
  'subscribersGained,subscribersLost',
  'likes,comments,shares',
  'estimatedRevenue',
  'cardClicks',
];

type Period = { startDate: string; endDate: string };
type Session = Awaited<ReturnType<typeof consoleSession>>;
const VIEWPORT = { width: 1600, height: 1200 };

/** The DAYS days ending on the sandbox's last final day. */
async function finalPeriod(sandbox: SandboxProcess): Promise<Period> {
  const answer = await fetch(`${sandbox.baseUrl}/__sandbox/analytics/settings`, {
    headers: { authorization: `Bearer ${sandbox.apiKey}` },
  });
  const { lastReportedDay } = (await answer.json()) as { lastReportedDay: string };
  const start = Date.parse(`${lastReportedDay}T00:00:00Z`) - (DAYS - 1) * 86_400_000;
  return { startDate: new Date(start).toISOString().slice(0, 10), endDate: lastReportedDay };
}

function queries(period: Period) {
  return METRICS.map((metrics) => ({
    ids: 'channel==MINE',
    ...period,
    metrics,
    dimensions: 'day',
    sort: 'day',
  }));
}

/** Opens the dashboard in a fresh page and measures, in the page, until all its lines are drawn. */
async function openDashboard(session: Session, dashboardId: string): Promise<number> {
  const page = await session.newPage();
  try {
    return await page.evaluate(
      ({ id, charts }) =>
        new Promise<number>((resolve, reject) => {
          const started = performance.now();
          location.hash = `#/analytics/dashboards?dashboard=${id}`;
          const check = () => {
            const drawn = document.querySelectorAll(
              '[data-testid="dashboard-tile"]:has(svg.recharts-surface .recharts-line-curve)',
            ).length;
            if (drawn >= charts) resolve(performance.now() - started);
            else if (performance.now() - started > 120_000)
              reject(
                new Error(
                  `${drawn} of ${charts} charts drawn: ${[
                    ...document.querySelectorAll('[data-testid="dashboard-tile"]'),
                  ]
                    .map((tile) => (tile as HTMLElement).innerText.slice(0, 160))
                    .join(' | ')}`,
                ),
              );
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
      { id: dashboardId, charts: METRICS.length },
    );
  } finally {
    await page.close();
  }
}

/** The 8 requests one after another, as a script with a token would send them. */
async function plainFetches(sandbox: SandboxProcess, token: string, period: Period): Promise<number> {
  const started = performance.now();
  for (const query of queries(period)) {
    const url = new URL('/v2/reports', sandbox.baseUrl);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await answer.json()) as { rows?: unknown[] };
    if (!answer.ok || (body.rows?.length ?? 0) < DAYS - 1)
      throw new Error(`the sandbox answered ${answer.status} with ${body.rows?.length ?? 0} rows`);
  }
  return performance.now() - started;
}

export async function benchAnalyticsDashboard(root: string): Promise<{ markdown: string }> {
  const dir = await tempDir('bench-analytics-dashboard');
  const sandboxDir = join(dir.path, 'sandbox');
  const sandbox = await startSandboxProcess(root, sandboxDir, ['--no-seed']);
  const consoleDir = join(dir.path, 'console');
  const browser = await launchChromium();
  let headless = await startHeadlessConsole(root, consoleDir, sandbox);
  try {
    const period = await finalPeriod(sandbox);
    let session = await consoleSession(browser, headless.host.url, VIEWPORT);
    const setup = await session.newPage();
    await signInConsoleAsAda(setup);
    const dashboardId = await setup.evaluate(async (asked) => {
      const verity = window.verity!;
      const reportIds: string[] = [];
      for (const query of asked) {
        const saved = await verity.analytics.saveReport({ name: query.metrics, query, chart: 'line' });
        if (!saved.ok) throw new Error(saved.error.message);
        reportIds.push(saved.value.id);
      }
      const tiles = reportIds.map((reportId, i) => ({
        reportId,
        x: (i % 2) * 12,
        y: Math.floor(i / 2) * 8,
        w: 12,
        h: 8,
      }));
      const dashboard = await verity.analytics.saveDashboard({ name: 'Two years', tiles });
      if (!dashboard.ok) throw new Error(dashboard.error.message);
      return dashboard.value.id;
    }, queries(period));
    await setup.close();

    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      if (run > 0) {
        // A console just started: main's session cache is empty; the account is signed in again.
        await session.close();
        await headless.close();
        headless = await startHeadlessConsole(root, consoleDir, sandbox);
        session = await consoleSession(browser, headless.host.url, VIEWPORT);
        const page = await session.newPage();
        await signInConsoleAsAda(page);
        await page.close();
      }
      cold.push(await openDashboard(session, dashboardId));
      warm.push(await openDashboard(session, dashboardId));
    }
    const token = await adaAccessToken(sandbox.baseUrl, sandboxDir);
    const plain: number[] = [];
    for (let run = 0; run < RUNS; run++) plain.push(await plainFetches(sandbox, token, period));

    const anchor = mean(plain);
    const row = (label: string, samples: number[]) =>
      `| ${label} | ${fmt(mean(samples), 0)} | ${samples.map((ms) => fmt(ms, 0)).join(', ')} | ${ratio(mean(samples), anchor)} |`;
    const table = [
      `| ${METRICS.length} charts × ${DAYS} days (${period.startDate} – ${period.endDate}) | mean of ${RUNS} | runs | against the anchor |`,
      '| --- | --- | --- | --- |',
      row("dashboard opened to all charts drawn, main's cache cold", cold),
      row("dashboard opened to all charts drawn, main's cache warm", warm),
      row('anchor: the 8 queries over plain HTTP one after another, no cache', plain),
    ].join('\n');
    return { markdown: table };
  } finally {
    await browser.close();
    await headless.close();
    await sandbox.stop();
    await dir.remove();
  }
}
