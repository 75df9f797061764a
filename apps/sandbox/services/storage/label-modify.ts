// files.modifyLabels' request (drive-v3.json ModifyLabelsRequest, LabelModification, LabelFieldModification)
// worked out on a copy of the file's labels: every modification is checked against the label catalog and
// the first one that cannot be made refuses the whole request, so the file keeps its labels unless all of
// them apply (the service applies a request atomically). A label is applied by naming it, with or without
// field values; a field is set (replacing its values) or unset; removeLabel takes the label off.
import { driveError, type Answer } from './drive-errors';
import type { LabelRecord } from './file-record';
import { catalogField, catalogLabel, takesMany, type CatalogField } from './label-catalog';

/** The labels after the request, and those it applied or changed (what the answer lists). */
export interface LabelsAfter {
  labels: LabelRecord[];
  modified: LabelRecord[];
}

/** Which set…Values list fills a field of each type. */
const SETTER: Record<CatalogField['valueType'], string> = {
  selection: 'setSelectionValues',
  user: 'setUserValues',
  text: 'setTextValues',
  integer: 'setIntegerValues',
  dateString: 'setDateValues',
};
const SETTERS = Object.values(SETTER);
const INT64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };

function badRequest(message: string): Answer {
  return driveError(400, 'badRequest', message);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function modifyLabels(current: LabelRecord[], body: Record<string, unknown>): LabelsAfter | Answer {
  const modifications = body.labelModifications;
  if (modifications === undefined || (Array.isArray(modifications) && modifications.length === 0))
    return driveError(
      400,
      'required',
      'Required field: labelModifications (at least one label to apply, change or remove).',
    );
  if (!Array.isArray(modifications) || !modifications.every(isObject))
    return badRequest('labelModifications must be a list of LabelModification objects.');
  let labels: LabelRecord[] = structuredClone(current);
  const modified = new Set<string>();
  for (const [index, modification] of modifications.entries()) {
    const at = `labelModifications[${index}]`;
    const labelId = modification.labelId;
    if (typeof labelId !== 'string' || labelId === '')
      return driveError(400, 'required', `Required field: ${at}.labelId (the ID of the label to modify).`);
    const label = catalogLabel(labelId);
    if (!label) return badRequest(`${at}.labelId: no label with ID '${labelId}' is available to this user.`);
    const changes = modification.fieldModifications ?? [];
    if (!Array.isArray(changes) || !changes.every(isObject))
      return badRequest(`${at}.fieldModifications must be a list of LabelFieldModification objects.`);
    if (modification.removeLabel === true) {
      if (changes.length > 0)
        return badRequest(
          `${at}: removeLabel takes the whole label off; send fieldModifications separately.`,
        );
      labels = labels.filter((applied) => applied.id !== labelId);
      modified.delete(labelId);
      continue;
    }
    let applied = labels.find((candidate) => candidate.id === labelId);
    if (!applied) labels.push((applied = { id: labelId, revisionId: label.revisionId, fields: {} }));
    applied.revisionId = label.revisionId;
    for (const [fieldIndex, change] of changes.entries()) {
      const where = `${at}.fieldModifications[${fieldIndex}]`;
      const fieldId = change.fieldId;
      if (typeof fieldId !== 'string' || fieldId === '')
        return driveError(
          400,
          'required',
          `Required field: ${where}.fieldId (the ID of the field to modify).`,
        );
      const field = catalogField(label, fieldId);
      if (!field) return badRequest(`${where}.fieldId: label '${labelId}' has no field '${fieldId}'.`);
      const values = fieldValues(change, field, where);
      if (!Array.isArray(values)) return values;
      if (values.length === 0) delete applied.fields[fieldId];
      else applied.fields[fieldId] = values;
    }
    modified.add(labelId);
  }
  return { labels, modified: labels.filter((applied) => modified.has(applied.id)) };
}

/** The field's values after one field modification (none when it unsets them), or why it cannot be made. */
function fieldValues(change: Record<string, unknown>, field: CatalogField, where: string): string[] | Answer {
  const given = SETTERS.filter((name) => change[name] !== undefined);
  const unset = change.unsetValues === true;
  if (given.length + (unset ? 1 : 0) !== 1)
    return badRequest(
      `${where}: give exactly one of ${SETTER[field.valueType]} or unsetValues: true (field '${field.id}' holds ${field.valueType} values).`,
    );
  if (unset) return [];
  const setter = given[0]!;
  if (setter !== SETTER[field.valueType])
    return badRequest(
      `${where}.${setter}: field '${field.id}' (${field.name}) holds ${field.valueType} values; use ${SETTER[field.valueType]}.`,
    );
  const list = change[setter];
  if (!Array.isArray(list) || list.length === 0)
    return badRequest(
      `${where}.${setter} must list at least one value; to clear the field use unsetValues: true.`,
    );
  if (list.length > 1 && !takesMany(field))
    return badRequest(
      `${where}.${setter}: field '${field.id}' (${field.name}) takes one value, not ${list.length}.`,
    );
  const values: string[] = [];
  for (const value of list) {
    const read = readValue(value, field);
    if (typeof read !== 'string') return badRequest(`${where}.${setter}: ${read.problem}`);
    if (!values.includes(read)) values.push(read);
  }
  return values;
}

/** One value in the form it is kept, or what is wrong with it. */
function readValue(value: unknown, field: CatalogField): string | { problem: string } {
  // An int64 is sent as a string, but a client may send a JSON number.
  const text = field.valueType === 'integer' && typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return { problem: `${JSON.stringify(value)} is not a string.` };
  switch (field.valueType) {
    case 'selection':
      return field.choices.some((choice) => choice.id === text)
        ? text
        : {
            problem: `'${text}' is not a choice of field '${field.id}' (${field.name}); its choices are ${field.choices.map((choice) => `${choice.id} (${choice.name})`).join(', ')}.`,
          };
    case 'user':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)
        ? text.toLowerCase()
        : { problem: `'${text}' is not an e-mail address.` };
    case 'text':
      if (text.trim() === '')
        return { problem: 'a text value may not be empty; to clear the field use unsetValues.' };
      return text.length <= field.maxLength
        ? text
        : {
            problem: `the text is ${text.length} characters long; field '${field.id}' takes at most ${field.maxLength}.`,
          };
    case 'integer':
      return readInteger(text, field);
    case 'dateString':
      return isCalendarDate(text) ? text : { problem: `'${text}' is not a date in the form YYYY-MM-DD.` };
  }
}

function readInteger(
  text: string,
  field: Extract<CatalogField, { valueType: 'integer' }>,
): string | { problem: string } {
  if (!/^-?\d+$/.test(text)) return { problem: `'${text}' is not a whole number.` };
  const number = BigInt(text);
  if (number < INT64.min || number > INT64.max) return { problem: `'${text}' is out of the int64 range.` };
  if (field.minValue !== undefined && number < BigInt(field.minValue))
    return { problem: `${text} is below the field's minimum, ${field.minValue}.` };
  if (field.maxValue !== undefined && number > BigInt(field.maxValue))
    return { problem: `${text} is above the field's maximum, ${field.maxValue}.` };
  return String(number);
}

function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
