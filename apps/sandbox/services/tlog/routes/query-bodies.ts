// Request bodies of the two search operations, checked as go-swagger checks them against
// rekor-openapi.yaml (SearchLogQuery, SearchIndex) before Rekor's handlers run; violations are 422s.
import { isBase64 } from '../../../../../src-main/verification/tlog/encoding';
import { ENTRY_UUID_PATTERN } from './entry-lookup';
import { SwaggerViolation, violation } from './swagger-errors';

export const MAX_SEARCH_QUERIES = 10;

export interface SearchLogQuery {
  entryUUIDs: string[];
  logIndexes: number[];
  entries: unknown[];
}

export interface SearchIndexQuery {
  hash?: string;
  email?: string;
  subject?: string;
  publicKey?: { format: 'pgp' | 'x509' | 'minisign' | 'ssh' | 'tuf'; content?: string };
  operator: 'and' | 'or';
}

const HASH_PATTERN = /^(sha512:)?[0-9a-fA-F]{128}$|^(sha256:)?[0-9a-fA-F]{64}$|^(sha1:)?[0-9a-fA-F]{40}$/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;
const PKI_FORMATS = ['pgp', 'x509', 'minisign', 'ssh', 'tuf'] as const;
const OPERATORS = ['and', 'or'] as const;

function asObject(value: unknown, name: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SwaggerViolation(601, `${name} in body must be of type object`);
  }
  return value as Record<string, unknown>;
}

function list(body: Record<string, unknown>, name: string): unknown[] {
  const value = body[name];
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new SwaggerViolation(601, `${name} in body must be of type array`);
  if (value.length < 1) throw violation.minItems(name, 'body', 1);
  if (value.length > MAX_SEARCH_QUERIES) throw violation.maxItems(name, 'body', MAX_SEARCH_QUERIES);
  return value;
}

function optionalString(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new SwaggerViolation(601, `${name} in body must be of type string`);
  return value;
}

export function parseSearchLogQuery(value: unknown): SearchLogQuery {
  const body = asObject(value, 'entry');
  const entryUUIDs = list(body, 'entryUUIDs').map((id, i) => {
    if (typeof id !== 'string' || !ENTRY_UUID_PATTERN.test(id)) {
      throw violation.pattern(`entryUUIDs.${i}`, 'body', ENTRY_UUID_PATTERN.source);
    }
    return id;
  });
  const logIndexes = list(body, 'logIndexes').map((index, i) => {
    // Any int64 passes, as Go's decoder takes it. JSON.parse has already rounded numbers past 2^53, and
    // 2^63 − 1 itself to 2^63, so that is the bound here; such an index is beyond any log held here.
    if (typeof index !== 'number' || !Number.isInteger(index) || index > 2 ** 63) {
      throw violation.type(`logIndexes.${i}`, 'body', 'int64', String(index));
    }
    if (index < 0) throw violation.minimum(`logIndexes.${i}`, 'body', 0);
    return index;
  });
  return { entryUUIDs, logIndexes, entries: list(body, 'entries') };
}

export function parseSearchIndex(value: unknown): SearchIndexQuery {
  const body = asObject(value, 'query');
  const hash = optionalString(body, 'hash');
  if (hash !== undefined && !HASH_PATTERN.test(hash))
    throw violation.pattern('hash', 'body', HASH_PATTERN.source);
  const email = optionalString(body, 'email');
  if (email !== undefined && !EMAIL.test(email)) throw violation.type('email', 'body', 'email', email);
  const subject = optionalString(body, 'subject');
  if (subject !== undefined && subject.length > 512)
    throw new SwaggerViolation(603, 'subject in body should be at most 512 chars long');
  const operator = optionalString(body, 'operator') ?? 'or';
  if (!OPERATORS.includes(operator as 'or')) throw violation.enum('operator', 'body', OPERATORS);
  let publicKey: SearchIndexQuery['publicKey'];
  if (body.publicKey !== undefined) {
    const key = asObject(body.publicKey, 'publicKey');
    const format = optionalString(key, 'format');
    if (format === undefined) throw violation.required('publicKey.format', 'body');
    if (!PKI_FORMATS.includes(format as 'x509'))
      throw violation.enum('publicKey.format', 'body', PKI_FORMATS);
    const content = optionalString(key, 'content');
    if (content !== undefined && !isBase64(content))
      throw violation.type('publicKey.content', 'body', 'byte', content);
    publicKey = { format: format as 'x509', ...(content !== undefined ? { content } : {}) };
  }
  return {
    ...(hash !== undefined ? { hash } : {}),
    ...(email !== undefined ? { email } : {}),
    ...(subject !== undefined ? { subject } : {}),
    ...(publicKey ? { publicKey } : {}),
    operator: operator as 'and' | 'or',
  };
}
