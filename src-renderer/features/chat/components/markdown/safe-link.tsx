import type { ReactNode } from 'react';

/**
 * Only parsed https: URLs with a host leave the app: the desktop shell hands exactly those to the
 * system browser when a link asks for a new window, and refuses everything else.
 */
function openableUrl(href: string): string | null {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}

/** marked turns a bare `www.example.com` into http://; browsers assume https for those today. */
export function linkTarget(href: string, raw: string, autolink: boolean | undefined): string {
  return autolink && raw.startsWith('www.') && href.startsWith('http://') ? `https://${href.slice(7)}` : href;
}

/**
 * A link from model output. https links open in the system browser (a new-window request the shell
 * turns into an external open, never a navigation of the app); anything else is shown as text with
 * its target in the tooltip, so a `javascript:` or `file:` URL can never be followed.
 */
export function SafeLink({
  href,
  title,
  children,
}: {
  href: string;
  title?: string | null;
  children: ReactNode;
}) {
  const url = openableUrl(href);
  if (url === null) {
    return (
      <span
        className="verity-md-inert-link"
        title={`Not opened (only https links open): ${href}`}
        data-testid="markdown-inert-link"
      >
        {children}
      </span>
    );
  }
  return (
    <a href={url} title={title || url} target="_blank" rel="noopener noreferrer" data-testid="markdown-link">
      {children}
    </a>
  );
}
