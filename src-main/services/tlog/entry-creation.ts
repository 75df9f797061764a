import type { OutputOf, ParsedInputOf } from '../../../src-shared/contract/contract';
import { VerityError } from '../../../src-shared/contract/result';
import type { SigningKeys } from '../keys/signing-keys';
import type { Profiles } from '../profiles/profiles';
import type { EntryVerifier } from './entry-verifier';
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
}) {
  async function submit(profileId: string | undefined, proposed: unknown): Promise<Created> {
    const endpoint = deps.profiles.endpoint('tlog', profileId);
    const created = await deps.api.createEntry(endpoint, proposed);
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
      return submit(input.profileId, proposal);
    },

    createDsse(input: ParsedInputOf<'log:createDsse'>): Promise<Created> {
      const { proposed } = dsseProposal(deps.keys.signer(input.keyId), input.payloadType, input.payload);
      return submit(input.profileId, proposed);
    },
  };
}

export type EntryCreation = ReturnType<typeof createEntryCreation>;
