// The audit service's records, apart so that the bundle export can name them without importing the service.
import type { ParsedInputOf } from '../../../src-shared/contract/contract';
import type { AuditRun } from '../../../src-shared/contract/schemas/audit';
import type { InputTrust } from './trust-material';

export type AuditInput = ParsedInputOf<'audit:verify'>;

export interface StoredRun {
  run: AuditRun;
  input: AuditInput;
  /** Trust material from the inputs, and the store's at the time of the run. */
  inputTrust: InputTrust[];
  storeRoots: Array<{ name: string; json: string }>;
  storeKeys: Array<{ name: string | null; pem: string; baseUrl: string | null }>;
}
