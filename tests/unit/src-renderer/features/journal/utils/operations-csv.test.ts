import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { operationsToCsv } from '@/features/journal/utils/operations-csv';
import type { JournalOperation } from '@/lib/contract';

const operation = (fields: Partial<JournalOperation>): JournalOperation =>
  ({
    id: 'op-1',
    at: Date.UTC(2026, 10, 26, 12, 0, 0),
    profileId: 'sandbox',
    service: 'tlog',
    kind: 'create-entry',
    target: 'http://127.0.0.1:4100/api/v1/log/entries',
    request: {},
    outcome: 'ok',
    response: null,
    completedAt: null,
    checkable: false,
    undoable: false,
    damaged: null,
    ...fields,
  }) as JournalOperation;

const parse = (csv: string) =>
  Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });

describe('operationsToCsv', () => {
  it('writes one row per operation, with a column per summary field any operation has', () => {
    const csv = operationsToCsv([
      operation({
        id: 'op-2',
        request: { keyId: 'k1', artifactSha256: 'ab' },
        response: { status: 201, entryId: 'e1' },
        completedAt: Date.UTC(2026, 10, 26, 12, 0, 1),
      }),
      operation({
        id: 'op-1',
        outcome: 'failed',
        request: { keyId: 'k2', payloadType: 'application/vnd.in-toto+json' },
        response: { code: 'UPSTREAM', message: 'the log refused it' },
      }),
    ]);
    const { data, meta, errors } = parse(csv);
    expect(errors).toEqual([]);
    expect(meta.fields).toEqual([
      'id',
      'at',
      'completedAt',
      'profileId',
      'service',
      'kind',
      'target',
      'outcome',
      'request.artifactSha256',
      'request.keyId',
      'request.payloadType',
      'response.code',
      'response.entryId',
      'response.message',
      'response.status',
    ]);
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({
      id: 'op-2',
      at: '2026-11-26T12:00:00.000Z',
      completedAt: '2026-11-26T12:00:01.000Z',
      outcome: 'ok',
      'request.keyId': 'k1',
      'request.payloadType': '',
      'response.status': '201',
      'response.message': '',
    });
    expect(data[1]).toMatchObject({
      id: 'op-1',
      completedAt: '',
      outcome: 'failed',
      'request.artifactSha256': '',
      'response.message': 'the log refused it',
    });
  });

  it('escapes text a spreadsheet would run as a formula, and quotes commas, quotes and line breaks', () => {
    const csv = operationsToCsv([
      operation({ response: { message: '=HYPERLINK("http://example.com")', note: 'a, "b"\nc', status: -1 } }),
    ]);
    const [row] = parse(csv).data;
    expect(row!['response.message']).toBe(`'=HYPERLINK("http://example.com")`);
    expect(row!['response.note']).toBe('a, "b"\nc');
    // Numbers are values, not formulas.
    expect(row!['response.status']).toBe('-1');
  });

  it('writes just the header for no operations', () => {
    expect(operationsToCsv([])).toBe('id,at,completedAt,profileId,service,kind,target,outcome\r\n');
  });
});
