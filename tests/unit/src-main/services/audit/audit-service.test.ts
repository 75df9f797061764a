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
