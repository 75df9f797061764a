import type { MantineColor } from '@mantine/core';
import type { Alert, CheckpointRecord, MonitoredLog } from '@/lib/contract';

export const CONSISTENCY: Record<CheckpointRecord['consistency'], { label: string; color: MantineColor }> = {
  first: { label: 'first seen', color: 'gray' },
  same: { label: 'unchanged', color: 'teal' },
  consistent: { label: 'consistent', color: 'teal' },
  fork: { label: 'fork', color: 'red' },
  rollback: { label: 'rollback', color: 'red' },
  failed: { label: 'proof failed', color: 'red' },
  unchecked: { label: 'unchecked', color: 'yellow' },
};

export const SIGNATURE: Record<CheckpointRecord['signature'], { label: string; color: MantineColor }> = {
  verified: { label: 'verified', color: 'teal' },
  invalid: { label: 'invalid', color: 'red' },
  untrusted: { label: 'untrusted key', color: 'yellow' },
};

export const ALERT_KINDS: Record<Alert['kind'], string> = {
  'key-change': 'Key change',
  fork: 'Fork (split view)',
  rollback: 'Rollback',
  'bad-signature': 'Bad checkpoint signature',
  inconsistent: 'Inconsistent proof',
};

/**
 * How bad each kind is: a fork, a rollback, a bad signature or a key change is signed evidence against the
 * log; a proof that does not verify (or was refused) may be one faulty answer, so it is a warning.
 */
export const ALERT_SEVERITY: Record<Alert['kind'], { color: MantineColor; label: string }> = {
  'key-change': { color: 'red', label: 'critical' },
  fork: { color: 'red', label: 'critical' },
  rollback: { color: 'red', label: 'critical' },
  'bad-signature': { color: 'red', label: 'critical' },
  inconsistent: { color: 'orange', label: 'warning' },
};

/** What to do about each kind, in the order an operator would. */
export const ALERT_ADVICE: Record<Alert['kind'], string> = {
  fork:
    'The log signed two trees that cannot both be true: a split view. Do not rely on entries after the older ' +
    'checkpoint. Export the evidence, re-verify it with verity-audit, and send it to the log operator and to ' +
    'the community that watches the log (its witnesses).',
  rollback:
    'The log served a smaller tree than one it signed before. Check whether you reached another instance or a ' +
    'stale mirror; if not, export the evidence and report it to the log operator.',
  'bad-signature':
    'A checkpoint carries the trusted key ID but its signature does not verify. Check for a proxy altering ' +
    'responses; if the log itself serves it, report it to the log operator.',
  'key-change':
    'The log signs with a key you have not trusted. Confirm the new key out of band (the operator’s ' +
    'announcement or TrustedRoot) before trusting it on the Trust page.',
  inconsistent:
    'Two correctly signed checkpoints, and a consistency proof that does not join them (or none). A faulty ' +
    'or tampered proof is not by itself a split view: the monitor asks again at the next poll. If it keeps ' +
    'failing, export the evidence and report it to the log operator.',
};

export const RUN_RESULT: Record<
  NonNullable<MonitoredLog['lastResult']>,
  { label: string; color: MantineColor }
> = {
  ok: { label: 'ok', color: 'teal' },
  alert: { label: 'alert', color: 'red' },
  error: { label: 'error', color: 'orange' },
};

/** What a new monitor starts with: every five minutes, rekor-monitor's default. */
export const DEFAULT_INTERVAL_SECONDS = 300;
