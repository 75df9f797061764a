import type { ServiceId } from '../../../src-shared/contract/schemas/common';
import type { ErrorStyle } from '../http/error-shapes';
import type { Route } from '../http/routing';

/** One of the five services the sandbox hosts (or its OAuth authorization server): paths, error shape, routes. */
export interface SandboxService {
  /**
   * The service whose faults apply; the authorization server ("oauth") and the demo web ("demo-web") have no
   * faults of their own.
   */
  id: ServiceId | 'oauth' | 'demo-web';
  /** Path prefixes ending at a segment boundary: "/v2" owns "/v2", "/v2/…" and "/v2:…". */
  prefixes: readonly string[];
  errors: ErrorStyle;
  routes: readonly Route[];
  /** Extra routes under /__sandbox (full paths); the control API puts them behind the bearer key. */
  controlRoutes?: readonly Route[];
  /**
   * The service's own clock (ms since the epoch) when it can be moved away from the machine's: every answer
   * of the service, its router's and faults' errors included, then says that time in `Date`.
   */
  now?: () => number;
  /** Clears the service's own faults; called by POST /__sandbox/faults/reset. */
  resetFaults?(): void;
  /** Releases files and other resources when the sandbox stops. */
  close?(): Promise<void>;
}

export function ownsPath(service: SandboxService, pathname: string): boolean {
  return service.prefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}:`),
  );
}
