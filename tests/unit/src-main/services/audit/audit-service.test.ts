import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditService, type AuditService } from '../../../../../src-main/services/audit/audit-service';
import { escapeHtml } from '../../../../../src-main/services/audit/report-html';
import { openDatabase, type Database } from '../../../../../src-main/services/store/database';
import { createTrustStore } from '../../../../../src-main/services/trust/trust-store';
import { AuditRun } from '../../../../../src-shared/contract/schemas/audit';
import { tempDir } from '../../../../support/temp-dir';
import { fixtureJson, fixtureText } from '../../../../support/tlog-fixtures';

interface Expected {
  file: string;
  kind: string;
  trustedRoot: string | null;
  expect: { tlogOverall?: string; overall?: string; fullBundle?: string };
}

let dir: Awaited<ReturnType<typeof tempDir>>;
let db: Database;
let audit: AuditService;

beforeAll(async () => {
  dir = await tempDir('audit');
  db = openDatabase(`${dir.path}/verity.db`);
  audit = createAuditService({ trust: createTrustStore({ db }) });
});
afterAll(async () => {
  db.close();
  await dir.remove();
});

const documents = fixtureJson<{ files: Expected[] }>('expected.json').files.filter((f) =>
  ['bundle', 'logentry', 'checkpoint', 'loginfo'].includes(f.kind),
);

describe('offline audit service', () => {
  it('gives every fixture document its expected verdicts, TrustedRoot inputs counting as trust material', async () => {
    const byRoot = new Map<string, Expected[]>();
    for (const doc of documents) byRoot.set(doc.trustedRoot!, [...(byRoot.get(doc.trustedRoot!) ?? []), doc]);
    for (const [root, docs] of byRoot) {
      const run = AuditRun.parse(
        await audit.verify({
          files: [
            { name: root, content: fixtureText(root) },
            ...docs.map((d) => ({ name: d.file, content: fixtureText(d.file) })),
          ],
        }),
      );
      expect(run.files.map((f) => f.name)).toEqual(docs.map((d) => d.file));
      expect(run.trustUsed).toEqual([`TrustedRoot ${root} (input file)`]);
      for (const [i, doc] of docs.entries()) {
        const result = run.files[i]!;
        const expectedTlog =
          (doc.expect.tlogOverall ?? doc.expect.overall ?? '').startsWith('pass') ||
          doc.expect.overall === 'verify';
        expect(result.report?.tlog, doc.file).toBe(expectedTlog ? 'pass' : 'fail');
        if (doc.kind === 'bundle' && doc.expect.fullBundle === 'pass') {
          expect(result.report?.bundle, doc.file).toBe('pass');
        }
      }
    }
  });

  it('fails the transparency-log checks without trust material, and marks unusable files as such', async () => {
    const run = await audit.verify({
      files: [
        { name: 'entry.json', content: fixtureText('entries/sigstore-java.jar-entry.prod-shard0.json') },
        { name: 'notes.txt', content: 'hello' },
        {
          name: 'broken-root.json',
          content: '{"mediaType":"application/vnd.dev.sigstore.trustedroot+json;version=0.1","tlogs":"x"}',
        },
      ],
    });
    expect(run.summary).toEqual({ pass: 0, fail: 1, unusable: 2 });
    expect(run.files[0]!.report!.checks.find((c) => c.name === 'set')).toMatchObject({ ok: false });
    expect(run.files[1]).toMatchObject({ kind: null, report: null, error: expect.any(String) });
    expect(run.files[2]!.error).toMatch(/TrustedRoot that cannot be used/);
  });

  it('exports a self-contained HTML report with every value escaped and no scripts', async () => {
    const hostile = '<script>alert("x")</script>&<img src=x onerror=alert(1)>.json';
    const run = await audit.verify({
      files: [
        { name: hostile, content: '{"nothing":"<b>here</b>"}' },
        { name: 'root.json', content: fixtureText('keys/trusted_root.production.json') },
        {
          name: 'entry "quoted".json',
          content: fixtureText('entries/sigstore-java.jar-entry.prod-shard0.json'),
        },
      ],
    });
    const html = audit.export(run.id, 'report-html');
    expect(html).toMatchObject({ fileName: `${run.id}.report.html`, mimeType: 'text/html' });
    expect(html.content).not.toMatch(/<script|<img/i);
    const tags = new Set([...html.content.matchAll(/<([a-z0-9!]+)/gi)].map((m) => m[1]!.toLowerCase()));
    const allowed = [
      '!doctype',
      'html',
      'head',
      'meta',
      'title',
      'style',
      'body',
      'h1',
      'h2',
      'p',
      'code',
      'span',
      'ul',
      'li',
    ];
    allowed.push('table', 'thead', 'tbody', 'tr', 'th', 'td', 'a');
    expect([...tags].filter((t) => !allowed.includes(t))).toEqual([]);
    expect(html.content).toContain(escapeHtml(hostile));
    expect(html.content).toContain('entry &quot;quoted&quot;.json');
    expect(html.content).toContain(`default-src 'none'`);
    expect(html.content).not.toMatch(/<link|src="http/i);
    expect(html.content).toMatch(
      /<td><a href="#file-1">entry &quot;quoted&quot;.json<\/a><\/td><td>log-entry<\/td>/,
    );
  });

  it('exports the JSON report and an audit bundle holding everything needed to re-verify', async () => {
    const root = fixtureText('keys/trusted_root.production.json');
    const entry = fixtureText('entries/sigstore-java.jar-entry.prod-shard0.json');
    const run = await audit.verify({
      files: [
        { name: 'root.json', content: root },
        { name: 'entry.json', content: entry },
      ],
      artifact: { name: 'a.jar', sha256: 'ab'.repeat(32) },
    });
    expect(run.summary).toEqual({ pass: 1, fail: 0, unusable: 0 });
    expect(AuditRun.parse(JSON.parse(audit.export(run.id, 'report-json').content))).toEqual(run);
    const bundle = JSON.parse(audit.export(run.id, 'audit-bundle').content) as {
      format: string;
      artifact: unknown;
      trust: { trustedRoots: Array<{ name: string; json: string }> };
      documents: Array<{ name: string; content: string }>;
      report: unknown;
    };
    expect(bundle).toMatchObject({
      format: 'verity-audit-bundle',
      artifact: { name: 'a.jar', sha256: 'ab'.repeat(32) },
    });
    expect(bundle.trust.trustedRoots).toEqual([{ name: 'root.json', origin: 'input', json: root }]);
    expect(bundle.documents).toEqual([{ name: 'entry.json', content: entry }]);
    expect(bundle.report).toEqual(run);
    expect(() => audit.export('audit-gone', 'report-json')).toThrow(/no longer kept/);
  });

  it('keeps only the last 20 runs', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 21; i++) ids.push((await audit.verify({ files: [{ name: 'x', content: 'x' }] })).id);
    expect(() => audit.export(ids[0]!, 'report-json')).toThrow(/no longer kept/);
    expect(audit.export(ids[20]!, 'report-json').content).toContain(ids[20]!);
  });
});

