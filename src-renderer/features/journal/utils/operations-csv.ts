import Papa from 'papaparse';
import type { JournalOperation } from '@/lib/contract';

type Cell = string | number | boolean | null;

const FIXED = ['id', 'at', 'completedAt', 'profileId', 'service', 'kind', 'target', 'outcome'] as const;

const iso = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs).toISOString());

/** Every key any of the summaries has, sorted, so every row has the same columns. */
function keysOf(summaries: ReadonlyArray<Record<string, Cell> | null>): string[] {
  const keys = new Set<string>();
  for (const summary of summaries) for (const key of Object.keys(summary ?? {})) keys.add(key);
  return [...keys].sort();
}

/**
 * One row per operation with flat columns: the operation's own fields, then one `request.<name>` and one
 * `response.<name>` column per summary field any operation has (empty where an operation lacks it).
 * Text that a spreadsheet would run as a formula is escaped: error messages come from the services.
 */
export function operationsToCsv(operations: readonly JournalOperation[]): string {
  const requestKeys = keysOf(operations.map((op) => op.request));
  const responseKeys = keysOf(operations.map((op) => op.response));
  const fields = [
    ...FIXED,
    ...requestKeys.map((key) => `request.${key}`),
    ...responseKeys.map((key) => `response.${key}`),
  ];
  const data = operations.map((op): Cell[] => [
    op.id,
    iso(op.at),
    iso(op.completedAt),
    op.profileId,
    op.service,
    op.kind,
    op.target,
    op.outcome,
    ...requestKeys.map((key) => op.request[key] ?? null),
    ...responseKeys.map((key) => op.response?.[key] ?? null),
  ]);
  return Papa.unparse({ fields, data }, { escapeFormulae: true, newline: '\r\n' });
}
