// The service's codes for traffic sources, devices and the like, in the words YouTube Studio uses.

const TRAFFIC_SOURCES: Record<string, string> = {
  ADVERTISING: 'YouTube advertising',
  ANNOTATION: 'Annotations',
  CAMPAIGN_CARD: 'Campaign cards',
  END_SCREEN: 'End screens',
  EXT_URL: 'External',
  HASHTAGS: 'Hashtag pages',
  LIVE_REDIRECT: 'Live redirects',
  NO_LINK_EMBEDDED: 'Embedded players',
  NO_LINK_OTHER: 'Direct or unknown',
  NOTIFICATION: 'Notifications',
  PLAYLIST: 'Playlists',
  PRODUCT_PAGE: 'Product pages',
  PROMOTED: 'Promoted',
  RELATED_VIDEO: 'Suggested videos',
  SHORTS: 'Shorts feed',
  SOUND_PAGE: 'Sound pages',
  SUBSCRIBER: 'Browse features',
  VIDEO_REMIXES: 'Remixes',
  YT_CHANNEL: 'Channel pages',
  YT_OTHER_PAGE: 'Other YouTube features',
  YT_PLAYLIST_PAGE: 'Playlist pages',
  YT_SEARCH: 'YouTube search',
};

/** Codes whose words are not just the code in sentence case. */
const SPELLED: Record<string, string> = {
  TV: 'TV',
  SMART_TV: 'Smart TV',
  IOS: 'iOS',
  MACINTOSH: 'macOS',
  WEBOS: 'webOS',
  PLAYSTATION: 'PlayStation',
  BLACKBERRY: 'BlackBerry',
  KAIOS: 'KaiOS',
};

/** "MOBILE" → "Mobile", "SUBSCRIBED" → "Subscribed", "age25-34" → "25–34", "UNKNOWN_PLATFORM" → "Unknown platform". */
export function codeLabel(code: string): string {
  if (SPELLED[code]) return SPELLED[code];
  const age = /^age(\d+)-(\d+|)$/.exec(code);
  if (age) return age[2] ? `${age[1]}–${age[2]}` : `${age[1]}+`;
  const words = code.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function trafficSourceLabel(code: string): string {
  return TRAFFIC_SOURCES[code] ?? codeLabel(code);
}
