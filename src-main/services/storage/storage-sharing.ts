// Sharing a file of the Storage page: who has access (the file's own grants and those inherited from the
// folders above it, with the folders' names), and the changes the sharing dialog makes, each journaled
// before it is sent (kinds in storage-sharing-kinds.ts). Refusals keep the service's reason and say what
// to do (sharing-refusal.ts).
import type { Channel } from '../../../src-shared/contract/channels';
import type { OutputOf, ParsedInputOf } from '../../../src-shared/contract/contract';
import type { StorageFile } from '../../../src-shared/contract/schemas/storage';
import type { Summary } from '../../verification/journal/journal-chain';
import type { Journal } from '../journal/journal';
import { sharingRefusal } from './sharing-refusal';
import type { StorageCalls } from './storage-calls';
import type { GrantBody, GrantRead, PermissionCalls } from './storage-permission-calls';
import { grantSummary, sameGrantee, SHARING_KINDS } from './storage-sharing-kinds';

/** A channel's parsed input without the profile, which the handler has resolved. */
type In<C extends Channel> = Omit<ParsedInputOf<C>, 'profileId'>;

/** Who a grant is for, as people read it. */
function granteeLabel(grant: Pick<GrantRead, 'type' | 'emailAddress' | 'domain'>): string {
  if (grant.type === 'anyone') return 'anyone with the link';
  if (grant.type === 'domain') return `everyone at ${grant.domain ?? 'the domain'}`;
  return grant.emailAddress ?? `a ${grant.type}`;
}

