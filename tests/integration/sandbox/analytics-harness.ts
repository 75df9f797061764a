// The analytics service through the official client (@googleapis/youtubeanalytics, its rootUrl pointed at the
// sandbox), tokens of the demo accounts from the sandbox's authorization server, its clock setting, and the
// recorded bodies of tests/fixtures/google/youtubeAnalytics-examples.json.
import { readFileSync } from 'node:fs';
import { auth, youtubeAnalytics, type youtubeAnalytics_v2 } from '@googleapis/youtubeanalytics';
import { beforeAll } from 'vitest';
import { bearer, rawRequest, type HarnessSandbox } from './sandbox-harness';
import {
  ANALYTICS,
  EMAIL,
  newClient,
  NOBODY,
  oauthSandboxPerFile,
  OWNER,
  signIn,
  type OAuthSandbox,
} from './oauth-harness';

const MONETARY = 'https://www.googleapis.com/auth/yt-analytics-monetary.readonly';
const YOUTUBE = 'https://www.googleapis.com/auth/youtube';

/** tests/fixtures/google/youtubeAnalytics-examples.json, by case name. */
export const analyticsFixtures = JSON.parse(
  readFileSync(new URL('../../fixtures/google/youtubeAnalytics-examples.json', import.meta.url), 'utf8'),
) as Record<string, { status?: number; body?: unknown; request?: { query?: Record<string, unknown> } }>;

/** A recorded error as a failed client call reports it ({status, data}). */
export function recorded(name: string): { status: number; data: unknown } {
  const { status, body } = analyticsFixtures[name]!;
  return { status: status!, data: body };
}

export function analyticsClient(
  sandbox: HarnessSandbox,
  accessToken: string,
): youtubeAnalytics_v2.Youtubeanalytics {
  const client = new auth.OAuth2();
  client.setCredentials({ access_token: accessToken });
  return youtubeAnalytics({ version: 'v2', rootUrl: `${sandbox.baseUrl}/`, auth: client });
}

export interface AnalyticsSettingsView {
  clockOffsetMs: number;
  now: string;
  today: string;
  lastReportedDay: string;
}

export async function analyticsSettings(
  sandbox: HarnessSandbox,
  settings?: { clockOffsetMs?: number },
): Promise<AnalyticsSettingsView> {
  const response = await rawRequest(`${sandbox.baseUrl}/__sandbox/analytics/settings`, {
    method: settings ? 'PUT' : 'GET',
    headers: { ...bearer(sandbox), 'content-type': 'application/json' },
    ...(settings ? { body: JSON.stringify(settings) } : {}),
  });
  if (response.status !== 200) throw new Error(`analytics settings: ${response.status} ${response.body}`);
  return JSON.parse(response.body) as AnalyticsSettingsView;
}

export interface AnalyticsTokens {
  /** Ada (owns the demo channel) with yt-analytics.readonly. */
  ada: string;
  /** Ada with the monetary scope too. */
  adaMoney: string;
  /** Ada with the youtube scope only (what groups writes are often given). */
  adaYoutube: string;
  /** Ada with no analytics scope at all. */
  adaEmail: string;
  grace: string;
}

/** One sandbox for a test file and the demo accounts' tokens (see oauthSandboxPerFile). */
export function analyticsSandboxPerFile(): { oauth: () => OAuthSandbox; tokens: () => AnalyticsTokens } {
  const oauth = oauthSandboxPerFile();
  let tokens: AnalyticsTokens | undefined;
  beforeAll(async () => {
    const access = async (sub: string, scope: string[]) =>
      (await signIn(newClient(oauth()), { account: sub, scope })).access_token!;
    tokens = {
      ada: await access(OWNER.sub, [ANALYTICS]),
      adaMoney: await access(OWNER.sub, [ANALYTICS, MONETARY]),
      adaYoutube: await access(OWNER.sub, [YOUTUBE]),
      adaEmail: await access(OWNER.sub, [EMAIL]),
      grace: await access(NOBODY.sub, [ANALYTICS]),
    };
  });
  return { oauth, tokens: () => tokens! };
}

/** Rows of a report as objects by column name. */
export function rowsOf(
  data: youtubeAnalytics_v2.Schema$QueryResponse,
): Array<Record<string, string | number>> {
  const names = (data.columnHeaders ?? []).map((header) => header.name!);
  return (data.rows ?? []).map((row) =>
    Object.fromEntries(names.map((name, i) => [name, row[i] as string | number])),
  );
}

export function sum(rows: ReadonlyArray<Record<string, string | number>>, metric: string): number {
  return rows.reduce((total, row) => total + Number(row[metric]), 0);
}
