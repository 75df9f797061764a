import { describe, expect, it } from 'vitest';
import { resolveDataDir } from '../../../../src-main/core/data-dir';

describe('data dir', () => {
  it('honours VERITY_DATA_DIR', () => {
    expect(resolveDataDir({ VERITY_DATA_DIR: '/tmp/v' }, 'linux', '/home/u')).toBe('/tmp/v');
  });
  it('matches Electron userData for the product name on each platform', () => {
    expect(resolveDataDir({}, 'linux', '/home/u')).toBe('/home/u/.config/Verity');
    expect(resolveDataDir({ XDG_CONFIG_HOME: '/x' }, 'linux', '/home/u')).toBe('/x/Verity');
    expect(resolveDataDir({}, 'darwin', '/Users/u')).toBe('/Users/u/Library/Application Support/Verity');
  });
});
