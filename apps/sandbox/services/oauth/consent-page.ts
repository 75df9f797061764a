// The consent page and the authorization endpoint's error page: plain HTML forms, no script, every value
// escaped. The Deny button comes first so that pressing Enter in the form (which submits with the first
// button) never grants anything.
import type { Reply } from '../../http/reply';
import { DEMO_ACCOUNTS } from './demo-accounts';
import type { AuthorizationRequest } from './oauth-state';
import { BASIC_SCOPES, SCOPE_WORDS } from './scopes';

export const CONSENT_FORM_PATH = '/o/oauth2/v2/consent';

/** The page is not framed (no clickjacking of Allow) and loads nothing; its form may post and redirect. */
const PAGE_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f1f3f4;color:#202124}
main{max-width:34rem;margin:3rem auto;background:#fff;border:1px solid #dadce0;border-radius:8px;padding:2rem}
fieldset{border:0;padding:0;margin:1.25rem 0}legend{font-weight:600;margin-bottom:.5rem}
label{display:block;margin:.35rem 0}code{font-size:12px;color:#5f6368;word-break:break-all}
.buttons{display:flex;justify-content:flex-end;gap:.75rem}button{font:inherit;padding:.4rem 1.4rem;border-radius:4px;border:1px solid #dadce0;background:#fff}
button[value=allow]{background:#1a73e8;border-color:#1a73e8;color:#fff}`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
${body}
</main></body>
</html>
`;
}

function scopeItem(scope: string): string {
  const words = `${escapeHtml(SCOPE_WORDS.get(scope) ?? scope)}<br><code>${escapeHtml(scope)}</code>`;
  if (BASIC_SCOPES.has(scope)) return `<label>${words}</label>`;
  return `<label><input type="checkbox" name="scope" value="${escapeHtml(scope)}" checked> ${words}</label>`;
}

export function sendConsentPage(reply: Reply, consentId: string, request: AuthorizationRequest): void {
  const hinted = DEMO_ACCOUNTS.find((account) => account.email === request.loginHint?.toLowerCase());
  const chosen = hinted ?? DEMO_ACCOUNTS[0];
  const accounts = DEMO_ACCOUNTS.map(
    (account) =>
      `<label><input type="radio" name="account" value="${escapeHtml(account.sub)}"${account === chosen ? ' checked' : ''}> ` +
      `${escapeHtml(account.name)} (${escapeHtml(account.email)}): ` +
      `${account.ownsDemoData ? 'owns the demo sites and channel' : 'owns nothing'}</label>`,
  ).join('\n');
  const body = `<h1>Sign in to the Verity sandbox</h1>
<p>The app <code>${escapeHtml(request.clientId)}</code> wants to access your account. It will return you to
<code>${escapeHtml(request.redirectUri)}</code>.</p>
<form method="post" action="${CONSENT_FORM_PATH}">
<input type="hidden" name="consent" value="${escapeHtml(consentId)}">
<fieldset><legend>Choose an account</legend>
${accounts}
</fieldset>
<fieldset><legend>The app will be able to</legend>
${request.scopes.map(scopeItem).join('\n')}
</fieldset>
<p>Untick what you do not want to allow.</p>
<div class="buttons"><button type="submit" name="decision" value="deny">Deny</button>
<button type="submit" name="decision" value="allow">Allow</button></div>
</form>`;
  reply.text(200, 'text/html; charset=utf-8', page('Sign in - Verity sandbox', body), PAGE_HEADERS);
}

/** Google's "Access blocked" page: the error code (as in its "Error 400: redirect_uri_mismatch") and why. */
export function sendAuthorizationErrorPage(
  reply: Reply,
  httpStatus: number,
  code: string,
  description: string,
): void {
  const body = `<h1>Access blocked: this app’s request is invalid</h1>
<p>Error ${httpStatus}: <code id="error">${escapeHtml(code)}</code></p>
<p id="error-description">${escapeHtml(description)}</p>
<p>The app that sent you here has to fix its sign-in request; nothing was shared.</p>`;
  reply.text(
    httpStatus,
    'text/html; charset=utf-8',
    page(`Error ${httpStatus}: ${code}`, body),
    PAGE_HEADERS,
  );
}
