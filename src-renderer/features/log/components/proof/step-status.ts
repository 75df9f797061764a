import type { MantineColor } from '@mantine/core';

export type StepStatus = 'ok' | 'failed' | 'unchecked' | 'tainted';

/** The one colour scheme every proof drawing uses: green checked, red failed, grey not checked. */
export const STEP_STATUS: Record<StepStatus, { color: MantineColor; label: string }> = {
  ok: { color: 'teal', label: 'checked' },
  failed: { color: 'red', label: 'failed' },
  unchecked: { color: 'gray', label: 'not checked on its own' },
  tainted: { color: 'orange', label: 'computed from a wrong value' },
};

/**
 * The status a step is drawn with. A proof whose recomputed root equals the
 * signed root proves every hash on its path (anything else would be a
 * SHA-256 collision), so its steps are drawn as checked even though nobody
 * compared each sibling on its own. A failing proof's steps stay grey until
 * a diagnosis says which one is wrong; the steps above a wrong sibling hash
 * its wrong output, so even a right sibling there does not make them right.
 */
export function displayedStatus(
  step: { index: number; status: 'ok' | 'failed' | 'unchecked' },
  proof: { ok: boolean; firstFailedStep: number | null },
): StepStatus {
  if (step.status === 'failed') return 'failed';
  if (proof.firstFailedStep !== null && step.index > proof.firstFailedStep) return 'tainted';
  return step.status === 'unchecked' && proof.ok ? 'ok' : step.status;
}
