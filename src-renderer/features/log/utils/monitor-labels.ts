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
  inconsistent: 'Inconsistent tree heads',
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
