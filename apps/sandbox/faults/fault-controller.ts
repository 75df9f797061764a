// Per-service fault settings, switchable at runtime, and the per-request decision of which fault fires.
import { SERVICE_IDS, type ServiceId } from '../../../src-shared/contract/schemas/common';
import { NO_FAULTS, type FaultMap, type FaultSettings } from '../../../src-shared/contract/schemas/sandbox';

export type FaultOutcome = 'reset' | 'error' | 'truncate' | 'none';

/** What to do to one request: wait, then reset / answer with an error / truncate / nothing more. */
export interface FaultPlan {
  latencyMs: number;
  outcome: FaultOutcome;
  errorStatus: number;
  retryAfterSeconds: number | null;
}

/** Returns a number in [0, 1), like Math.random; injectable so tests can pick outcomes. */
export type RandomSource = () => number;

function noFaultMap(): FaultMap {
  return Object.fromEntries(SERVICE_IDS.map((id) => [id, { ...NO_FAULTS }])) as FaultMap;
}

export class FaultController {
  private faults: FaultMap = noFaultMap();

  constructor(private readonly random: RandomSource = Math.random) {}

  snapshot(): FaultMap {
    return structuredClone(this.faults);
  }

  set(service: ServiceId, settings: FaultSettings): FaultMap {
    this.faults[service] = { ...settings };
    return this.snapshot();
  }

  reset(): FaultMap {
    this.faults = noFaultMap();
    return this.snapshot();
  }

  /**
   * Decides the faults for one request to `service`, or undefined when none fires. Rolls for reset, then
   * error, then truncation (a rate of 0 never fires, 1 always does). A request that gets any fault,
   * latency included, uses up one of `remaining`; the count is taken now, before any waiting, so
   * concurrent requests cannot overshoot it.
   */
  plan(service: ServiceId): FaultPlan | undefined {
    const settings = this.faults[service];
    if (settings.remaining === 0) return undefined;
    const outcome = this.rollOutcome(settings);
    if (outcome === 'none' && settings.latencyMs === 0) return undefined;
    if (settings.remaining !== null) settings.remaining -= 1;
    return {
      latencyMs: settings.latencyMs,
      outcome,
      errorStatus: settings.errorStatus,
      retryAfterSeconds: settings.retryAfterSeconds,
    };
  }

  private rollOutcome(settings: FaultSettings): FaultOutcome {
    if (this.random() < settings.resetRate) return 'reset';
    if (this.random() < settings.errorRate) return 'error';
    if (this.random() < settings.truncateRate) return 'truncate';
    return 'none';
  }
}
