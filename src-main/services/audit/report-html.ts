import type { AuditFileResult, AuditRun } from '../../../src-shared/contract/schemas/audit';
import type { Check } from '../../../src-shared/contract/schemas/verification';

/** Every value goes through here: the documents audited are untrusted, and so is every string in a report. */
export function escapeHtml(value: unknown): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function fileVerdict(file: AuditFileResult): 'pass' | 'fail' | 'unusable' {
  if (!file.report) return 'unusable';
  return file.report.tlog === 'pass' && file.report.bundle !== 'fail' ? 'pass' : 'fail';
}

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1b1f24}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem;word-break:break-all}
table{border-collapse:collapse;width:100%;margin:.5rem 0}
th,td{border:1px solid #d0d7de;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f6f8fa}td.detail{word-break:break-word}
.pass{color:#116329;font-weight:600}.fail{color:#a40e26;font-weight:600}
.unusable,.na{color:#6e7781;font-weight:600}code{font-size:12px;word-break:break-all}
`;

function badge(value: string): string {
  const cls =
    value === 'pass' ? 'pass' : value === 'fail' ? 'fail' : value === 'unusable' ? 'unusable' : 'na';
  return `<span class="${cls}">${escapeHtml(value)}</span>`;
}

function checkRow(check: Check): string {
  const state = check.ok === null ? 'n/a' : check.ok ? 'pass' : 'fail';
  return `<tr><td>${escapeHtml(check.name)}</td><td>${escapeHtml(check.scope)}</td><td>${badge(state)}</td><td class="detail">${escapeHtml(check.detail)}</td></tr>`;
}

function fileSection(file: AuditFileResult, index: number): string {
  const head = `<h2 id="file-${index}">${escapeHtml(file.name)} — ${badge(fileVerdict(file))}</h2>`;
  if (!file.report)
    return `${head}<p>Could not be verified: ${escapeHtml(file.error ?? 'unknown reason')}</p>`;
  const subject = file.report.subject
    .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td><code>${escapeHtml(v)}</code></td></tr>`)
    .join('');
  const checks = file.report.checks.map(checkRow).join('');
  return `${head}
<p>Kind: ${escapeHtml(file.report.kind)} · transparency log: ${badge(file.report.tlog)} · bundle: ${badge(file.report.bundle)}</p>
${subject ? `<table>${subject}</table>` : ''}
<table><thead><tr><th>check</th><th>scope</th><th>result</th><th>detail</th></tr></thead><tbody>${checks}</tbody></table>`;
}

/**
 * A report a person can open anywhere: one HTML file, no scripts, no
 * external resources (its own CSP forbids both), every value escaped.
 */
export function renderReportHtml(run: AuditRun, artifact: { name: string; sha256: string } | null): string {
  const rows = run.files
    .map(
      (file, i) =>
        `<tr><td><a href="#file-${i}">${escapeHtml(file.name)}</a></td><td>${escapeHtml(file.kind ?? '—')}</td><td>${badge(file.report?.tlog ?? 'n/a')}</td><td>${badge(file.report?.bundle ?? 'n/a')}</td><td>${badge(fileVerdict(file))}</td></tr>`,
    )
    .join('');
  const trust = run.trustUsed.map((t) => `<li>${escapeHtml(t)}</li>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>Verity audit report ${escapeHtml(run.id)}</title><style>${STYLE}</style></head>
<body>
<h1>Verity audit report</h1>
<p>Run <code>${escapeHtml(run.id)}</code>, ${escapeHtml(new Date(run.createdAt).toISOString())}. Verified offline.</p>
<p>${badge('pass')} ${run.summary.pass} · ${badge('fail')} ${run.summary.fail} · ${badge('unusable')} ${run.summary.unusable}</p>
${artifact ? `<p>Artifact: ${escapeHtml(artifact.name)} <code>sha256:${escapeHtml(artifact.sha256)}</code></p>` : ''}
<h2>Trust material</h2><ul>${trust || '<li>none</li>'}</ul>
<h2>Verdicts</h2>
<table><thead><tr><th>file</th><th>kind</th><th>transparency log</th><th>bundle</th><th>verdict</th></tr></thead><tbody>${rows}</tbody></table>
${run.files.map(fileSection).join('\n')}
</body></html>
`;
}
