// Carries out a fault plan on a live request before (or, for truncation, during) the real handler.
import { setTimeout as delay } from 'node:timers/promises';
import type { ErrorStyle } from '../http/error-shapes';
import type { Reply } from '../http/reply';
import type { FaultPlan } from './fault-controller';

/** Response header naming the injected fault, so the console's inspector can tell it from a real failure. */
export const FAULT_HEADER = 'x-verity-sandbox-fault';

/**
 * Returns 'answered' when the fault produced the whole outcome (a reset or an error) and 'continue' when
 * the real handler should run (after latency, possibly with its body to be truncated).
 */
export async function applyFault(
  plan: FaultPlan,
  reply: Reply,
  errors: ErrorStyle,
  stopping: AbortSignal,
): Promise<'answered' | 'continue'> {
  if (plan.latencyMs > 0) {
    try {
      await delay(plan.latencyMs, undefined, { signal: stopping });
    } catch {
      reply.resetConnection();
      return 'answered';
    }
    if (reply.finished) return 'answered';
  }
  switch (plan.outcome) {
    case 'reset':
      reply.resetConnection();
      return 'answered';
    case 'error': {
      errors.send(reply, plan.errorStatus, errors.cannedMessage(plan.errorStatus), {
        retryAfterSeconds: plan.retryAfterSeconds,
        headers: { [FAULT_HEADER]: 'error' },
      });
      return 'answered';
    }
    case 'truncate':
      reply.truncateBody = true;
      reply.extraHeaders[FAULT_HEADER] = 'truncate';
      return 'continue';
    case 'none':
      if (plan.latencyMs > 0) reply.extraHeaders[FAULT_HEADER] = 'latency';
      return 'continue';
  }
}
