// One spelling per page, so a URL pasted twice, or listed by two sitemaps with a different case of host, is
// one row: the WHATWG URL parser lower-cases the scheme and host and drops the scheme's default port; the
// fragment is dropped here, since no client sends it and the service treats the page as one.

export type Normalised = { ok: true; url: string } | { ok: false; reason: string };

/** The longest URL the list keeps (the contract's limit for a value). */
const MAX_URL_LENGTH = 2048;

/** `mailto:`, `https:` …, but not `www.example.com:8080` (a host and port). */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;
/** `www.example.com/a`, `example.com:8080?x`: a first segment that is a domain name, perhaps with a port. */
const HOST_FIRST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]|$)/i;

const refused = (reason: string): Normalised => ({ ok: false, reason });

/**
 * The URL `value` names, normalised, or why it is refused. A value without a scheme is resolved against
 * `base` (a site's URL): `/about` and `about` as paths of it, `www.example.com/a` as a host with its scheme.
 */
export function normaliseUrl(value: string, base?: URL): Normalised {
  const trimmed = value.trim();
  if (trimmed === '') return refused('empty');
  let url: URL;
  try {
    if (SCHEME.test(trimmed)) url = new URL(trimmed);
    else if (!base)
      return refused('no scheme (https://…): give the site it belongs to, to resolve it against');
    else if (HOST_FIRST.test(trimmed)) url = new URL(`${base.protocol}//${trimmed}`);
    else url = new URL(trimmed, base);
  } catch {
    return refused('not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return refused(`a ${url.protocol} URL: only http and https pages can be notified`);
  if (url.username !== '' || url.password !== '')
    return refused('it carries a user name or password: remove them from the URL');
  if (url.hostname === '') return refused('no host');
  // (Setting it re-serialises the URL: only when there is one.)
  if (url.hash !== '' || url.href.endsWith('#')) url.hash = '';
  if (url.href.length > MAX_URL_LENGTH) return refused(`longer than ${MAX_URL_LENGTH} characters`);
  return { ok: true, url: url.href };
}
