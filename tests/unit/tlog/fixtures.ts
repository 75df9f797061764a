import { readFileSync } from 'node:fs';

/** Reads a file under tests/fixtures/tlog. */
export function tlogFixture(path: string): string {
  return readFileSync(new URL(`../../fixtures/tlog/${path}`, import.meta.url), 'utf8');
}
