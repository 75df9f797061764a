// The journal's sharing operations. Check reads the grant back (or the file's owners) and says whether the
// change is there. Undo sends the opposite change: a new grant is removed (or, when it replaced the
// grantee's earlier one, that role and expiry come back), a removed grant is made again as it was (without
// notifying anyone), a changed role or expiry goes back. Giving a file away cannot be undone by its old
// owner: only the new owner can give it back.
import type { Summary } from '../../verification/journal/journal-chain';
import { GoogleApiError } from '../google/google-error';
import {
  operationFields,
  type BegunOperation,
  type CheckFinding,
  type OperationKind,
} from '../journal/operation-kinds';
import type { StorageCalls } from './storage-calls';
import type { GrantBody, GrantRead, PermissionCalls } from './storage-permission-calls';
import { sharingRefusal } from './sharing-refusal';

export const SHARING_KINDS = {
  share: 'share-file',
  change: 'change-access',
  unshare: 'unshare-file',
  transfer: 'transfer-ownership',
} as const;

/** What the journal keeps of a grant: enough to find it again or make it anew. */
export function grantSummary(fileId: string, grant: GrantRead): Summary {
  return {
    fileId,
    permissionId: grant.id,
    type: grant.type,
    role: grant.role,
    emailAddress: grant.emailAddress,
    domain: grant.domain,
    expirationTime: grant.expirationTime,
  };
}

/** The grant a summary describes, as the service takes a new one. */
function grantBody(summary: Summary): GrantBody {
  const text = (name: string) => (typeof summary[name] === 'string' ? (summary[name] as string) : undefined);
  return {
    type: String(summary.type),
    role: String(summary.role),
    ...(text('emailAddress') ? { emailAddress: text('emailAddress') } : {}),
    ...(text('domain') ? { domain: text('domain') } : {}),
    ...(text('expirationTime') ? { expirationTime: text('expirationTime') } : {}),
  };
}

/** Whether a grant is for the grantee a summary names (same type and address). */
export function sameGrantee(grant: GrantRead, summary: Summary): boolean {
  const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : null);
  return (
    grant.type === summary.type &&
    lower(grant.emailAddress) === lower(summary.emailAddress) &&
    lower(grant.domain) === lower(summary.domain)
  );
}

const sameInstant = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' ? Date.parse(a) === Date.parse(b) : !a && !b;

const finding = (holds: boolean, what: string): CheckFinding =>
  holds
    ? { outcome: 'ok', response: { found: `The service shows ${what}: the change took effect` } }
    : {
        outcome: 'failed',
        response: { found: `The service does not show ${what}: the change never took effect` },
      };

const LOOK_IN = 'the sharing dialog of the Storage page';

