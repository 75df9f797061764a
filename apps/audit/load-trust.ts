// Trust material named on the command line → one TrustSet. Any problem is a usage error (exit 2): an audit
// against trust material that did not load would report misleading failures.
import { readFile } from 'node:fs/promises';
import { KeyParseError, trustedKeyFromPem, trustedKeyFromVkey } from '../../src-main/verification/tlog/keys';
import { loadTrustedRoot, mergeTrust, TrustedRootError } from '../../src-main/verification/tlog/trusted-root';
import { EMPTY_TRUST, type TrustSet } from '../../src-main/verification/tlog/trust-types';
import type { KeyArgument } from './cli-args';

export class CliInputError extends Error {
  override readonly name = 'CliInputError';
}

export async function loadCliTrust(
  trustedRoots: readonly string[],
  keys: readonly KeyArgument[],
  warn: (line: string) => void,
): Promise<TrustSet> {
  const sets: TrustSet[] = [];
  for (const file of trustedRoots) {
    const text = (await readInput(file, 'trusted root')).toString('utf8');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new CliInputError(`trusted root ${file} is not JSON (${(error as Error).message})`);
    }
    try {
      sets.push(loadTrustedRoot(json, (reason) => warn(`trusted root ${file}: skipped ${reason}`)));
    } catch (error) {
      if (error instanceof TrustedRootError)
        throw new CliInputError(`trusted root ${file}: ${error.message}`);
      throw error;
    }
  }
  for (const { file, name } of keys) {
    const text = (await readInput(file, 'key')).toString('utf8');
    try {
      const key = text.includes('-----BEGIN')
        ? trustedKeyFromPem(text, { name, source: 'pem' })
        : trustedKeyFromVkey(text, 'pem');
      sets.push({ ...EMPTY_TRUST, tlogs: [key] });
    } catch (error) {
      if (error instanceof KeyParseError || error instanceof RangeError)
        throw new CliInputError(`key ${file}: ${error.message}`);
      throw error;
    }
  }
  return mergeTrust(EMPTY_TRUST, ...sets);
}

/** A file named on the command line; one that cannot be read is a usage error naming what it was for. */
export async function readInput(file: string, what: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    throw new CliInputError(
      `cannot read ${what} ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}
