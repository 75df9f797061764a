// Spawns verity-audit exactly as CI would: through the package's bin launcher (apps/audit/bin.mjs).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BIN = fileURLToPath(new URL('../../../apps/audit/bin.mjs', import.meta.url));
export const FIXTURES = fileURLToPath(new URL('../../fixtures/tlog/', import.meta.url));

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface JsonFile {
  file: string;
  kind: string;
  tlog: 'pass' | 'fail';
  weak: string | null;
  bundle: 'pass' | 'fail' | 'skipped';
  checks: { name: string; ok: boolean | null; detail: string }[];
}

export function runCli(args: readonly string[]): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error !== null && typeof error.code !== 'number') return reject(error);
        resolve({ code: error === null ? 0 : (error.code as number), stdout, stderr });
      },
    );
  });
}

/** Runs with --json and returns the parsed files, keyed by the path given. */
export async function runJson(
  args: readonly string[],
): Promise<{ run: CliRun; files: Map<string, JsonFile> }> {
  const run = await runCli(['verify', '--json', ...args]);
  const parsed = JSON.parse(run.stdout) as { files: JsonFile[] };
  return { run, files: new Map(parsed.files.map((file) => [file.file, file])) };
}

export const fixture = (path: string) => `${FIXTURES}${path}`;
