/** Small readers over an untrusted entry body (plain JSON of unknown shape). */

function at(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Array.isArray(current) ? current[Number(key)] : (current as Record<string, unknown>)[key];
  }
  return current;
}

export function str(value: unknown, path: string): string | null {
  const found = at(value, path);
  return typeof found === 'string' ? found : null;
}

export function list(value: unknown, path: string): unknown[] {
  const found = at(value, path);
  return Array.isArray(found) ? found : [];
}

/** Long values (signatures, base64 keys) shortened for a field list; the full body is in `json`. */
export function shorten(text: string, max = 120): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} characters)`;
}

export interface Leaf {
  path: string;
  value: string;
}

/** Every scalar in `value` with its dotted path, depth-first in key order, up to `limit`. */
export function leaves(value: unknown, prefix = '', limit = 200): Leaf[] {
  const out: Leaf[] = [];
  const visit = (node: unknown, path: string) => {
    if (out.length >= limit) return;
    if (node === null || typeof node !== 'object') {
      out.push({ path, value: node === null ? 'null' : String(node) });
      return;
    }
    const entries = Array.isArray(node) ? node.map((v, i) => [String(i), v] as const) : Object.entries(node);
    for (const [key, child] of entries) visit(child, path ? `${path}.${key}` : key);
  };
  visit(value, prefix);
  return out;
}

/** Every `{algorithm, value}` object (Rekor's hash shape) in `value`, labelled by where it sits. */
export function hashObjects(value: unknown): Array<{ label: string; algorithm: string; value: string }> {
  const out: Array<{ label: string; algorithm: string; value: string }> = [];
  const visit = (node: unknown, path: string) => {
    if (node === null || typeof node !== 'object' || out.length >= 50) return;
    const record = node as Record<string, unknown>;
    if (!Array.isArray(node) && typeof record.algorithm === 'string' && typeof record.value === 'string') {
      out.push({
        label: path.replace(/\.hash$/, '') || 'hash',
        algorithm: record.algorithm,
        value: record.value,
      });
      return;
    }
    for (const [key, child] of Object.entries(record)) visit(child, path ? `${path}.${key}` : key);
  };
  visit(value, '');
  return out;
}
