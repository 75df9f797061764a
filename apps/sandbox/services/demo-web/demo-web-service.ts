// The sandbox's demo web: GET/HEAD /demo-web/<scheme>/<host><path> answers as that demo site would on the
// public web (no key, no token), so a URL pre-flight can be tried without the real hosts. Redirects name
// absolute URLs on the real demo host, never sandbox paths: the client maps every hop itself, as it does for
// the first request (src-shared/demo-web.ts). The demo web has no faults; errors are plain text, as a web
// server's are.
import { STATUS_CODES } from 'node:http';
import type { ErrorStyle, ErrorWriter } from '../../http/error-shapes';
import type { Reply } from '../../http/reply';
import type { RouteHandler } from '../../http/routing';
import { DEMO_WEB_HOSTS, DEMO_WEB_PREFIX, demoWebUrl } from '../../../../src-shared/demo-web';
import type { SandboxService } from '../service';
import { DEMO_HOSTS, NOT_FOUND } from './demo-pages';
import { robotsTxt, sitemapAt } from './demo-sitemaps';
import { renderPage, renderRedirect } from './html-page';
import { writeSitemap } from './sitemap-writer';

const HTML = 'text/html; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

const sendText: ErrorWriter = (reply, httpStatus, message, options = {}) =>
  reply.text(httpStatus, TEXT, `${message}\n`, options.headers);

const PLAIN_ERRORS: ErrorStyle = {
  send: sendText,
  cannedMessage: (httpStatus) => STATUS_CODES[httpStatus] ?? 'Error',
  sendNotFound: (reply, pathname) => sendText(reply, 404, unknownSite(pathname)),
  sendMethodNotAllowed: (reply, method, allowed) =>
    sendText(reply, 405, `The demo web answers ${allowed.join(' and ')} only, not ${method}.`, {
      headers: { allow: allowed.join(', ') },
    }),
};

function unknownSite(pathname: string): string {
  return (
    `The demo web has no site at ${pathname}. It serves ${DEMO_WEB_HOSTS.join(', ')} over http and https ` +
    `(default ports), as ${DEMO_WEB_PREFIX}/<http|https>/<host>/<path>.`
  );
}

function sendRedirect(reply: Reply, status: 301 | 302, location: string): void {
  reply.text(status, HTML, renderRedirect(status, location), { location });
}

const answer: RouteHandler = async ({ req, url, reply }) => {
  const target = demoWebUrl(url);
  if (!target) return sendText(reply, 404, unknownSite(url.pathname));
  // demoWebUrl answers only URLs on DEMO_WEB_HOSTS, which DEMO_HOSTS covers by its type.
  const site = DEMO_HOSTS[target.hostname as keyof typeof DEMO_HOSTS];
  const home = new URL(site.origin);
  if (target.protocol !== home.protocol && !site.servesBothSchemes)
    return sendRedirect(reply, 301, `${site.origin}${target.pathname}${target.search}`);

  const sitemap = sitemapAt(target.hostname, target.pathname);
  if (sitemap) {
    const type = sitemap.gzip ? 'application/gzip' : 'application/xml; charset=utf-8';
    const res = reply.startStream(200, { 'content-type': type });
    if (!res) return;
    if (req.method === 'HEAD') res.end();
    else await writeSitemap(sitemap, res);
    return;
  }
  const robots = target.pathname === '/robots.txt' ? robotsTxt(target.hostname, site.origin) : undefined;
  if (robots) return reply.text(200, TEXT, robots);

  const page = site.pageAt(target) ?? NOT_FOUND;
  if (page.kind === 'redirect')
    return sendRedirect(reply, page.status, new URL(page.location, site.origin).href);
  const canonical =
    page.status === 200 ? new URL(page.canonical ?? target.pathname, site.origin).href : undefined;
  reply.text(page.status, HTML, renderPage(page, canonical), page.headers);
};

export function createDemoWebService(): SandboxService {
  return {
    id: 'demo-web',
    prefixes: [DEMO_WEB_PREFIX],
    errors: PLAIN_ERRORS,
    routes: [
      { method: 'GET', path: `${DEMO_WEB_PREFIX}{+target}`, handler: answer },
      { method: 'HEAD', path: `${DEMO_WEB_PREFIX}{+target}`, handler: answer },
    ],
  };
}
