// A Rekor-like log in memory, for unit tests of the monitor, the trust store and diagnosis: real signed
// checkpoints (ECDSA P-256, key hint = logID[:4]) over real RFC 6962 trees, with switches for the ways a
// log can misbehave.
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { formatCheckpointBody } from '../../src-main/verification/tlog/checkpoint';
import { formatSignatureLine, formatSignedNote } from '../../src-main/verification/tlog/signed-note';
import { merkleTreeHash } from '../../src-main/verification/tlog/rfc6962';
import type { LogEndpoint, RekorApi } from '../../src-main/services/tlog/rekor-api';
import type { LogInfo } from '../../src-main/verification/tlog/log-info';
import { consistencyPath, hex, leafHashes } from './merkle-paths';

export interface LogKey {
  privateKey: KeyObject;
  pem: string;
  logId: Buffer;
}

export function newLogKey(): LogKey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return {
    privateKey,
    pem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    logId: createHash('sha256').update(der).digest(),
  };
}

interface Shard {
  treeID: string;
  bodies: Uint8Array[];
  frozen: boolean;
}

const KEY_NAME = 'fake-log';

export class FakeLog {
  key = newLogKey();
  /** The key /publicKey serves (differs from `key` after a rotation fault). */
  servedKey: LogKey = this.key;
  shards: Shard[] = [{ treeID: '1001', bodies: [], frozen: false }];
  /** Fault switches. */
  badSignature = false;
  /** Serve this many fewer entries than the log holds (a rollback). */
  hideLast = 0;
  /** Serve a tree whose entry at this index differs (a split view). */
  forkAt: number | null = null;
  /** Flip one byte of the first hash of every consistency proof (a faulty or tampered answer). */
  tamperProofs = false;
  calls: string[] = [];

  append(count: number): void {
    const active = this.shards.at(-1)!;
    for (let i = 0; i < count; i++) {
      active.bodies.push(new TextEncoder().encode(`${active.treeID}:entry-${active.bodies.length}`));
    }
  }

  /** Freezes the active shard and starts a new one (Rekor's shard rotation). */
  rotateShard(treeID: string): void {
    this.shards.at(-1)!.frozen = true;
    this.shards.push({ treeID, bodies: [], frozen: false });
  }

  private view(shard: Shard): Uint8Array[] {
    const bodies = shard.bodies.slice(
      0,
      Math.max(0, shard.bodies.length - (shard.frozen ? 0 : this.hideLast)),
    );
    if (this.forkAt !== null && !shard.frozen && bodies.length > this.forkAt) {
      bodies[this.forkAt] = new TextEncoder().encode('a different entry');
    }
    return bodies;
  }

  checkpoint(shard: Shard): { size: number; root: Uint8Array; note: string } {
    const hashes = leafHashes(this.view(shard));
    const root = merkleTreeHash(hashes);
    const body = {
      origin: `${KEY_NAME} - ${shard.treeID}`,
      size: BigInt(hashes.length),
      rootHash: root,
      extensions: [],
    };
    const text = formatCheckpointBody(body);
    const signature = new Uint8Array(sign('sha256', Buffer.from(text), this.servedKey.privateKey));
    if (this.badSignature) signature[signature.length - 1]! ^= 1;
    const line = formatSignatureLine(KEY_NAME, this.servedKey.logId.subarray(0, 4), signature);
    return { size: hashes.length, root, note: formatSignedNote(text, [line]) };
  }

  logInfo(): LogInfo {
    const describe = (shard: Shard) => {
      const { size, root, note } = this.checkpoint(shard);
      return { treeID: shard.treeID, treeSize: BigInt(size), rootHash: hex(root), signedTreeHead: note };
    };
    const active = this.shards.at(-1)!;
    return { ...describe(active), inactiveShards: this.shards.slice(0, -1).reverse().map(describe) };
  }

  /** A RekorApi answering from this log; unused endpoints throw. */
  api(): RekorApi {
    const unused = () => Promise.reject(new Error('not used by this test'));
    return {
      logInfo: async (endpoint: LogEndpoint) => {
        this.calls.push(`logInfo ${endpoint.baseUrl}`);
        return this.logInfo();
      },
      publicKey: async () => {
        this.calls.push('publicKey');
        return this.servedKey.pem;
      },
      consistencyProof: async (
        _endpoint: LogEndpoint,
        query: { firstSize: string; lastSize: string; treeID?: string },
      ) => {
        this.calls.push(`proof ${query.firstSize}-${query.lastSize}@${query.treeID}`);
        const shard = this.shards.find((s) => s.treeID === query.treeID) ?? this.shards.at(-1)!;
        const hashes = leafHashes(this.view(shard)).slice(0, Number(query.lastSize));
        const path = consistencyPath(hashes, Number(query.firstSize));
        if (this.tamperProofs && path[0]) path[0] = path[0].map((byte, i) => (i === 0 ? byte ^ 0xff : byte));
        return { rootHash: hex(merkleTreeHash(hashes)), hashes: path.map(hex) };
      },
      entry: unused,
      retrieve: unused,
      searchIndex: unused,
      createEntry: unused,
    } as unknown as RekorApi;
  }
}
