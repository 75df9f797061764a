// GET /api/v1/log, /api/v1/log/publicKey, /api/v1/log/proof (sigstore/rekor:pkg/api/tlog.go, public_key.go).
// Proofs and keys are per shard (treeID, default the active one); a consistency proof cannot cross a shard
// boundary, so a size past a frozen shard's end is refused like any size the tree never had.
import { sendRekorError } from '../../../http/error-shapes';
import type { RouteHandler } from '../../../http/routing';
import { queryInteger, queryMatching, sendViolation, SwaggerViolation } from './swagger-errors';
import { treeIdNotFound, type TlogContext } from './tlog-context';

const TREE_ID = /^[0-9]+$/;

export function getLogInfo(ctx: TlogContext): RouteHandler {
  return ({ reply }) => reply.json(200, ctx.view.logInfo());
}

export function getPublicKey(ctx: TlogContext): RouteHandler {
  return ({ url, reply }) => {
    let treeId: string | undefined;
    try {
      treeId = queryMatching(url, 'treeID', TREE_ID);
    } catch (error) {
      if (error instanceof SwaggerViolation) return sendViolation(reply, error);
      throw error;
    }
    if (treeId !== undefined && !ctx.log.shardById(treeId))
      return sendRekorError(reply, 400, treeIdNotFound(treeId));
    // Every shard is signed by the same key, as on rekor.sigstore.dev.
    reply.text(200, 'application/x-pem-file', ctx.view.key.publicKeyPem);
  };
}

export function getLogProof(ctx: TlogContext): RouteHandler {
  return ({ url, reply }) => {
    let firstSize: number;
    let lastSize: number;
    let treeId: string | undefined;
    try {
      firstSize = queryInteger(url, 'firstSize', 1, false) ?? 1;
      lastSize = queryInteger(url, 'lastSize', 1, true)!;
      treeId = queryMatching(url, 'treeID', TREE_ID);
    } catch (error) {
      if (error instanceof SwaggerViolation) return sendViolation(reply, error);
      throw error;
    }
    if (firstSize > lastSize) {
      return sendRekorError(reply, 400, `firstSize(${firstSize}) must be less than lastSize(${lastSize})`);
    }
    const shard = treeId === undefined ? ctx.log.activeShard : ctx.log.shardById(treeId);
    if (!shard) return sendRekorError(reply, 400, treeIdNotFound(treeId!));
    const { treeSize } = ctx.view.head(shard);
    if (lastSize > treeSize) {
      return sendRekorError(
        reply,
        400,
        `the tree size requested(${lastSize}) was greater than what is currently observable(${treeSize})`,
      );
    }
    reply.json(200, ctx.view.consistencyProof(shard, firstSize, lastSize));
  };
}
