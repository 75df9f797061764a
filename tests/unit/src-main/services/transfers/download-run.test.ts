import { describe, expect, it } from 'vitest';
import { checksumMismatch } from '../../../../../src-main/services/transfers/download-run';

const local = { md5: 'aa', sha256: 'bb' };

describe('checksumMismatch', () => {
  it('accepts bytes whose every checksum the service gave matches', () => {
    expect(checksumMismatch(local, { md5Checksum: 'aa', sha256Checksum: 'bb' })).toBeNull();
    expect(checksumMismatch(local, { md5Checksum: 'aa', sha256Checksum: null })).toBeNull();
    expect(checksumMismatch(local, { md5Checksum: null, sha256Checksum: null })).toBeNull();
  });

  it('names each checksum that differs and says what to do', () => {
    const md5 = checksumMismatch(local, { md5Checksum: 'cc', sha256Checksum: 'bb' });
    expect(md5).toContain('MD5 aa instead of cc');
    expect(md5).not.toContain('SHA-256');
    expect(md5).toContain('retry');
    const both = checksumMismatch(local, { md5Checksum: 'cc', sha256Checksum: 'dd' });
    expect(both).toContain('MD5 aa instead of cc; SHA-256 bb instead of dd');
  });
});
