// /__sandbox/*: the console's Settings and the tests switch faults here. Everything but health needs
// `Authorization: Bearer <apiKey>`. Faults never apply to these routes.
import { ServiceId, SERVICE_IDS } from '../../../src-shared/contract/schemas/common';
import { FaultSettings } from '../../../src-shared/contract/schemas/sandbox';
import type { FaultController } from '../faults/fault-controller';
import { GOOGLE_ERRORS } from '../http/error-shapes';
import { BodyError, readJsonBody } from '../http/read-body';
import { compileRoute, type CompiledRoute, type Route, type RouteHandler } from '../http/routing';
import { secretMatches } from '../http/secrets';

export const CONTROL_PREFIX = '/__sandbox';
const MAX_BODY_BYTES = 16 * 1024;

function requireBearer(apiKey: string, handler: RouteHandler): RouteHandler {
  return (ctx) => {
    const header = ctx.req.headers.authorization ?? '';
    const token = /^Bearer (.+)$/i.exec(header)?.[1];
    if (token === undefined || !secretMatches(token, apiKey)) {
      const message = 'The sandbox control API needs "Authorization: Bearer <sandbox API key>".';
      const headers = { 'www-authenticate': 'Bearer realm="verity-sandbox"' };
      GOOGLE_ERRORS.send(ctx.reply, 401, message, { headers });
      return;
    }
    return handler(ctx);
  };
}

function putFaults(faults: FaultController): RouteHandler {
  return async ({ req, params, reply }) => {
    const service = ServiceId.safeParse(params.service);
    if (!service.success) {
      GOOGLE_ERRORS.send(
        reply,
        404,
        `Unknown service "${params.service}"; expected one of ${SERVICE_IDS.join(', ')}.`,
      );
      return;
    }
    let body: unknown;
    try {
      body = await readJsonBody(req, MAX_BODY_BYTES);
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      GOOGLE_ERRORS.send(reply, error.httpStatus, error.message);
      return;
    }
    const settings = FaultSettings.safeParse(body);
    if (!settings.success) {
      const violations = settings.error.issues.map((issue) => ({
        field: issue.path.join('.') || '(body)',
        description: issue.message,
      }));
      const summary = violations.map((v) => `${v.field}: ${v.description}`).join('; ');
      GOOGLE_ERRORS.send(reply, 400, `Invalid fault settings: ${summary}`, {
        details: [{ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: violations }],
      });
      return;
    }
    reply.json(200, faults.set(service.data, settings.data));
  };
}

export function createControlRoutes(faults: FaultController, apiKey: string): CompiledRoute[] {
  const routes: Route[] = [
    {
      method: 'GET',
      path: `${CONTROL_PREFIX}/health`,
      handler: ({ reply }) => reply.json(200, { ok: true, services: [...SERVICE_IDS] }),
    },
    {
      method: 'GET',
      path: `${CONTROL_PREFIX}/faults`,
      handler: requireBearer(apiKey, ({ reply }) => reply.json(200, faults.snapshot())),
    },
    {
      method: 'POST',
      path: `${CONTROL_PREFIX}/faults/reset`,
      handler: requireBearer(apiKey, ({ reply }) => reply.json(200, faults.reset())),
    },
    {
      method: 'PUT',
      path: `${CONTROL_PREFIX}/faults/{service}`,
      handler: requireBearer(apiKey, putFaults(faults)),
    },
  ];
  return routes.map(compileRoute);
}
