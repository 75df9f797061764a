// /__sandbox/*: the console's Settings and the tests switch faults here. Everything but health needs
// `Authorization: Bearer <apiKey>`. Faults never apply to these routes. Services add their own control
// routes (e.g. /__sandbox/tlog/*) and reset their own faults with the shared reset route.
import type { z } from 'zod';
import { ServiceId, SERVICE_IDS } from '../../../src-shared/contract/schemas/common';
import { FaultSettings } from '../../../src-shared/contract/schemas/sandbox';
import type { FaultController } from '../faults/fault-controller';
import { GOOGLE_ERRORS } from '../http/error-shapes';
import { BodyError, readJsonBody } from '../http/read-body';
import type { Reply } from '../http/reply';
import { compileRoute, type CompiledRoute, type Route, type RouteHandler } from '../http/routing';
import { secretMatches } from '../http/secrets';
import type { SandboxService } from '../services/service';

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

/** Reads a small JSON body and validates it with `schema`; answers 400/413 itself and returns undefined. */
export async function readSettings<T extends z.ZodType>(
  ctx: Parameters<RouteHandler>[0],
  schema: T,
  label: string,
): Promise<z.infer<T> | undefined> {
  let body: unknown;
  try {
    body = await readJsonBody(ctx.req, MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    GOOGLE_ERRORS.send(ctx.reply, error.httpStatus, error.message);
    return undefined;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const violations = parsed.error.issues.map((issue) => ({
      field: issue.path.join('.') || '(body)',
      description: issue.message,
    }));
    sendInvalid(ctx.reply, violations, label);
    return undefined;
  }
  return parsed.data;
}

/**
 * GET and PUT of one service's settings at `path`: GET answers `view()`, PUT checks the body with `schema`,
 * hands it to `apply` and answers the new `view()`.
 */
export function settingsRoutes<T extends z.ZodType>(
  path: string,
  schema: T,
  label: string,
  view: () => unknown,
  apply: (body: z.infer<T>) => void,
): Route[] {
  return [
    { method: 'GET', path, handler: ({ reply }) => reply.json(200, view()) },
    {
      method: 'PUT',
      path,
      handler: async (ctx) => {
        const body = await readSettings(ctx, schema, label);
        if (body === undefined) return;
        apply(body);
        ctx.reply.json(200, view());
      },
    },
  ];
}

/** 400 "Invalid <label>: <field>: <problem>; …" with a google.rpc.BadRequest detail naming each field. */
export function sendInvalid(
  reply: Reply,
  violations: Array<{ field: string; description: string }>,
  label: string,
): void {
  const summary = violations.map((v) => `${v.field}: ${v.description}`).join('; ');
  GOOGLE_ERRORS.send(reply, 400, `Invalid ${label}: ${summary}`, {
    details: [{ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: violations }],
  });
}

function putFaults(faults: FaultController): RouteHandler {
  return async (ctx) => {
    const service = ServiceId.safeParse(ctx.params.service);
    if (!service.success) {
      GOOGLE_ERRORS.send(
        ctx.reply,
        404,
        `Unknown service "${ctx.params.service}"; expected one of ${SERVICE_IDS.join(', ')}.`,
      );
      return;
    }
    const settings = await readSettings(ctx, FaultSettings, 'fault settings');
    if (settings) ctx.reply.json(200, faults.set(service.data, settings));
  };
}

export function createControlRoutes(
  faults: FaultController,
  apiKey: string,
  services: readonly SandboxService[] = [],
): CompiledRoute[] {
  const resetAll = () => {
    for (const service of services) service.resetFaults?.();
    return faults.reset();
  };
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
      handler: requireBearer(apiKey, ({ reply }) => reply.json(200, resetAll())),
    },
    // Service routes come before the generic "{service}" one so "/faults/…" paths of their own stay theirs.
    ...services.flatMap((service) =>
      (service.controlRoutes ?? []).map((route) => ({
        ...route,
        handler: requireBearer(apiKey, route.handler),
      })),
    ),
    {
      method: 'PUT',
      path: `${CONTROL_PREFIX}/faults/{service}`,
      handler: requireBearer(apiKey, putFaults(faults)),
    },
  ];
  return routes.map(compileRoute);
}
