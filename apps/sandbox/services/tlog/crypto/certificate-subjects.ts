// SAN values of a certificate, as Rekor indexes them (sigstore/sigstore:pkg/cryptoutils GetSubjectAlternateNames:
// e-mail addresses, URIs, DNS names, IP addresses). Read from Node's native parse: its subjectAltName text is
// "type:value" items joined by ", ", with a value JSON-quoted when it contains a separator or a quote.
import type { X509Certificate } from 'node:crypto';

const SAN_ITEM =
  /(DNS|email|URI|IP Address|othername|DirName|Registered ID):("(?:[^"\\]|\\.)*"|[^,]*)(?:, |$)/g;
const INDEXED_TYPES = new Set(['DNS', 'email', 'URI', 'IP Address']);

export function parseSubjectAltName(text: string | undefined): Array<{ type: string; value: string }> {
  if (!text) return [];
  const items: Array<{ type: string; value: string }> = [];
  for (const [, type = '', raw = ''] of text.matchAll(SAN_ITEM)) {
    let value = raw;
    if (raw.startsWith('"')) {
      try {
        value = JSON.parse(raw) as string;
      } catch {
        value = raw.slice(1, -1);
      }
    }
    items.push({ type, value });
  }
  return items;
}

export function certificateSubjects(cert: X509Certificate): string[] {
  return parseSubjectAltName(cert.subjectAltName)
    .filter((item) => INDEXED_TYPES.has(item.type) && item.value !== '')
    .map((item) => item.value);
}
