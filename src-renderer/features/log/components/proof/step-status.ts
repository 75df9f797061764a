import type { MantineColor } from '@mantine/core';

export type StepStatus = 'ok' | 'failed' | 'unchecked';

/** The one colour scheme every proof drawing uses: green checked, red failed, grey not checked. */
export const STEP_STATUS: Record<StepStatus, { color: MantineColor; label: string }> = {
  ok: { color: 'teal', label: 'checked' },
  failed: { color: 'red', label: 'failed' },
  unchecked: { color: 'gray', label: 'not checked on its own' },
};

/**
 * The status a step is drawn with. A proof whose recomputed root equals the
 * signed root proves every hash on its path (anything else would be a
 * SHA-256 collision), so its steps are drawn as checked even though nobody
 * compared each sibling on its own. A failing proof's steps stay grey until
 * a diagnosis says which one is wrong.
 */
export function displayedStatus(reported: StepStatus, proofOk: boolean): StepStatus {
  return reported === 'unchecked' && proofOk ? 'ok' : reported;
}