export function createStorageSharing(deps: {
  calls: StorageCalls;
  permissions: PermissionCalls;
  journal: Pick<Journal, 'begin' | 'settle'>;
}) {
  const { calls, permissions, journal } = deps;
  const label = (file: StorageFile) => `"${file.name}" (${file.id})`;
  const refused = (doing: string) => (error: unknown) => {
    throw sharingRefusal(error, doing);
  };

  /** The file shared, or the service's refusal to show it said with what to do. */
  const fileOf = (profileId: string, fileId: string) =>
    calls.get(profileId, fileId).catch(refused(`find file ${fileId}`));

  /** Journals one change of `file`'s sharing, then sends it. */
  async function journaled<T>(
    profileId: string,
    op: { kind: string; file: StorageFile; who: string; request: Summary },
    send: () => Promise<T>,
    summarize: (value: T) => Summary,
  ): Promise<{ opId: string; value: T }> {
    const opId = journal.begin({
      profileId,
      service: 'storage',
      kind: op.kind,
      target: `${op.who} on ${label(op.file)}`,
      request: op.request,
    });
    return { opId, value: await journal.settle(opId, send, summarize) };
  }

  /** The file's grants, each inherited one with the name of the folder it comes from. */
  async function grantsOf(
    profileId: string,
    file: StorageFile,
  ): Promise<OutputOf<'storage:permissions'>['permissions']> {
    const grants = await permissions
      .list(profileId, file.id)
      .catch(refused(`show who has access to ${label(file)}`));
    const folderIds = [
      ...new Set(grants.flatMap((grant) => (grant.inheritedFrom ? [grant.inheritedFrom] : []))),
    ];
    const names = new Map(
      await Promise.all(
        folderIds.map(
          async (id) =>
            [
              id,
              await calls.get(profileId, id).then(
                (folder) => folder.name,
                () => null,
              ),
            ] as const,
        ),
      ),
    );
    return grants.map((grant) => ({
      ...grant,
      inheritedFromName: grant.inheritedFrom ? (names.get(grant.inheritedFrom) ?? null) : null,
    }));
  }

  return {
    async permissions(profileId: string, fileId: string): Promise<OutputOf<'storage:permissions'>> {
      const file = await fileOf(profileId, fileId);
      const capabilities = {
        canShare: file.capabilities.canShare,
        canTransferOwnership: file.ownedByMe,
      };
      return {
        fileName: file.name,
        owners: file.owners,
        capabilities,
        // Only those who may share a file may read its grants; the others are told why in the dialog.
        permissions: capabilities.canShare ? await grantsOf(profileId, file) : [],
      };
    },

    async share(profileId: string, input: In<'storage:share'>) {
      const file = await fileOf(profileId, input.fileId);
      const body: GrantBody = { role: input.role, ...input.grantee };
      const who = granteeLabel({ emailAddress: null, domain: null, ...input.grantee });
      const doing = `share ${label(file)} with ${who}`;
      const current = (await permissions.list(profileId, file.id).catch(refused(doing))).find(
        (grant) =>
          !grant.inherited && sameGrantee(grant, { emailAddress: null, domain: null, ...input.grantee }),
      );
      const { opId, value } = await journaled(
        profileId,
        {
          kind: SHARING_KINDS.share,
          file,
          who,
          request: {
            fileId: file.id,
            ...body,
            notify: input.notify,
            ...(current
              ? { previousRole: current.role, previousExpirationTime: current.expirationTime }
              : {}),
          },
        },
        () =>
          permissions
            .create(profileId, file.id, body, { notify: input.notify, message: input.message })
            .catch(refused(doing)),
        (grant) => grantSummary(file.id, grant),
      );
      return { opId, permission: { ...value, inheritedFromName: null } };
    },

    async updatePermission(profileId: string, input: In<'storage:updatePermission'>) {
      const file = await fileOf(profileId, input.fileId);
      const before = await permissions
        .get(profileId, file.id, input.permissionId)
        .catch(refused(`read grant ${input.permissionId} of ${label(file)}`));
      const who = granteeLabel(before);
      const role = input.role ?? before.role;
      const expirationTime =
        input.expirationTime === undefined ? before.expirationTime : input.expirationTime;
      const { opId, value } = await journaled(
        profileId,
        {
          kind: SHARING_KINDS.change,
          file,
          who,
          request: {
            fileId: file.id,
            permissionId: before.id,
            role,
            expirationTime,
            previousRole: before.role,
            previousExpirationTime: before.expirationTime,
          },
        },
        () =>
          permissions
            .update(profileId, file.id, before.id, { role: input.role, expirationTime: input.expirationTime })
            .catch(refused(`change the access of ${who} to ${label(file)}`)),
        (grant) => grantSummary(file.id, grant),
      );
      return { opId, permission: { ...value, inheritedFromName: null } };
    },

    async unshare(profileId: string, input: In<'storage:unshare'>) {
      const file = await fileOf(profileId, input.fileId);
      // The whole grant goes in the journal first, so Undo can make it again as it was.
      const before = await permissions
        .get(profileId, file.id, input.permissionId)
        .catch(refused(`read grant ${input.permissionId} of ${label(file)}`));
      const who = granteeLabel(before);
      const { opId } = await journaled(
        profileId,
        { kind: SHARING_KINDS.unshare, file, who, request: grantSummary(file.id, before) },
        () =>
          permissions
            .remove(profileId, file.id, before.id)
            .catch(refused(`remove the access of ${who} to ${label(file)}`)),
        () => ({ fileId: file.id, permissionId: before.id, removed: true }),
      );
      return { opId };
    },

    async transferOwnership(profileId: string, input: In<'storage:transferOwnership'>) {
      const file = await fileOf(profileId, input.fileId);
      const body: GrantBody = { type: 'user', role: 'owner', emailAddress: input.emailAddress };
      const { opId, value } = await journaled(
        profileId,
        {
          kind: SHARING_KINDS.transfer,
          file,
          who: input.emailAddress,
          request: {
            fileId: file.id,
            emailAddress: input.emailAddress,
            previousOwners: file.owners.join(','),
          },
        },
        () =>
          permissions
            // The service always tells the new owner; asking it not to is refused.
            .create(profileId, file.id, body, { notify: true, transferOwnership: true })
            .catch(refused(`make ${input.emailAddress} the owner of ${label(file)}`)),
        (grant) => grantSummary(file.id, grant),
      );
      return { opId, permission: { ...value, inheritedFromName: null } };
    },
  };
}
