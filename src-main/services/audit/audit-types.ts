// The audit service's records, apart so that the bundle export can name them without importing the service.
import type { ParsedInputOf } from '../../../src-shared/contract/contract';
import type { AuditRun } from '../../../src-shared/contract/schemas/audit';
import type { AuditOptions } from '../../verification/audit/audit-document';
import type { InputTrust } from './trust-material';

export type AuditInput = ParsedInputOf<'audit:verify'>;

export interface StoredRun {
  /** Every file of the run so far, in the order sent, and the run's summary. */
  run: AuditRun;
  /** What the first call set for the whole run. */
  artifact: NonNullable<AuditInput['artifact']> | null;
  strict: boolean;
  policy: NonNullable<AuditInput['policy']> | null;
  /** The engine's options: trust, primitives and the checkpoint verifications shared by every batch. */
  options: AuditOptions;
  /** The documents verified (trust material apart), as given, for the audit bundle export. */
  documents: Array<{ name: string; content: string }>;
  /** Their characters, and how many documents past the size kept per run were verified but not kept. */
  keptChars: number;
  documentsLeftOut: number;
  /** Trust material from the inputs, and the store's at the time of the run. */
  inputTrust: InputTrust[];
  storeRoots: Array<{ name: string; json: string }>;
  storeKeys: Array<{ name: string | null; pem: string; baseUrl: string | null }>;
}