export function sharingKinds(calls: StorageCalls, permissions: PermissionCalls): OperationKind[] {
  const fields = (op: BegunOperation, names: string[]) => operationFields(op, names, LOOK_IN);
  /** The grant read back, or null when the service no longer has it. */
  const readGrant = (profileId: string, fileId: string, permissionId: string) =>
    permissions.get(profileId, fileId, permissionId).catch((error: unknown) => {
      if (error instanceof GoogleApiError && error.facts.httpStatus === 404) return null;
      throw error;
    });
  const refused = (doing: string) => (error: unknown) => {
    throw sharingRefusal(error, doing);
  };
  /** Sets a grant's role and expiry back to `role` and `expirationTime` (null: none). */
  const changeBack = (op: BegunOperation, role: unknown, expirationTime: unknown, from: Summary) => {
    const { profileId, values } = fields(op, ['fileId', 'permissionId']);
    const [fileId, permissionId] = values as [string, string];
    const expiry = typeof expirationTime === 'string' ? expirationTime : null;
    return {
      kind: SHARING_KINDS.change,
      target: op.target,
      request: {
        fileId,
        permissionId,
        role: String(role),
        expirationTime: expiry,
        previousRole: from.role ?? null,
        previousExpirationTime: from.expirationTime ?? null,
      },
      send: async () =>
        grantSummary(
          fileId,
          await permissions
            .update(profileId, fileId, permissionId, { role: String(role), expirationTime: expiry })
            .catch(refused(`change ${op.target} back`)),
        ),
    };
  };

  return [
    {
      service: 'storage',
      kind: SHARING_KINDS.share,
      async check(op) {
        const { profileId, values } = fields(op, ['fileId']);
        const grants = await permissions.list(profileId, values[0]!);
        const grant = grants.find((candidate) => !candidate.inherited && sameGrantee(candidate, op.request));
        return finding(grant?.role === op.request.role, `the ${String(op.request.role)} grant`);
      },
      undo(op) {
        const response = op.response ?? {};
        if (typeof op.request.previousRole === 'string')
          return changeBack(op, op.request.previousRole, op.request.previousExpirationTime, response);
        const { profileId, values } = fields(op, ['fileId', 'permissionId']);
        const [fileId, permissionId] = values as [string, string];
        return {
          kind: SHARING_KINDS.unshare,
          target: op.target,
          request: { ...grantSummary(fileId, { ...grantOf(response), id: permissionId }) },
          send: async () => {
            await permissions.remove(profileId, fileId, permissionId).catch(refused(`remove ${op.target}`));
            return { fileId, permissionId, removed: true };
          },
        };
      },
    },
    {
      service: 'storage',
      kind: SHARING_KINDS.change,
      async check(op) {
        const { profileId, values } = fields(op, ['fileId', 'permissionId']);
        const grant = await readGrant(profileId, values[0]!, values[1]!);
        const holds =
          grant !== null &&
          grant.role === op.request.role &&
          sameInstant(grant.expirationTime, op.request.expirationTime);
        return finding(holds, `the role ${String(op.request.role)} with the expiry asked for`);
      },
      undo: (op) => changeBack(op, op.request.previousRole, op.request.previousExpirationTime, op.request),
    },
    {
      service: 'storage',
      kind: SHARING_KINDS.unshare,
      async check(op) {
        const { profileId, values } = fields(op, ['fileId', 'permissionId']);
        return finding((await readGrant(profileId, values[0]!, values[1]!)) === null, 'the grant gone');
      },
      undo(op) {
        const { profileId, values } = fields(op, ['fileId', 'type', 'role']);
        const fileId = values[0]!;
        const body = grantBody(op.request);
        return {
          kind: SHARING_KINDS.share,
          target: op.target,
          request: { ...op.request, notify: false },
          send: async () =>
            grantSummary(
              fileId,
              await permissions
                .create(profileId, fileId, body, { notify: false })
                .catch(refused(`restore ${op.target}`)),
            ),
        };
      },
    },
    {
      service: 'storage',
      kind: SHARING_KINDS.transfer,
      async check(op) {
        const { profileId, values } = fields(op, ['fileId', 'emailAddress']);
        const file = await calls.get(profileId, values[0]!);
        const owner = values[1]!.toLowerCase();
        return finding(
          file.owners.some((email) => email.toLowerCase() === owner),
          `${values[1]} as the owner`,
        );
      },
      notUndoable:
        'the file belongs to its new owner now, and only they can give it back: ask them to make you its owner again',
    },
  ];
}

/** A grant as a journal summary recorded it. */
function grantOf(summary: Summary): GrantRead {
  const text = (name: string) => (typeof summary[name] === 'string' ? (summary[name] as string) : null);
  return {
    id: text('permissionId') ?? '',
    type: (text('type') ?? 'user') as GrantRead['type'],
    role: (text('role') ?? 'reader') as GrantRead['role'],
    emailAddress: text('emailAddress'),
    domain: text('domain'),
    displayName: null,
    expirationTime: text('expirationTime'),
    inherited: false,
    inheritedFrom: null,
  };
}
