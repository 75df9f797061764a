/** Readers for showing an untrusted entry body (plain JSON of unknown shape) field by field. */

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
