import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VerityError } from '../../../src-shared/contract/result';
import { escapeHtml } from '../audit/report-html';

/** What the authorization server sent the browser back with. */
type Redirect = { kind: 'code'; code: string } | { kind: 'error'; error: string; description: string };

export interface LoopbackListener {
  /** http://127.0.0.1:<port>/ — the redirect_uri of this one sign-in. */
  redirectUri: string;
  /** Settles with the first redirect carrying `state`; rejects on timeout, cancel or a wrong state. */
  redirect: Promise<Redirect>;
}

function landingPage(title: string, detail: string): string {
  return (
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p>` +
    '<p>You can close this tab and return to Verity.</p></body></html>'
  );
}

/**
 * The installed-app redirect of RFC 8252 §7.3: a listener on the loopback IP at a port the system picks,
 * open only while one sign-in waits for its redirect, closed as soon as it settles.
 */
export async function openLoopbackListener(options: {
  state: string;
  timeoutMs: number;
  signal: AbortSignal;
}): Promise<LoopbackListener> {
  let settle: { resolve(r: Redirect): void; reject(e: Error): void } | undefined;
  const redirect = new Promise<Redirect>((resolve, reject) => (settle = { resolve, reject }));
  // A sign-in that fails before it waits for the redirect still closes the listener: not an unhandled rejection.
  redirect.catch(() => undefined);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const params = url.searchParams;
    if (request.method !== 'GET' || url.pathname !== '/' || (!params.has('code') && !params.has('error'))) {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
        .end('Not found');
      return;
    }
    const send = (status: number, title: string, detail: string) =>
      response
        .writeHead(status, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'close',
        })
        .end(landingPage(title, detail));
    // A redirect without this sign-in's state was not caused by it (RFC 6749 §10.12): refused, and the
    // sign-in fails rather than take a code someone else chose.
    if (params.get('state') !== options.state) {
      send(400, 'Sign-in refused', 'This answer does not belong to the sign-in Verity started.');
      finish(new VerityError('CONFLICT', 'The sign-in answer carried the wrong state: sign in again'));
      return;
    }
    const error = params.get('error');
    if (error) {
      const description = params.get('error_description') ?? '';
      send(200, error === 'access_denied' ? 'Access denied' : 'Sign-in failed', description || error);
      finish({ kind: 'error', error, description });
    } else {
      send(200, 'Signed in', 'Verity received the sign-in.');
      finish({ kind: 'code', code: params.get('code') ?? '' });
    }
  });

  const onAbort = () => finish(new VerityError('CANCELLED', 'The sign-in was cancelled'));
  let settled = false;
  function finish(outcome: Redirect | Error) {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    options.signal.removeEventListener('abort', onAbort);
    server.close();
    server.closeIdleConnections();
    if (outcome instanceof Error) settle?.reject(outcome);
    else settle?.resolve(outcome);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  // Counted from when the listener is up: it closes on the first of redirect, timeout or cancel.
  const timer = setTimeout(
    () =>
      finish(
        new VerityError('TIMEOUT', 'The sign-in was not finished in the browser in time: sign in again'),
      ),
    options.timeoutMs,
  );
  const { port } = server.address() as AddressInfo;
  options.signal.addEventListener('abort', onAbort);
  if (options.signal.aborted) onAbort();
  return { redirectUri: `http://127.0.0.1:${port}/`, redirect };
}
