// Where the log keeps its files inside <dataDir>/tlog.
import { join } from 'node:path';

export function entriesPath(dir: string): string {
  return join(dir, 'entries.jsonl');
}

export function logStatePath(dir: string): string {
  return join(dir, 'log.json');
}
