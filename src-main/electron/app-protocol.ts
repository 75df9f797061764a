import type { CustomScheme, Protocol } from 'electron';
import { contentSecurityPolicy, securityHeaders } from '../security/csp';
import { APP_SCHEME } from './app-origin';
import { mapAppRequest } from './protocol-map';

/**
 * `app:` as a standard, secure scheme: standard gives it real origins and
 * relative URLs, secure makes it a secure context, supportFetchAPI lets the
 * page fetch its own assets. No bypassCSP, no corsEnabled for other origins.
 */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true },
};

/** Must run before the app is ready (Electron's rule for registerSchemesAsPrivileged). */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
}

export interface AppRequestHandlerOptions {
  /** The built renderer folder, e.g. out/renderer. */
  rootDir: string;
  /** Reads a file; Electron's fs reads inside app.asar transparently. */
  readFile: (filePath: string) => Promise<Uint8Array>;
}

/**
 * The request handler behind `protocol.handle('app', …)`: serves files from the
 * renderer folder with the CSP and the other security headers on every
 * response (a header CSP, checklist #7, which a meta tag cannot fully give).
 */
export function appRequestHandler(
  options: AppRequestHandlerOptions,
): (request: Request) => Promise<Response> {
  const headers = securityHeaders(contentSecurityPolicy());
  const refuse = (status: number) =>
    new Response(null, { status, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });

  return async (request) => {
    const mapped = mapAppRequest(request.url, options.rootDir, request.method);
    if (mapped.status !== 200) return refuse(mapped.status);
    let body: Uint8Array;
    try {
      body = await options.readFile(mapped.filePath);
    } catch {
      return refuse(404);
    }
    return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
      status: 200,
      headers: {
        ...headers,
        'Content-Type': mapped.contentType,
        'Content-Length': String(body.byteLength),
        // The files change with every build; a stale cached bundle would mismatch its preload.
        'Cache-Control': 'no-store',
      },
    });
  };
}

/** Serves the renderer on `app://verity/`. Call once the app is ready. */
export function serveAppProtocol(
  protocol: Pick<Protocol, 'handle'>,
  options: AppRequestHandlerOptions,
): void {
  protocol.handle(APP_SCHEME, appRequestHandler(options));
}
