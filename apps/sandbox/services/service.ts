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

/** The length of the longest prefix of `service` that `pathname` falls under; -1 for none. */
function matchLength(service: SandboxService, pathname: string): number {
  return Math.max(
    -1,
    ...service.prefixes
      .filter(
        (prefix) =>
          pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}:`),
      )
      .map((prefix) => prefix.length),
  );
}

/** The entry whose service owns `pathname`: the longest prefix wins ("/batch/store/v3" before "/batch"). */
export function ownerOf<T extends { service: SandboxService }>(
  table: readonly T[],
  pathname: string,
): T | undefined {
  let best: T | undefined;
  let bestLength = -1;
  for (const entry of table) {
    const length = matchLength(entry.service, pathname);
    if (length > bestLength) [best, bestLength] = [entry, length];
  }
  return best;
}
