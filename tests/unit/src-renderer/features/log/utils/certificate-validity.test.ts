import { describe, expect, it } from 'vitest';
import { certificateValidity } from '@/features/log/utils/certificate-validity';

describe('certificate validity', () => {
  it('judges the certificate at integration time and now', () => {
    const cert = { notBefore: '2025-01-02T03:00:00Z', notAfter: '2025-01-02T03:10:00Z' };
    const logged = Date.parse('2025-01-02T03:05:00Z') / 1000;
    expect(certificateValidity(cert, logged, Date.parse('2026-01-01'))).toEqual({
      now: 'expired',
      atIntegration: 'valid',
    });
    expect(certificateValidity(cert, null, Date.parse('2025-01-02T03:01:00Z'))).toEqual({
      now: 'valid',
      atIntegration: null,
    });
    expect(certificateValidity({ notBefore: 'x', notAfter: 'y' }, 1).now).toBe('unknown');
  });
});