// Real production bundles: a GitHub Actions workflow identity (conformance) and an e-mail one (sigstore-java).
const CONFORMANCE = 'bundles/conformance.happy-path-v0.3.sigstore.json';
const JAVA = 'bundles/sigstore-java.bundle.v3.sigstore.json';
const WORKFLOW =
  'https://github.com/sigstore-conformance/extremely-dangerous-public-oidc-beacon/.github/workflows/extremely-dangerous-oidc-beacon.yml@refs/heads/main';
const GITHUB_ACTIONS = 'https://token.actions.githubusercontent.com';
const PROD_ROOT = 'keys/trusted_root.production.json';
const file = (name: string) => ({ name, content: fixtureText(name) });
const signerCheck = (result: { report: { checks: Array<{ name: string }> } | null } | undefined) =>
  result?.report?.checks.find((c) => c.name === 'signer-identity');

describe('signer identity policy on audit.verify', () => {
  it('passes only the bundles whose certificate SAN and Fulcio issuer match, naming both sides when not', async () => {
    const run = await audit.verify({
      files: [file(PROD_ROOT), file(CONFORMANCE), file(JAVA)],
      policy: { identities: [WORKFLOW], identityRegexps: [], issuers: [GITHUB_ACTIONS], issuerRegexps: [] },
    });
    expect(run.files.map((f) => [f.name, f.report?.bundle])).toEqual([
      [CONFORMANCE, 'pass'],
      [JAVA, 'fail'],
    ]);
    expect(signerCheck(run.files[0])).toMatchObject({ ok: true });
    expect(signerCheck(run.files[1])).toMatchObject({
      ok: false,
      detail: `the certificate's identity is "appu@google.com" from issuer "https://accounts.google.com", but the identity must be "${WORKFLOW}" and the issuer must be "${GITHUB_ACTIONS}": this bundle was not signed by a required signer`,
    });
    expect(JSON.parse(audit.export(run.id, 'audit-bundle').content)).toMatchObject({
      strict: false,
      policy: { identities: [WORKFLOW], issuers: [GITHUB_ACTIONS] },
    });
  });

  it('runs no signer-identity check without a policy, or with an empty one', async () => {
    const empty = { identities: [], identityRegexps: [], issuers: [], issuerRegexps: [] };
    for (const policy of [undefined, empty]) {
      const run = await audit.verify({ files: [file(PROD_ROOT), file(JAVA)], ...(policy ? { policy } : {}) });
      expect(run.files[0]!.report?.bundle).toBe('pass');
      expect(signerCheck(run.files[0])).toBeUndefined();
    }
  });
});

