import type { Session } from 'electron';

/** The subset of Session this module touches, so tests can pass a small fake. */
export type PermissionSession = Pick<
  Session,
  'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'
> &
  Partial<Pick<Session, 'setDisplayMediaRequestHandler'>>;

/**
 * Denies every permission the page could ask for. Electron grants them all by
 * default (security checklist #5), and an operator console needs none:
 * no camera, microphone, notifications, geolocation, HID, serial, USB or
 * screen capture. Checks are denied too, so `navigator.permissions` and
 * device pickers report "denied" instead of prompting.
 */
export function installPermissionHandlers(session: PermissionSession): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
  // Screen capture goes through its own handler; answering with no streams refuses it.
  session.setDisplayMediaRequestHandler?.((_request, callback) => callback(null));
}
