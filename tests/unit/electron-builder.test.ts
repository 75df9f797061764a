import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ELECTRON_SQLITE_BINDING } from '../../src-main/electron/sqlite-binding';

const root = join(import.meta.dirname, '../..');
const config = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Record<string, unknown>;
const fuses = config.electronFuses as Record<string, unknown>;

/** app-builder-lib's FuseOptionsV1 keys (node_modules/app-builder-lib/out/configuration.d.ts). */
const FUSE_KEYS = [
  'runAsNode',
  'enableCookieEncryption',
  'enableNodeOptionsEnvironmentVariable',
  'enableNodeCliInspectArguments',
  'enableEmbeddedAsarIntegrityValidation',
  'onlyLoadAppFromAsar',
  'loadBrowserProcessSpecificV8Snapshot',
  'grantFileProtocolExtraPrivileges',
  'resetAdHocDarwinSignature',
];

describe('electron-builder.yml', () => {
  it.each([
    ['runAsNode', false],
    ['enableCookieEncryption', true],
    ['enableNodeOptionsEnvironmentVariable', false],
    ['enableNodeCliInspectArguments', false],
    ['enableEmbeddedAsarIntegrityValidation', true],
    ['onlyLoadAppFromAsar', true],
    ['loadBrowserProcessSpecificV8Snapshot', false],
    ['grantFileProtocolExtraPrivileges', false],
  ])('sets the %s fuse to %s', (fuse, value) => {
    expect(fuses[fuse]).toBe(value);
  });

  it('uses only fuse names electron-builder knows (a typo would be silently ignored)', () => {
    for (const key of Object.keys(fuses)) expect(FUSE_KEYS).toContain(key);
  });

  it('packages the built app into an asar under the right identity', () => {
    expect(config.appId).toBe('dev.verity.console');
    expect(config.productName).toBe('Verity');
    expect(config.asar).toBe(true);
    expect(config.files).toEqual([
      'out/**',
      'package.json',
      'node_modules/.verity-electron/better_sqlite3.node',
      '!node_modules/dejavu-fonts-ttf/ttf/!(DejaVuSans.ttf)',
    ]);
  });

  it('ships the Electron build of better-sqlite3 outside the asar and leaves the Node build alone', () => {
    expect(config.asarUnpack).toEqual([ELECTRON_SQLITE_BINDING]);
    expect(config.files).toContain(ELECTRON_SQLITE_BINDING);
    expect(config.npmRebuild).toBe(false);
  });

  it('builds AppImage and deb, dmg, and nsis', () => {
    expect((config.linux as { target: string[] }).target).toEqual(['AppImage', 'deb']);
    expect((config.mac as { target: string[] }).target).toEqual(['dmg']);
    expect((config.win as { target: string[] }).target).toEqual(['nsis']);
  });
});
