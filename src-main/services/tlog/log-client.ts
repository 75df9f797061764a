import { VerityError } from '../../../src-shared/contract/result';
import type { LogInfo, ShardInfo } from '../../../src-shared/contract/schemas/log';
import { parseCheckpoint } from '../../../src-shared/tlog/checkpoint';
import { toHex } from '../../../src-shared/tlog/encoding';
import type { HttpClient } from '../http/http-client';
import type { Profiles } from '../profiles/profiles';
import { RekorLogInfo } from './rekor-schemas';

type RawShard = { rootHash: string; treeSize: number; signedTreeHead: string; treeID: string };

/** A shard as the contract carries it, with its checkpoint parsed (signatures are checked by the verifier, not here). */
export function toShardInfo(raw: RawShard): ShardInfo {
  let checkpoint: ShardInfo['checkpoint'] = null;
  let checkpointError: string | null = null;
  try {
    const parsed = parseCheckpoint(raw.signedTreeHead);
    checkpoint = {
      origin: parsed.origin,
      size: parsed.size.toString(10),
      rootHash: toHex(parsed.rootHash),
      extensions: parsed.extensions,
      signatures: parsed.signatures.map((s) => ({ name: s.name, keyHint: s.keyHintHex })),
    };
  } catch (error) {
    checkpointError = error instanceof Error ? error.message : String(error);
  }
  return {
    treeID: raw.treeID,
    treeSize: String(raw.treeSize),
    rootHash: raw.rootHash.toLowerCase(),
    signedTreeHead: raw.signedTreeHead,
    checkpoint,
    checkpointError,
  };
}

/** Rekor v1 client: `GET /api/v1/log` for now; the explorer's calls join it. */
export function createLogClient(deps: { http: HttpClient; profiles: Profiles }) {
  return {
    async getInfo(profileId?: string): Promise<LogInfo> {
      const endpoint = deps.profiles.endpoint('tlog', profileId);
      const response = await deps.http.request({
        service: 'tlog',
        profileId: endpoint.profileId,
        method: 'GET',
        url: `${endpoint.baseUrl}/api/v1/log`,
        headers: { accept: 'application/json' },
      });
      const parsed = RekorLogInfo.safeParse(response.json());
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new VerityError(
          'BAD_RESPONSE',
          `The log at ${endpoint.baseUrl} sent a malformed LogInfo (${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'})`,
        );
      }
      return {
        baseUrl: endpoint.baseUrl,
        active: toShardInfo(parsed.data),
        inactiveShards: (parsed.data.inactiveShards ?? []).map(toShardInfo),
        fetchedAt: Date.now(),
      };
    },
  };
}

export type LogClient = ReturnType<typeof createLogClient>;
