// Turns one HTTP request into one service call: a Host check first (a page that rebinds its own name to
// 127.0.0.1 must not reach the sandbox), control routes, then the owning service, whose faults apply
// before its own routing, then 404/405 in that service's error shape.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyFault, FAULT_HEADER } from '../faults/apply-fault';
import type { FaultController } from '../faults/fault-controller';
import { ownerOf, type SandboxService } from '../services/service';
import { GOOGLE_ERRORS, type ErrorStyle } from './error-shapes';
import { Reply } from './reply';
import { compileRoute, matchRoute, parseRequestTarget, type CompiledRoute } from './routing';
import { redactedTarget } from './secrets';

export interface RequestHandlerDeps {
  /** Names the Host header may give, each followed by the port the request came in on. */
  hostNames: readonly string[];
  services: readonly SandboxService[];
  controlRoutes: readonly CompiledRoute[];
  controlPrefix: string;
  faults: FaultController;
  /** Aborted when the sandbox stops, to cut injected latency short. */
  stopping: AbortSignal;
  log: (line: string) => void;
  /** Log one line per request (costs a close listener and a URL copy per request, so only when wanted). */
  logRequests?: boolean;
}

interface ServiceRoutes {
  service: SandboxService;
  routes: CompiledRoute[];
}

export function createRequestHandler(
  deps: RequestHandlerDeps,
): (req: IncomingMessage, res: ServerResponse) => void {
  const table: ServiceRoutes[] = deps.services.map((service) => ({
    service,
    routes: service.routes.map(compileRoute),
  }));

  /** The error shape of the service owning `pathname`; Google's for the control API and unknown paths. */
  const errorsFor = (pathname: string): ErrorStyle =>
    ownerOf(table, pathname)?.service.errors ?? GOOGLE_ERRORS;

  async function handle(req: IncomingMessage, reply: Reply, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const { pathname } = url;
    const hosts = deps.hostNames.map((name) => `${name}:${req.socket.localPort}`);
    if (!hosts.includes(req.headers.host?.toLowerCase() ?? '')) {
      const message = `this sandbox answers requests for ${hosts.join(', ')} only, not Host "${req.headers.host ?? ''}"`;
      errorsFor(pathname).send(reply, 421, message);
      return;
    }
    if (pathname === deps.controlPrefix || pathname.startsWith(`${deps.controlPrefix}/`)) {
      await route(deps.controlRoutes, GOOGLE_ERRORS, req, reply, url, method);
      return;
    }
    const owner = ownerOf(table, pathname);
    if (!owner) {
      GOOGLE_ERRORS.sendNotFound(reply, pathname);
      return;
    }
    const { id, now } = owner.service;
    if (now) reply.extraHeaders.date = new Date(now()).toUTCString();
    const plan = id === 'oauth' || id === 'demo-web' ? undefined : deps.faults.plan(id);
    if (plan && (await applyFault(plan, reply, owner.service.errors, deps.stopping)) === 'answered') return;
    await route(owner.routes, owner.service.errors, req, reply, url, method);
  }

  return (req, res) => {
    const started = performance.now();
    const reply = new Reply(res);
    const url = parseRequestTarget(req.url);
    if (deps.logRequests !== false)
      res.on('close', () => {
        const status = res.headersSent ? String(res.statusCode) : 'reset';
        const fault = res.getHeader(FAULT_HEADER);
        const target = url ? redactedTarget(url) : '(unparsable target)';
        const ms = Math.round(performance.now() - started);
        deps.log(`${req.method} ${target} ${status} ${ms}ms${fault ? ` fault=${String(fault)}` : ''}`);
      });
    if (!url) {
      GOOGLE_ERRORS.send(reply, 400, 'The request target must be an absolute path.');
      return;
    }
    handle(req, reply, url).catch((error: unknown) => {
      deps.log(
        `error handling ${req.method} ${url.pathname}: ${error instanceof Error ? error.stack : String(error)}`,
      );
      if (reply.finished) res.destroy();
      else {
        const errors = errorsFor(url.pathname);
        errors.send(reply, 500, errors.cannedMessage(500));
      }
    });
  };
}

async function route(
  routes: readonly CompiledRoute[],
  errors: ErrorStyle,
  req: IncomingMessage,
  reply: Reply,
  url: URL,
  method: string,
): Promise<void> {
  const match = matchRoute(routes, method, url.pathname);
  switch (match.kind) {
    case 'found':
      await match.route.handler({ req, url, params: match.params, reply });
      return;
    case 'method-not-allowed':
      errors.sendMethodNotAllowed(reply, method, match.allowed);
      return;
    case 'not-found':
      errors.sendNotFound(reply, url.pathname);
      return;
  }
}
