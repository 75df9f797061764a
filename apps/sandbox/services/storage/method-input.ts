// What a built storage method reads from its request besides the path: the `fields` selection (checked
// against the names its answer has, or its default) and a JSON metadata body.
import type { IncomingMessage } from 'node:http';
import { readJsonText } from '../../http/read-body';
import { driveError, type Answer } from './drive-errors';
import { parseFieldsMask, unknownField } from './fields-mask';
import { DEFAULT_FILE_FIELDS, FILE_FIELDS } from './file-resource';
import { QueryError } from './query/query-tokens';

const MAX_METADATA_BYTES = 1024 * 1024;

/** How a method's answer is cut by `fields`: its default selection and the names it knows. */
export interface Shape {
  defaultFields?: string;
  known: ReadonlySet<string>;
  nested?: { name: string; known: ReadonlySet<string> };
}

export const FILE_SHAPE: Shape = { defaultFields: DEFAULT_FILE_FIELDS, known: FILE_FIELDS };
export const LIST_SHAPE: Shape = {
  defaultFields: `kind,nextPageToken,incompleteSearch,files(${DEFAULT_FILE_FIELDS})`,
  known: new Set(['kind', 'nextPageToken', 'incompleteSearch', 'files']),
  nested: { name: 'files', known: FILE_FIELDS },
};

/** The method's `fields` selection (its default when absent), or the 400 for one it cannot read. */
export function readFields(text: string | null, shape: Shape | undefined, required: boolean) {
  if (!shape) return undefined;
  if (text === null && required)
    return driveError(400, 'required', "The 'fields' parameter is required for this method.", {
      location: 'fields',
    });
  const wanted = text ?? shape.defaultFields;
  if (wanted === undefined) return undefined;
  const refuse = (what: string) =>
    driveError(400, 'invalidParameter', `Invalid field selection ${what}`, { location: 'fields' });
  try {
    const mask = parseFieldsMask(wanted);
    const unknown = unknownField(mask, shape.known, shape.nested);
    return unknown === undefined ? mask : refuse(unknown);
  } catch (error) {
    if (error instanceof QueryError) return refuse(wanted);
    throw error;
  }
}

/** A metadata body: a JSON object (none reads as {}), or the 400 for anything else. */
export async function readObject(
  req: IncomingMessage,
): Promise<{ fields: Record<string, unknown> } | Answer> {
  const text = await readJsonText(req, MAX_METADATA_BYTES);
  if (text.trim() === '') return { fields: {} };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return driveError(400, 'parseError', 'Parse Error');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return driveError(400, 'parseError', 'The request body must be a JSON object.');
  return { fields: body as Record<string, unknown> };
}
