import type { CertificateInfo } from '@/lib/contract';

export type ValidityState = 'valid' | 'expired' | 'not-yet-valid' | 'unknown';

export interface CertificateValidity {
  /** Today. Sigstore certificates live ten minutes, so "expired" now is normal. */
  now: ValidityState;
  /** When the log integrated the entry: what matters for a Fulcio certificate. */
  atIntegration: ValidityState | null;
}

function stateAt(time: number, notBefore: number, notAfter: number): ValidityState {
  if (Number.isNaN(notBefore) || Number.isNaN(notAfter)) return 'unknown';
  if (time < notBefore) return 'not-yet-valid';
  if (time > notAfter) return 'expired';
  return 'valid';
}

export function certificateValidity(
  certificate: Pick<CertificateInfo, 'notBefore' | 'notAfter'>,
  integratedTimeSeconds: number | null,
  nowMs: number = Date.now(),
): CertificateValidity {
  const notBefore = Date.parse(certificate.notBefore);
  const notAfter = Date.parse(certificate.notAfter);
  return {
    now: stateAt(nowMs, notBefore, notAfter),
    atIntegration:
      integratedTimeSeconds === null ? null : stateAt(integratedTimeSeconds * 1000, notBefore, notAfter),
  };
}
