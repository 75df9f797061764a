// Worker thread body: validates and canonicalizes proposed entries off the event loop, a batch per
// message. Signature checks (hundreds of microseconds each) would otherwise cap the durable append rate.
import { parentPort } from 'node:worker_threads';
import { canonicalizeProposedTexts, type CanonicalizeOutcome } from './proposed-entry';

export interface CanonicalizeRequest {
  id: number;
  texts: string[];
}

export interface CanonicalizeReply {
  id: number;
  outcomes?: CanonicalizeOutcome[];
  /** Set when canonicalization itself broke (a bug, not a bad proposal). */
  crashed?: string;
}

const port = parentPort;
if (port) {
  port.on('message', ({ id, texts }: CanonicalizeRequest) => {
    let reply: CanonicalizeReply;
    try {
      reply = { id, outcomes: canonicalizeProposedTexts(texts) };
    } catch (error) {
      reply = { id, crashed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    port.postMessage(reply);
  });
  port.postMessage('ready');
}
