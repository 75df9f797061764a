// A file's labels as the API answers them (drive-v3.json schemas Label and LabelField): files.listLabels
// lists them, files.modifyLabels answers the ones it changed, and files.get/list/create/update/copy and
// changes.list show those named by `includeLabels` in the file's labelInfo. A user field's values are
// answered as users.
import { DEMO_ACCOUNTS } from '../oauth/demo-accounts';
import { personOf, type Caller } from './file-access';
import type { FileRecord, LabelRecord } from './file-record';
import { userOf } from './file-resource';
import { catalogField, catalogLabel } from './label-catalog';
import type { StorageState } from './storage-state';

/** The Label schema's properties: a `fields` selection naming anything else is refused. */
export const LABEL_FIELDS: ReadonlySet<string> = new Set(['kind', 'id', 'revisionId', 'fields']);

/** The user a user field names: a demo account or the service account as itself, anyone else by address. */
function userNamed(email: string, caller: Caller, state: StorageState) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email.toLowerCase());
  const serviceAccount = personOf('service-account', state);
  if (account) return userOf(personOf(`account:${account.sub}`, state), caller);
  if (email.toLowerCase() === serviceAccount.email) return userOf(serviceAccount, caller);
  return { kind: 'drive#user', displayName: email, emailAddress: email, me: false };
}

/** The Label resource of one label on a file; a field the catalog no longer has is left out. */
export function labelResource(applied: LabelRecord, caller: Caller, state: StorageState) {
  const label = catalogLabel(applied.id);
  const fields: Record<string, unknown> = {};
  for (const [fieldId, values] of Object.entries(applied.fields)) {
    const field = label && catalogField(label, fieldId);
    if (!field) continue;
    const shown =
      field.valueType === 'user' ? values.map((email) => userNamed(email, caller, state)) : values;
    fields[fieldId] = {
      kind: 'drive#labelField',
      id: fieldId,
      valueType: field.valueType,
      [field.valueType]: shown,
    };
  }
  return { kind: 'drive#label', id: applied.id, revisionId: applied.revisionId, fields };
}

/** The label IDs of an `includeLabels` parameter; undefined when it is absent. */
export function includedLabels(params: URLSearchParams): string[] | undefined {
  const text = params.get('includeLabels');
  if (text === null) return undefined;
  return text
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/** The File resource with labelInfo: the labels among `ids` (includeLabels) that are on the file, in the
 * order they were applied. Without `ids` it has none, as the service answers by default. */
export function withLabelInfo(
  resource: Record<string, unknown>,
  file: FileRecord,
  ids: readonly string[] | undefined,
  caller: Caller,
  state: StorageState,
): Record<string, unknown> {
  if (!ids) return resource;
  const labels = (file.labels ?? []).filter((applied) => ids.includes(applied.id));
  return {
    ...resource,
    labelInfo: { labels: labels.map((applied) => labelResource(applied, caller, state)) },
  };
}