describe('runs sent in batches', () => {
  it('verifies later batches under the first batch’s trust, options and run, and exports them all', async () => {
    const first = await audit.verify({
      files: [file(PROD_ROOT), file(CONFORMANCE)],
      policy: { identities: [WORKFLOW], identityRegexps: [], issuers: [], issuerRegexps: [] },
    });
    const second = await audit.verify({
      runId: first.id,
      files: [file(JAVA), { name: 'deep/unreadable.json', unreadable: 'Larger than 5 MB.' }],
    });
    expect(second.id).toBe(first.id);
    expect(second.trustUsed).toEqual([`TrustedRoot ${PROD_ROOT} (input file)`]);
    expect(second.files.map((f) => f.name)).toEqual([JAVA, 'deep/unreadable.json']);
    // Trust from the first batch: the log checks pass; the policy from the first batch: the signer fails.
    expect(second.files[0]!.report).toMatchObject({ tlog: 'pass', bundle: 'fail' });
    expect(signerCheck(second.files[0])).toMatchObject({ ok: false });
    expect(second.files[1]).toEqual({
      name: 'deep/unreadable.json',
      kind: null,
      report: null,
      error: 'not read: Larger than 5 MB.',
    });
    expect(second.summary).toEqual({ pass: 1, fail: 1, unusable: 1 });
    const report = AuditRun.parse(JSON.parse(audit.export(first.id, 'report-json').content));
    expect(report.files.map((f) => f.name)).toEqual([CONFORMANCE, JAVA, 'deep/unreadable.json']);
    const bundle = JSON.parse(audit.export(first.id, 'audit-bundle').content) as { documents: unknown[] };
    expect(bundle.documents).toHaveLength(2);
  });

  it('refuses options on a later batch, and trust material that comes after documents, saying why', async () => {
    const first = await audit.verify({ files: [file(JAVA)] });
    await expect(audit.verify({ runId: first.id, files: [file(CONFORMANCE)], strict: true })).rejects.toThrow(
      /set by the first batch of a run/,
    );
    const late = await audit.verify({ runId: first.id, files: [file(PROD_ROOT)] });
    expect(late.files).toEqual([
      {
        name: PROD_ROOT,
        kind: null,
        report: null,
        error: expect.stringMatching(
          /TrustedRoot sent after documents of this run were verified, so not used/,
        ),
      },
    ]);
    expect(late.trustUsed).toEqual([]);
    await expect(audit.verify({ runId: 'audit-gone', files: [file(JAVA)] })).rejects.toThrow(
      /no longer kept/,
    );
  });

  it('takes trust material from a batch of its own before any document', async () => {
    const first = await audit.verify({ files: [file(PROD_ROOT)] });
    expect(first.files).toEqual([]);
    const second = await audit.verify({ runId: first.id, files: [file(JAVA)] });
    expect(second.files[0]!.report).toMatchObject({ tlog: 'pass', bundle: 'pass' });
  });
});

describe('proof steps', () => {
  it('are left out of the reports of a run asked not to draw them, every check still run', async () => {
    const drawn = await audit.verify({ files: [file(PROD_ROOT), file(CONFORMANCE)] });
    expect(drawn.files[0]!.report!.inclusion?.steps.length).toBeGreaterThan(0);
    const bulk = await audit.verify({ files: [file(PROD_ROOT), file(CONFORMANCE)], traces: false });
    expect(bulk.files[0]!.report).toMatchObject({ tlog: 'pass', bundle: 'pass', inclusion: null });
    expect(bulk.files[0]!.report!.checks.find((c) => c.name === 'inclusion')).toMatchObject({ ok: true });
    await expect(audit.verify({ runId: bulk.id, files: [file(JAVA)], traces: true })).rejects.toThrow(
      /set by the first batch of a run/,
    );
  });
});

describe('a large batch', () => {
  it('lets other work of the main process run while it is verified, not only between batches', async () => {
    const files = Array.from({ length: 40 }, (_, i) => ({ ...file(JAVA), name: `b/${i}.json` }));
    let finished = false;
    const running = audit.verify({ files: [file(PROD_ROOT), ...files] }).then((run) => {
      finished = true;
      return run;
    });
    // Another call's turn of the event loop comes while the batch is still being verified.
    const finishedAtOtherTurn = await new Promise<boolean>((resolve) =>
      setImmediate(() => resolve(finished)),
    );
    expect(finishedAtOtherTurn).toBe(false);
    expect((await running).summary).toEqual({ pass: 40, fail: 0, unusable: 0 });
  });
});

describe('a run larger than what is kept for export', () => {
  it('is verified in full, and its audit bundle is refused with why, the reports still exported', async () => {
    const small = createAuditService({ trust: createTrustStore({ db }), maxStoredChars: 20_000 });
    const files = Array.from({ length: 6 }, (_, i) => ({ ...file(JAVA), name: `many/${i}.json` }));
    const run = await small.verify({ files: [file(PROD_ROOT), ...files] });
    expect(run.summary).toEqual({ pass: 6, fail: 0, unusable: 0 });
    expect(() => small.export(run.id, 'audit-bundle')).toThrow(
      /larger than the 0 MB of documents kept for an audit bundle \(\d were verified but not kept\)/,
    );
    expect(AuditRun.parse(JSON.parse(small.export(run.id, 'report-json').content)).files).toHaveLength(6);
  });
});
