// The sandbox's demo web: the hosts of its demo Search Console properties, whose pages and sitemaps the
// sandbox serves under /demo-web/<scheme>/<host><path>. With the Sandbox profile the console fetches a demo
// URL from there instead of the real host, so main and the sandbox must agree on both the hosts and the path.

/** The demo hosts, as in the sandbox's demo properties (apps/sandbox/services/indexing/demo-sites.ts). */
export const DEMO_WEB_HOSTS = [
  'example.com',
  'www.example.com',
  'shop.example.com',
  'blog.example.net',
  'docs.example.net',
  'legacy.example.net',
] as const;

export const DEMO_WEB_PREFIX = '/demo-web';

/** Whether the sandbox serves `url`: http or https, a demo host, the scheme's default port. */
function isDemoWebUrl(url: URL): boolean {
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.port === '' &&
    (DEMO_WEB_HOSTS as readonly string[]).includes(url.hostname)
  );
}

/**
 * The sandbox path (with query) that answers for `url`, `/demo-web/https/www.example.com/articles/1?x=1`, or
 * null when `url` is not on the demo web. The fragment is left out, as no client sends it.
 */
export function demoWebPath(url: URL): string | null {
  if (!isDemoWebUrl(url)) return null;
  return `${DEMO_WEB_PREFIX}/${url.protocol.slice(0, -1)}/${url.hostname}${url.pathname}${url.search}`;
}

const DEMO_WEB_TARGET = /^\/demo-web\/(https?)\/([^/?#]+)(\/[^?#]*)?$/;

/**
 * The URL a sandbox request for `target` stands for (the inverse of demoWebPath): its scheme and host from
 * the first two segments, the rest as path and query. Null when the path has no scheme and host, or names a
 * URL off the demo web.
 */
export function demoWebUrl(target: URL): URL | null {
  const match = DEMO_WEB_TARGET.exec(target.pathname);
  if (!match) return null;
  const [, scheme, host, path] = match;
  let url: URL;
  try {
    url = new URL(`${scheme}://${host}${path ?? '/'}${target.search}`);
  } catch {
    return null;
  }
  return isDemoWebUrl(url) ? url : null;
}
