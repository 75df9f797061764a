// What every Rekor route handler works with.
import type { LogView } from '../log-view';
import type { TransparencyLog } from '../transparency-log';

export interface TlogContext {
  log: TransparencyLog;
  view: LogView;
}

/** Request bodies: DSSE envelopes with provenance can be large; Rekor's own limit is in the tens of MB. */
export const MAX_ENTRY_BODY_BYTES = 8 * 1024 * 1024;
export const MAX_QUERY_BODY_BYTES = 1024 * 1024;

export function treeIdNotFound(treeId: string): string {
  return `tree ID ${treeId} is not a shard of this log`;
}
