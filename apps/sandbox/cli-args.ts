// Command-line arguments of `npm run sandbox -- …`, parsed strictly so a typo is an error, not a default.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { API_KEY_PATTERN, API_KEY_RULE } from './sandbox-config';

export const USAGE = `Usage: npm run sandbox -- [--port N] [--data DIR] [--api-key KEY] [--host HOST] [--verbose]
                       [--commit-batch N] [--no-seed] [--ready-json]

  --port N           port to listen on, 0-65535 (default 0: any free port)
  --data DIR         where the sandbox keeps its state (default .verity-data/sandbox)
  --api-key KEY      API key clients must send (default: the stored one, or a new one)
                     ${API_KEY_RULE}
  --host HOST        interface to bind (default 127.0.0.1)
  --verbose          log each request to stderr
  --commit-batch N   most log entries per write + fsync, 1-100000 (default 4096; 1 = fsync each entry)
  --no-seed          start a fresh data folder with an empty log instead of demo entries
  --ready-json       once serving, print one JSON line {"baseUrl","apiKey"} instead of the two lines
                     (for a process that supervises the sandbox)
  --help             show this help`;

interface CliOptions {
  port: number;
  dataDir: string;
  apiKey: string | undefined;
  host: string;
  verbose: boolean;
  readyJson: boolean;
  tlog: { commitBatch?: number; seed?: boolean };
}

export type CliParse =
  { kind: 'run'; options: CliOptions } | { kind: 'help' } | { kind: 'error'; message: string };

export function parseCliArgs(args: readonly string[], cwd: string): CliParse {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        data: { type: 'string' },
        'api-key': { type: 'string' },
        host: { type: 'string' },
        verbose: { type: 'boolean' },
        'commit-batch': { type: 'string' },
        'no-seed': { type: 'boolean' },
        'ready-json': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
  if (values.help) return { kind: 'help' };
  const portText = values.port ?? '0';
  if (!/^[0-9]{1,5}$/.test(portText) || Number(portText) > 65_535) {
    return { kind: 'error', message: `--port must be a whole number from 0 to 65535, not "${portText}"` };
  }
  if (values.data === '') return { kind: 'error', message: '--data must not be empty' };
  const apiKey = values['api-key'];
  if (apiKey !== undefined && !API_KEY_PATTERN.test(apiKey)) {
    return { kind: 'error', message: `--api-key must be ${API_KEY_RULE}` };
  }
  if (values.host === '') return { kind: 'error', message: '--host must not be empty' };
  const commitBatch = wholeNumber(values['commit-batch'], 1, 100_000);
  if (commitBatch === null)
    return { kind: 'error', message: '--commit-batch must be a whole number from 1 to 100000' };
  return {
    kind: 'run',
    options: {
      port: Number(portText),
      dataDir: resolve(cwd, values.data ?? '.verity-data/sandbox'),
      apiKey,
      host: values.host ?? '127.0.0.1',
      verbose: values.verbose ?? false,
      readyJson: values['ready-json'] ?? false,
      tlog: {
        ...(commitBatch !== undefined ? { commitBatch } : {}),
        ...(values['no-seed'] ? { seed: false } : {}),
      },
    },
  };
}

/** undefined when absent, null when not a whole number in [min, max]. */
function wholeNumber(text: string | undefined, min: number, max: number): number | null | undefined {
  if (text === undefined) return undefined;
  if (!/^[0-9]{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}
