// Ownership transfer (research google.md §3.6): only the owner moves it, with transferOwnership=true and the
// notification left on, to a user of this service; the old owner keeps the file as a writer.
import { DEMO_ACCOUNTS } from '../oauth/demo-accounts';
import { driveError, insufficientFilePermissions } from './drive-errors';
import { personOf, type Caller } from './file-access';
import type { FileRecord, Identity } from './file-record';
import { permissionIdFor } from './permission-resource';
import type { StorageState } from './storage-state';

type Body = Record<string, unknown>;

export const sharingRefused = (why: string) =>
  driveError(400, 'invalidSharingRequest', `Bad Request. User message: "${why}"`);

/** Makes `email`'s account the owner; the old owner keeps the file as a writer. */
export function transfer(
  file: FileRecord,
  body: Body,
  params: URLSearchParams,
  caller: Caller,
  state: StorageState,
) {
  if (params.get('transferOwnership') !== 'true')
    return driveError(
      403,
      'forbidden',
      "The transferOwnership parameter must be enabled when the permission role is 'owner'.",
    );
  if (file.owner !== caller.identity) return insufficientFilePermissions(file.id);
  if (params.get('sendNotificationEmail') === 'false')
    return sharingRefused(
      'An ownership transfer always notifies the new owner; leave sendNotificationEmail on.',
    );
  const email = String(body.emailAddress ?? '').toLowerCase();
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email.toLowerCase() === email);
  if (body.type !== 'user' || !account)
    return sharingRefused(
      `Ownership can only be given to a user of this service; ${email || 'no e-mail address'} is not one.`,
    );
  const identity: Identity = `account:${account.sub}`;
  if (identity === file.owner) return sharingRefused(`${email} already owns this file.`);
  const old = personOf(file.owner, state);
  const newId = permissionIdFor({ type: 'user', emailAddress: email });
  const next: FileRecord = {
    ...file,
    owner: identity,
    permissions: [
      ...file.permissions.filter(
        (permission) => permission.id !== newId && permission.id !== old.permissionId,
      ),
      { id: old.permissionId, type: 'user', role: 'writer', emailAddress: old.email },
    ],
  };
  state.put(next);
  return next;
}
