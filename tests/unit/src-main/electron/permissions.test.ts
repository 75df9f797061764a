import { describe, expect, it, vi } from 'vitest';
import type { PermissionSession } from '../../../../src-main/electron/permissions';
import { installPermissionHandlers } from '../../../../src-main/electron/permissions';

type Handler = (...args: unknown[]) => unknown;

function fakeSession(withDisplayMedia = true) {
  const handlers: Record<string, Handler> = {};
  const session: Record<string, unknown> = {
    setPermissionRequestHandler: vi.fn((h: Handler) => (handlers.request = h)),
    setPermissionCheckHandler: vi.fn((h: Handler) => (handlers.check = h)),
    setDevicePermissionHandler: vi.fn((h: Handler) => (handlers.device = h)),
  };
  if (withDisplayMedia) session.setDisplayMediaRequestHandler = vi.fn((h: Handler) => (handlers.display = h));
  installPermissionHandlers(session as unknown as PermissionSession);
  return handlers;
}

const PERMISSIONS = [
  'media',
  'geolocation',
  'notifications',
  'midiSysex',
  'pointerLock',
  'fullscreen',
  'openExternal',
  'clipboard-read',
  'display-capture',
  'hid',
  'serial',
  'usb',
  'unknown',
];

describe('installPermissionHandlers', () => {
  it.each(PERMISSIONS)('denies a %s request with callback(false)', (permission) => {
    const handlers = fakeSession();
    const callback = vi.fn();
    handlers.request!({}, permission, callback, { requestingUrl: 'app://verity/index.html' });
    expect(callback).toHaveBeenCalledExactlyOnceWith(false);
  });

  it.each(PERMISSIONS)('answers false to a %s check', (permission) => {
    const handlers = fakeSession();
    expect(handlers.check!(null, permission, 'app://verity', {})).toBe(false);
  });

  it('denies device access', () => {
    const handlers = fakeSession();
    expect(handlers.device!({ deviceType: 'usb', origin: 'app://verity', device: {} })).toBe(false);
  });

  it('refuses screen capture with no streams', () => {
    const handlers = fakeSession();
    const callback = vi.fn();
    handlers.display!({ frame: null }, callback);
    expect(callback).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('works on a session without setDisplayMediaRequestHandler', () => {
    expect(() => fakeSession(false)).not.toThrow();
  });
});
