// What verity-audit prints: the documented JSON shape, or one readable block per file.
import type { VerificationReport } from '../../src-shared/contract/schemas/verification';

export interface FileReport {
  file: string;
  report: VerificationReport;
}

/** Passing means tlog pass and a bundle verdict that is not fail (pass, or skipped for non-bundles). */
export function filePasses(report: VerificationReport): boolean {
  return report.tlog === 'pass' && report.bundle !== 'fail';
}

/**
 * `{"files":[{"file","kind","tlog","weak","bundle","checks":[{"name","ok","detail"}]}]}` — exactly these fields;
 * `weak` is why a tlog pass is weak evidence (no signed checkpoint backs it), null otherwise.
 */
export function formatJson(results: readonly FileReport[]): string {
  return JSON.stringify({
    files: results.map(({ file, report }) => ({
      file,
      kind: report.kind,
      tlog: report.tlog,
      weak: report.weak,
      bundle: report.bundle,
      checks: report.checks.map(({ name, ok, detail }) => ({ name, ok, detail })),
    })),
  });
}

const MARK = { true: '✓', false: '✗', null: '–' } as const;

/** What the run could not audit: files that are not evidence or could not be read, and folder files used as artifacts. */
interface RunTally {
  unusable: number;
  artifactsSetAside: number;
}

export function formatHuman(results: readonly FileReport[], tally: RunTally): string {
  const blocks = results.map(({ file, report }) => {
    const width = Math.max(...report.checks.map((check) => check.name.length));
    const lines = report.checks.map(
      (check) =>
        `  ${MARK[String(check.ok) as keyof typeof MARK]} ${check.name.padEnd(width)}  ${check.detail}`,
    );
    const tlog = report.weak === null ? report.tlog.toUpperCase() : `PASS (weak: ${report.weak})`;
    const verdict = `  tlog: ${tlog}   bundle: ${report.bundle.toUpperCase()}   ${filePasses(report) ? 'PASS' : 'FAIL'}`;
    return [`${file} (${report.kind})`, ...lines, verdict].join('\n');
  });
  const failed = results.filter(({ report }) => !filePasses(report)).length;
  const unusable = tally.unusable > 0 ? `, ${tally.unusable} unusable (see the messages above)` : '';
  const setAside =
    tally.artifactsSetAside > 0
      ? `\n${tally.artifactsSetAside} file(s) of the folders given are artifacts of the bundles, not evidence: not verified on their own`
      : '';
  const summary = `${results.length + tally.unusable} file(s) verified: ${results.length - failed} passed, ${failed} failed${unusable}${setAside}`;
  return [...blocks, summary].join('\n\n');
}
