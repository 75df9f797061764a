import { FaultSettings, type GenaiSandboxSettings, type LogFaultSettings } from '@/lib/contract';

/**
 * The fault form's fields. Rates are edited as percentages because people
 * think "20 % of requests fail", while the contract carries probabilities.
 * Empty optional fields mean "none" (no Retry-After, no limit).
 */
export interface FaultDraft {
  latencyMs: number | string;
  errorRatePct: number | string;
  errorStatus: number | string;
  retryAfterSeconds: number | string;
  resetRatePct: number | string;
  truncateRatePct: number | string;
  remaining: number | string;
}

const toPct = (rate: number) => Math.round(rate * 10_000) / 100;

export function draftFromSettings(settings: FaultSettings): FaultDraft {
  return {
    latencyMs: settings.latencyMs,
    errorRatePct: toPct(settings.errorRate),
    errorStatus: settings.errorStatus,
    retryAfterSeconds: settings.retryAfterSeconds ?? '',
    resetRatePct: toPct(settings.resetRate),
    truncateRatePct: toPct(settings.truncateRate),
    remaining: settings.remaining ?? '',
  };
}

function num(value: number | string): number {
  return typeof value === 'number' ? value : value.trim() === '' ? 0 : Number(value);
}

function optional(value: number | string): number | null {
  return value === '' ? null : num(value);
}

export type FaultFieldErrors = Partial<Record<keyof FaultDraft, string>>;

const FIELD_OF: Record<string, keyof FaultDraft> = {
  latencyMs: 'latencyMs',
  errorRate: 'errorRatePct',
  errorStatus: 'errorStatus',
  retryAfterSeconds: 'retryAfterSeconds',
  resetRate: 'resetRatePct',
  truncateRate: 'truncateRatePct',
  remaining: 'remaining',
};

/** Converts the form to the contract's FaultSettings, validated by the contract's schema. */
export function settingsFromDraft(
  draft: FaultDraft,
): { ok: true; settings: FaultSettings } | { ok: false; errors: FaultFieldErrors } {
  const candidate = {
    latencyMs: num(draft.latencyMs),
    errorRate: num(draft.errorRatePct) / 100,
    errorStatus: num(draft.errorStatus),
    retryAfterSeconds: optional(draft.retryAfterSeconds),
    resetRate: num(draft.resetRatePct) / 100,
    truncateRate: num(draft.truncateRatePct) / 100,
    remaining: optional(draft.remaining),
  };
  const parsed = FaultSettings.safeParse(candidate);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const errors: FaultFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field) errors[field] ??= field.endsWith('Pct') ? 'Between 0 and 100 %' : issue.message;
  }
  return { ok: false, errors };
}

/** Whether any fault is switched on, for the marker on each service's tab. */
export function hasFaults(settings: FaultSettings): boolean {
  return (
    settings.latencyMs > 0 || settings.errorRate > 0 || settings.resetRate > 0 || settings.truncateRate > 0
  );
}

/** Whether any transparency-log fault is on. */
export function hasLogFaults(settings: LogFaultSettings): boolean {
  return (
    settings.tamperedProofs !== null ||
    settings.badCheckpointSignature ||
    settings.forkedTree !== null ||
    settings.rotatedKey
  );
}

/** Whether the generation stream misbehaves on purpose (replay is a mode, not a fault). */
export function hasGenaiFaults(settings: GenaiSandboxSettings): boolean {
  return settings.midStreamError !== null || settings.cutStream !== null;
}
