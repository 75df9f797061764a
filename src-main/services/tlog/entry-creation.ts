import { createHash } from 'node:crypto';
import type { OutputOf, ParsedInputOf } from '../../../src-shared/contract/contract';
import { VerityError } from '../../../src-shared/contract/result';
import type { Journal } from '../journal/journal';
import type { Summary } from '../../verification/journal/journal-chain';
import type { SigningKeys } from '../keys/signing-keys';
import type { OperationKinds } from '../journal/operation-kinds';
import type { Profiles } from '../profiles/profiles';
import type { EntryVerifier } from './entry-verifier';
import { CREATE_ENTRY, createEntryKind, signatureDigest } from './entry-creation-kind';
import { dsseProposal, hashedRekordProposal } from './proposed-entries';
import type { RekorApi } from './rekor-api';

type Created = OutputOf<'log:createDsse'>;

/**
 * Creating entries with a local key: hashedrekord over an artifact digest
 * (ECDSA P-256) and DSSE envelopes (P-256 or Ed25519). A 409 means the log
 * already holds an equal entry; its Location is followed so both outcomes
 * end on the entry page.
 */
export function createEntryCreation(deps: {
  api: RekorApi;
  profiles: Profiles;
  keys: SigningKeys;
  verifier: EntryVerifier;
  journal: Journal;
  kinds: OperationKinds;
}) {
  deps.kinds.declare(createEntryKind(deps));
  async function submit(
    profileId: string | undefined,
    proposed: unknown,
    request: Summary,
  ): Promise<Created> {
    const endpoint = deps.profiles.endpoint('tlog', profileId);
    const created = await deps.journal.send(
      {
        profileId: endpoint.profileId,
        service: 'tlog',
        kind: CREATE_ENTRY,
        target: `${endpoint.baseUrl}/api/v1/log/entries`,
        request,
      },
      () => deps.api.createEntry(endpoint, proposed),
      (answer) => ({
        status: answer.status,
        entryId: answer.entryId ?? answer.served?.entryId ?? null,
        location: answer.location,
      }),
    );
    const served =
      created.served ??
      (created.entryId ? await deps.api.entry(endpoint, { entryId: created.entryId }) : null);
    if (!served) {
      throw new VerityError(
        'BAD_RESPONSE',
        `The log answered ${created.status} but the entry at ${created.location || '(no Location)'} could not be read`,
      );
    }
    return {
      status: created.status,
      entryId: served.entryId,
      location: created.location,
      entry: await deps.verifier.view(endpoint, served, false),
    };
  }

  return {
    createHashedRekord(input: ParsedInputOf<'log:createHashedRekord'>): Promise<Created> {
      const proposal = hashedRekordProposal(deps.keys.signer(input.keyId), input.artifactSha256);
      return submit(input.profileId, proposal, {
        entryKind: 'hashedrekord',
        keyId: input.keyId,
        artifactSha256: input.artifactSha256,
        // What Check looks for in the log's entries: the signature is new for each entry made.
        signatureSha256: signatureDigest(Buffer.from(proposal.spec.signature.content, 'base64')),
      });
    },

    createDsse(input: ParsedInputOf<'log:createDsse'>): Promise<Created> {
      const { proposed, envelope } = dsseProposal(
        deps.keys.signer(input.keyId),
        input.payloadType,
        input.payload,
      );
      return submit(input.profileId, proposed, {
        entryKind: 'dsse',
        keyId: input.keyId,
        payloadType: input.payloadType,
        payloadSha256: createHash('sha256').update(input.payload, 'base64').digest('hex'),
        signatureSha256: signatureDigest(Buffer.from(envelope.signatures[0]!.sig, 'base64')),
      });
    },
  };
}

export type EntryCreation = ReturnType<typeof createEntryCreation>;
