import { describe, expect, it } from 'vitest';
import { sqliteBinding } from '../../../../src-main/electron/sqlite-binding';

describe('which better-sqlite3 binding each shell picks', () => {
  it('plain Node (tests, the headless host): the package default, its Node build', () => {
    expect(
      sqliteBinding({ electronVersion: undefined, appPath: '/repo', isPackaged: false }),
    ).toBeUndefined();
  });

  it('Electron from a checkout: the Electron build postinstall made beside the Node build', () => {
    expect(sqliteBinding({ electronVersion: '45.4.1', appPath: '/repo', isPackaged: false })).toBe(
      '/repo/node_modules/.verity-electron/better_sqlite3.node',
    );
  });

  it('packaged Electron: the same build, from the folder unpacked beside app.asar', () => {
    expect(
      sqliteBinding({
        electronVersion: '45.4.1',
        appPath: '/opt/Verity/resources/app.asar',
        isPackaged: true,
      }),
    ).toBe('/opt/Verity/resources/app.asar.unpacked/node_modules/.verity-electron/better_sqlite3.node');
  });
});
