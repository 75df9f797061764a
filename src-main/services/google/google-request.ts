// A call's URL from its method-table entry (generated/): path parameters expanded per RFC 6570, query
// parameters checked against the method's and the API's own (fields, quotaUser, …), repeated ones sent once
// per value. Every mistake is a VALIDATION error naming the method and the parameter, before anything is sent.
import { VerityError } from '../../../src-shared/contract/result';
import type { ApiMethod, GoogleApi } from './google-api';

type Scalar = string | number | boolean;
type ParameterValue = Scalar | readonly Scalar[];
export type CallParameters = Readonly<Record<string, ParameterValue | undefined>>;

function invalid(method: ApiMethod, message: string): VerityError {
  return new VerityError('VALIDATION', `${method.id}: ${message}`);
}

/** `{name}` escapes everything but unreserved characters; `{+name}` also keeps reserved ones such as `/`. */
function expandPath(method: ApiMethod, parameters: CallParameters): string {
  return method.path.replace(/\{(\+?)([^}]+)\}/g, (_, reserved: string, name: string) => {
    const value = parameters[name];
    if (value === undefined || value === '') throw invalid(method, `the path parameter ${name} is required`);
    if (Array.isArray(value)) throw invalid(method, `the path parameter ${name} takes one value`);
    const text = String(value);
    return reserved ? encodeURI(text).replace(/[?#]/g, encodeURIComponent) : encodeURIComponent(text);
  });
}

/**
 * The URL of a call to `method` of `api`, on `rootUrl` (Google's, or a sandbox profile's base URL) or the
 * API's own. Parameters left undefined are not sent.
 */
export function callUrl(
  api: GoogleApi,
  method: ApiMethod,
  parameters: CallParameters,
  rootUrl?: string,
): URL {
  const base = (rootUrl ?? api.rootUrl).replace(/\/?$/, '/');
  const url = new URL(api.servicePath + expandPath(method, parameters), base);
  for (const [name, value] of Object.entries(parameters)) {
    if (value === undefined) continue;
    const spec = method.parameters[name] ?? api.parameters[name];
    if (!spec) throw invalid(method, `there is no parameter ${name}`);
    if (spec.location === 'path') continue;
    const values = Array.isArray(value) ? value : [value];
    if (values.length > 1 && !spec.repeated) throw invalid(method, `the parameter ${name} takes one value`);
    for (const one of values) url.searchParams.append(name, String(one));
  }
  for (const [name, spec] of Object.entries(method.parameters)) {
    if (spec.required && spec.location === 'query' && parameters[name] === undefined) {
      throw invalid(method, `the parameter ${name} is required`);
    }
  }
  return url;
}

/**
 * A `fields` mask that still asks for the next page's token: a partial response without `nextPageToken`
 * would end a listing after its first page.
 */
export function pagedFields(fields: string): string {
  if (fields === '' || fields === '*') return fields;
  return topLevelFields(fields).includes('nextPageToken') ? fields : `nextPageToken,${fields}`;
}

/** The comma-separated names outside parentheses: `a,b(c,d)` → `a`, `b(c,d)`. */
function topLevelFields(fields: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= fields.length; i++) {
    const char = fields[i];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if ((char === ',' || char === undefined) && depth === 0) {
      names.push(fields.slice(start, i).trim());
      start = i + 1;
    }
  }
  return names;
}
