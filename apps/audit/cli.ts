// verity-audit: verify transparency-log evidence offline and exit 0 (all pass), 1 (some fail) or 2
// (unusable input or arguments). See USAGE in cli-args.ts.
import { availableParallelism } from 'node:os';
import {
  auditMany,
  type AuditInput,
  type AuditOutcome,
} from '../../src-main/verification/audit/audit-document';
import { TlogContext } from '../../src-main/verification/tlog/checkpoint-verify';
import { nodeCrypto } from '../../src-main/verification/tlog/crypto';
import type { TrustSet } from '../../src-main/verification/tlog/trust-types';
import { parseAuditArgs, USAGE } from './cli-args';
import { loadCliTrust, CliInputError, readInput } from './load-trust';
import { filePasses, formatHuman, formatJson, type FileReport } from './output';
import { auditInPool } from './worker-pool';

/** From this many files on, the audit runs in worker threads; below it, starting them costs more. */
const POOL_THRESHOLD = 32;

const EXIT = { pass: 0, fail: 1, unusable: 2 } as const;

export interface CliIo {
  out: (text: string) => void;
  err: (line: string) => void;
}

const processIo: CliIo = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (line) => process.stderr.write(`verity-audit: ${line}\n`),
};

export async function main(args: readonly string[], io: CliIo = processIo): Promise<number> {
  const parsed = parseAuditArgs(args);
  if (parsed.kind === 'help') {
    io.out(USAGE);
    return EXIT.pass;
  }
  if (parsed.kind === 'error') {
    io.err(`${parsed.message} (see --help)`);
    return EXIT.unusable;
  }
  const { options } = parsed;
  let trust: TrustSet;
  let texts: string[];
  let artifact: Uint8Array | undefined;
  try {
    trust = await loadCliTrust(options.trustedRoots, options.keys, io.err);
    artifact =
      options.artifact === null ? undefined : new Uint8Array(await readInput(options.artifact, 'artifact'));
    texts = await Promise.all(
      options.files.map(async (file) => new TextDecoder().decode(await readInput(file, 'file'))),
    );
  } catch (error) {
    if (error instanceof CliInputError) {
      io.err(error.message);
      return EXIT.unusable;
    }
    throw error;
  }
  if (trust.tlogs.length === 0) {
    io.err(
      'no --trusted-root or --key given: nothing is trusted, so every checkpoint and SET fails as untrusted',
    );
  }
  const inputs: AuditInput[] = texts.map((text) => ({ text }));
  const jobs = options.jobs ?? availableParallelism();
  const timestampPolicy = options.strictTimestamps ? 'strict' : 'set-aside';
  const outcomes: AuditOutcome[] =
    inputs.length >= POOL_THRESHOLD && jobs > 1
      ? await auditInPool(inputs, {
          trust,
          artifact,
          workers: jobs,
          bundleChecks: !options.tlogOnly,
          strict: options.strict,
          timestampPolicy,
        })
      : await auditMany(inputs, {
          context: new TlogContext(trust, nodeCrypto),
          artifact,
          bundleChecks: !options.tlogOnly,
          strict: options.strict,
          timestampPolicy,
          traces: false,
        });
  const reports: FileReport[] = [];
  let unusable = 0;
  outcomes.forEach((outcome, i) => {
    if (outcome.ok) reports.push({ file: options.files[i]!, report: outcome.report });
    else {
      unusable++;
      io.err(`${options.files[i]}: unusable input: ${outcome.error}`);
    }
  });
  if (options.json || reports.length > 0) io.out(options.json ? formatJson(reports) : formatHuman(reports));
  if (unusable > 0) return EXIT.unusable;
  return reports.every(({ report }) => filePasses(report)) ? EXIT.pass : EXIT.fail;
}
