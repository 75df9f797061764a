// Path templates like "/v1beta/models/{model}:generateContent" matched against a request path. A template
// variable spans one segment and stops at ":" so Google's custom verbs (":publish") stay literal; "{+rest}"
// (RFC 6570's reserved expansion, as discovery documents write it) spans the rest of the path, slashes included.
import type { IncomingMessage } from 'node:http';
import type { Reply } from './reply';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestContext {
  req: IncomingMessage;
  url: URL;
  params: Record<string, string>;
  reply: Reply;
}

export type RouteHandler = (ctx: RequestContext) => void | Promise<void>;

export interface Route {
  method: HttpMethod;
  path: string;
  handler: RouteHandler;
}

export interface CompiledRoute extends Route {
  pattern: RegExp;
  variables: string[];
}

export type RouteMatch =
  | { kind: 'found'; route: CompiledRoute; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: HttpMethod[] }
  | { kind: 'not-found' };

const VARIABLE = /\{(\+?[A-Za-z]+)\}/g;

export function compileRoute(route: Route): CompiledRoute {
  const variables: string[] = [];
  const source = route.path
    .split(VARIABLE)
    .map((part, i) => {
      if (i % 2 === 1) {
        const reserved = part.startsWith('+');
        variables.push(reserved ? part.slice(1) : part);
        return reserved ? '(.*)' : '([^/:]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { ...route, pattern: new RegExp(`^${source}$`), variables };
}

/** The first route whose template and method match; otherwise whether the path exists under other methods. */
export function matchRoute(routes: readonly CompiledRoute[], method: string, pathname: string): RouteMatch {
  const allowed: HttpMethod[] = [];
  for (const route of routes) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    if (route.method !== method) {
      if (!allowed.includes(route.method)) allowed.push(route.method);
      continue;
    }
    const params: Record<string, string> = {};
    route.variables.forEach((name, i) => (params[name] = safeDecode(match[i + 1] ?? '')));
    return { kind: 'found', route, params };
  }
  return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The request target as a URL. Parsed against a fixed origin rather than `new URL(target, base)`, which
 * would read "//host/path" as a different host.
 */
export function parseRequestTarget(target: string | undefined): URL | undefined {
  if (target === undefined || !target.startsWith('/')) return undefined;
  try {
    return new URL(`http://sandbox.invalid${target}`);
  } catch {
    return undefined;
  }
}
