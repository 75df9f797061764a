// The scopes the sandbox's authorization server knows, with the words its consent page shows (after
// Google's own consent texts). `email` and `profile` are Google's short names for the userinfo scopes: a
// token response names the long form, as Google's does.
const GOOGLE_AUTH = 'https://www.googleapis.com/auth';

/** Scope → what the consent page says the app may do. */
export const SCOPE_WORDS: ReadonlyMap<string, string> = new Map([
  ['openid', 'Associate you with your personal info on Google'],
  [`${GOOGLE_AUTH}/userinfo.email`, 'See your primary Google Account email address'],
  [
    `${GOOGLE_AUTH}/userinfo.profile`,
    'See your personal info, including any personal info you’ve made publicly available',
  ],
  [`${GOOGLE_AUTH}/indexing`, 'Submit data to Google for indexing'],
  [`${GOOGLE_AUTH}/webmasters.readonly`, 'View Search Console data for your verified sites'],
  [`${GOOGLE_AUTH}/yt-analytics.readonly`, 'View YouTube Analytics reports for your YouTube content'],
  [
    `${GOOGLE_AUTH}/yt-analytics-monetary.readonly`,
    'View monetary and non-monetary YouTube Analytics reports for your YouTube content',
  ],
  [`${GOOGLE_AUTH}/youtube`, 'Manage your YouTube account'],
  [`${GOOGLE_AUTH}/youtube.readonly`, 'View your YouTube account'],
  [`${GOOGLE_AUTH}/drive`, 'See, edit, create, and delete all of your Google Drive files'],
  [
    `${GOOGLE_AUTH}/drive.file`,
    'See, edit, create, and delete only the specific Google Drive files you use with this app',
  ],
  [`${GOOGLE_AUTH}/drive.readonly`, 'See and download all your Google Drive files'],
  [`${GOOGLE_AUTH}/drive.metadata.readonly`, 'See information about your Google Drive files'],
  [`${GOOGLE_AUTH}/drive.appdata`, 'See, create, and delete its own configuration data in your Google Drive'],
  // The only scope of drive.apps.list (the storage service's apps.list).
  [`${GOOGLE_AUTH}/drive.apps.readonly`, 'View your Google Drive apps'],
]);

const SHORT_NAMES: Record<string, string> = {
  email: `${GOOGLE_AUTH}/userinfo.email`,
  profile: `${GOOGLE_AUTH}/userinfo.profile`,
};

/** Sign-in scopes: always granted with the rest, never a checkbox (Google's granular consent does the same). */
export const BASIC_SCOPES: ReadonlySet<string> = new Set([
  'openid',
  SHORT_NAMES.email!,
  SHORT_NAMES.profile!,
]);

export type ParsedScopes = { kind: 'ok'; scopes: string[] } | { kind: 'unknown'; unknown: string[] };

/** A space-separated scope parameter as full scope names, in order, without repeats; unknown ones named. */
export function parseScopes(parameter: string): ParsedScopes {
  const scopes: string[] = [];
  const unknown: string[] = [];
  for (const given of parameter.split(/\s+/).filter(Boolean)) {
    const scope = SHORT_NAMES[given] ?? given;
    if (!SCOPE_WORDS.has(scope)) unknown.push(given);
    else if (!scopes.includes(scope)) scopes.push(scope);
  }
  return unknown.length > 0 ? { kind: 'unknown', unknown } : { kind: 'ok', scopes };
}
