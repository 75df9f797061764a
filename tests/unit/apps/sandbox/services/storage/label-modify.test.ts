// files.modifyLabels' rules on their own: values kept in one form (integers without leading zeros, e-mail
// addresses in lower case, repeated choices once), the limits of each field type, several modifications of
// one request applied in order, and the labels handed in never changed, whatever the outcome.
import { describe, expect, it } from 'vitest';
import type { LabelRecord } from '../../../../../../apps/sandbox/services/storage/file-record';
import { modifyLabels } from '../../../../../../apps/sandbox/services/storage/label-modify';
import {
  CONTRACT,
  COUNTERPARTY,
  DRAFT,
  IN_REVIEW,
  REVIEW,
  REVIEWERS,
  STATUS,
  VALUE,
} from '../../../../../support/demo-labels';

const reviewed: LabelRecord[] = [{ id: REVIEW, revisionId: '4', fields: { [STATUS]: [DRAFT] } }];

function messageOf(result: ReturnType<typeof modifyLabels>): string {
  if (!('status' in result)) throw new Error('the modification was accepted');
  return (result.body as { error: { message: string } }).error.message;
}

describe('modifyLabels', () => {
  it('keeps values in one form: integers plain, addresses in lower case, a repeated value once', () => {
    const after = modifyLabels([], {
      labelModifications: [
        { labelId: CONTRACT, fieldModifications: [{ fieldId: VALUE, setIntegerValues: ['0070'] }] },
        {
          labelId: REVIEW,
          fieldModifications: [
            { fieldId: REVIEWERS, setUserValues: ['Grace@Example.com', 'grace@example.com'] },
          ],
        },
      ],
    });
    expect(after).toEqual({
      labels: [
        { id: CONTRACT, revisionId: '2', fields: { [VALUE]: ['70'] } },
        { id: REVIEW, revisionId: '4', fields: { [REVIEWERS]: ['grace@example.com'] } },
      ],
      modified: [
        { id: CONTRACT, revisionId: '2', fields: { [VALUE]: ['70'] } },
        { id: REVIEW, revisionId: '4', fields: { [REVIEWERS]: ['grace@example.com'] } },
      ],
    });
  });

  it('applies a request in order: a label removed and applied again comes back with only the new values', () => {
    const after = modifyLabels(reviewed, {
      labelModifications: [
        { labelId: REVIEW, removeLabel: true },
        { labelId: REVIEW, fieldModifications: [{ fieldId: STATUS, setSelectionValues: [IN_REVIEW] }] },
      ],
    });
    expect(after).toMatchObject({ labels: [{ id: REVIEW, fields: { [STATUS]: [IN_REVIEW] } }] });
    expect(reviewed).toEqual([{ id: REVIEW, revisionId: '4', fields: { [STATUS]: [DRAFT] } }]);
  });

  it('lists a label unset to no fields as modified, and leaves out one only removed', () => {
    const unset = modifyLabels(reviewed, {
      labelModifications: [{ labelId: REVIEW, fieldModifications: [{ fieldId: STATUS, unsetValues: true }] }],
    });
    expect(unset).toEqual({
      labels: [{ id: REVIEW, revisionId: '4', fields: {} }],
      modified: [{ id: REVIEW, revisionId: '4', fields: {} }],
    });
    expect(modifyLabels(reviewed, { labelModifications: [{ labelId: REVIEW, removeLabel: true }] })).toEqual({
      labels: [],
      modified: [],
    });
  });

  it.each([
    [{ fieldId: VALUE, setIntegerValues: ['9223372036854775808'] }, /out of the int64 range/],
    [{ fieldId: VALUE, setIntegerValues: [7, 8] }, /takes one value, not 2/],
    [{ fieldId: VALUE, setIntegerValues: [1.5] }, /'1\.5' is not a whole number/],
    [{ fieldId: COUNTERPARTY, setTextValues: ['x'.repeat(201)] }, /201 characters long; .* at most 200/],
    [{ fieldId: COUNTERPARTY, setTextValues: ['  '] }, /may not be empty/],
    [{ fieldId: COUNTERPARTY, setTextValues: [12] }, /12 is not a string/],
    [{ fieldId: COUNTERPARTY, setTextValues: [] }, /at least one value; to clear the field use unsetValues/],
    [{ fieldId: COUNTERPARTY }, /exactly one of setTextValues or unsetValues/],
    [{ setTextValues: ['x'] }, /Required field: labelModifications\[0\]\.fieldModifications\[0\]\.fieldId/],
  ])('refuses %j', (change, message) => {
    const result = modifyLabels([], {
      labelModifications: [{ labelId: CONTRACT, fieldModifications: [change] }],
    });
    expect(result).toMatchObject({ status: 400 });
    expect(messageOf(result)).toMatch(message);
  });

  it('refuses a body without modifications, or with ones that are not objects', () => {
    expect(modifyLabels([], {})).toMatchObject({
      status: 400,
      body: { error: { errors: [{ reason: 'required' }] } },
    });
    expect(messageOf(modifyLabels([], { labelModifications: 'all' }))).toMatch(/must be a list/);
    expect(
      messageOf(modifyLabels([], { labelModifications: [{ labelId: REVIEW, fieldModifications: {} }] })),
    ).toMatch(/fieldModifications must be a list/);
  });
});
