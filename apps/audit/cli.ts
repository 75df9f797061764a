// verity-audit: verify transparency-log evidence offline and exit 0 (all pass), 1 (some fail) or 2
// (unusable input or arguments). See USAGE in cli-args.ts.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import {
  auditMany,
  type AuditInput,
  type AuditOutcome,
} from '../../src-main/verification/audit/audit-document';
import { TlogContext } from '../../src-main/verification/tlog/checkpoint-verify';
import { nodeCrypto } from '../../src-main/verification/tlog/crypto';
import type { TrustSet } from '../../src-main/verification/tlog/trust-types';
import { artifactReader, artifactSources, chooseArtifact } from './artifacts';
import { parseAuditArgs, USAGE, type AuditCliOptions } from './cli-args';
import { collectInputFiles, readDocuments } from './input-files';
import { loadCliTrust, CliInputError } from './load-trust';
import { filePasses, formatHuman, formatJson, type FileReport } from './output';
import { auditInPool } from './worker-pool';

/** From this many files on, the audit runs in worker threads; below it, starting them costs more. */
const POOL_THRESHOLD = 32;

const EXIT = { pass: 0, fail: 1, unusable: 2 } as const;

export interface CliIo {
  out: (text: string) => void;
  err: (line: string) => void;
  /** All of standard input, for --files-from - (default: the process's). */
  readStdin?: () => Promise<Buffer>;
}

async function readProcessStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const processIo: CliIo = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (line) => process.stderr.write(`verity-audit: ${line}\n`),
};

/** The documents to audit, each with its artifact (or why it has none), and the files that could not be read. */
async function prepareInputs(options: AuditCliOptions, io: CliIo) {
  const found = await collectInputFiles(options.files, options.filesFrom, io.readStdin ?? readProcessStdin);
  const sources = await artifactSources(options.artifacts);
  const readArtifact = artifactReader();
  const choices = await Promise.all(found.map(({ path }) => chooseArtifact(path, sources)));
  // A folder's file that serves as some bundle's artifact in this run is not evidence to audit.
  const artifactFiles = new Set(
    choices.flatMap((choice) => (choice && 'file' in choice ? [resolve(choice.file)] : [])),
  );
  const kept = found.flatMap((file, i) =>
    file.fromFolder && artifactFiles.has(resolve(file.path)) ? [] : [{ ...file, choice: choices[i]! }],
  );
  const texts = await readDocuments(kept.map(({ path }) => path));
  const documents: Array<{ path: string; input: AuditInput }> = [];
  const unreadable: string[] = [];
  for (const [i, { path, choice }] of kept.entries()) {
    const read = texts[i]!;
    if ('error' in read) {
      unreadable.push(read.error);
      continue;
    }
    const input: AuditInput = { text: read.text };
    if (choice && 'file' in choice) input.artifact = await readArtifact(choice.file);
    if (choice && 'missing' in choice) input.artifactMissing = choice.missing;
    documents.push({ path, input });
  }
  return { documents, unreadable, artifactsSetAside: found.length - kept.length };
}

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
  let prepared: Awaited<ReturnType<typeof prepareInputs>>;
  try {
    trust = await loadCliTrust(options.trustedRoots, options.keys, io.err);
    prepared = await prepareInputs(options, io);
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
  const { documents, unreadable } = prepared;
  for (const problem of unreadable) io.err(problem);
  const inputs = documents.map(({ input }) => input);
  const jobs = options.jobs ?? availableParallelism();
  const timestampPolicy = options.strictTimestamps ? 'strict' : 'set-aside';
  const outcomes: AuditOutcome[] =
    inputs.length >= POOL_THRESHOLD && jobs > 1
      ? await auditInPool(inputs, {
          trust,
          workers: jobs,
          bundleChecks: !options.tlogOnly,
          strict: options.strict,
          timestampPolicy,
          signerPolicy: options.signerPolicy,
        })
      : await auditMany(inputs, {
          context: new TlogContext(trust, nodeCrypto),
          bundleChecks: !options.tlogOnly,
          strict: options.strict,
          timestampPolicy,
          signerPolicy: options.signerPolicy,
          traces: false,
        });
  const reports: FileReport[] = [];
  let unusable = unreadable.length;
  outcomes.forEach((outcome, i) => {
    const file = documents[i]!.path;
    if (outcome.ok) reports.push({ file, report: outcome.report });
    else {
      unusable++;
      io.err(`${file}: unusable input: ${outcome.error}`);
    }
  });
  io.out(
    options.json
      ? formatJson(reports)
      : formatHuman(reports, { unusable, artifactsSetAside: prepared.artifactsSetAside }),
  );
  if (unusable > 0) return EXIT.unusable;
  return reports.every(({ report }) => filePasses(report)) ? EXIT.pass : EXIT.fail;
}
