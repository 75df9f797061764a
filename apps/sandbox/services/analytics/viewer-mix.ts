// Who watches the demo channels and how: the shares of countries, US states, devices, traffic sources and so
// on that each view is drawn from (seeded.ts), with the money figures' per-country ad rates. The values are
// those the API reports (fixtures/google/youtubeAnalytics-channel-report-catalog.json's filter enums).
import { WeightedChoice } from './seeded';

/** ISO 3166 country, UN M49 continent and sub-continent, share of views, ad rate per 1000 impressions (USD). */
const COUNTRIES: ReadonlyArray<readonly [string, string, string, number, number]> = [
  ['US', '019', '021', 30, 9],
  ['IN', '142', '034', 14, 0.8],
  ['GB', '150', '154', 7, 7.5],
  ['DE', '150', '155', 6, 6.5],
  ['CA', '019', '021', 5, 7],
  ['BR', '019', '005', 4, 1.8],
  ['FR', '150', '155', 3.5, 5],
  ['AU', '009', '053', 3, 8],
  ['JP', '142', '030', 3, 5],
  ['MX', '019', '013', 2.5, 2],
  ['ES', '150', '039', 2.5, 3.5],
  ['NL', '150', '155', 2, 6],
  ['PL', '150', '151', 2, 2.5],
  ['ID', '142', '035', 2, 0.7],
  ['PH', '142', '035', 2, 0.7],
  ['IT', '150', '039', 2, 3.5],
  ['SE', '150', '154', 1.5, 6],
  ['KR', '142', '030', 1.5, 4],
  ['TR', '142', '145', 1.5, 1.3],
  ['NG', '002', '011', 1, 0.5],
  ['ZA', '002', '018', 1, 2],
  ['KE', '002', '014', 0.5, 0.6],
  ['EG', '002', '015', 0.5, 0.5],
  ['AR', '019', '005', 0.5, 1.2],
  ['VN', '142', '035', 1, 0.6],
];

export const COUNTRY = new WeightedChoice(COUNTRIES.map(([code, , , share]) => [code, share] as const));
export const CONTINENT_OF = new Map(COUNTRIES.map(([code, continent]) => [code, continent]));
export const SUB_CONTINENT_OF = new Map(COUNTRIES.map(([code, , subContinent]) => [code, subContinent]));
export const AD_RATE_OF = new Map(COUNTRIES.map(([code, , , , rate]) => [code, rate]));

/** US states (ISO 3166-2) with a city each for the city report. */
const STATES: ReadonlyArray<readonly [string, string, number]> = [
  ['US-CA', 'Los Angeles', 18],
  ['US-TX', 'Austin', 11],
  ['US-NY', 'New York', 10],
  ['US-FL', 'Miami', 7],
  ['US-WA', 'Seattle', 6],
  ['US-IL', 'Chicago', 5],
  ['US-PA', 'Philadelphia', 4],
  ['US-MA', 'Boston', 4],
  ['US-GA', 'Atlanta', 3],
  ['US-NC', 'Raleigh', 3],
  ['US-CO', 'Denver', 3],
  ['US-VA', 'Richmond', 3],
  ['US-OH', 'Columbus', 3],
  ['US-NJ', 'Newark', 2],
  ['US-MI', 'Detroit', 2],
  ['US-OR', 'Portland', 2],
];
export const PROVINCE = new WeightedChoice(STATES.map(([code, , share]) => [code, share] as const));
export const CITY_OF_PROVINCE = new Map(STATES.map(([code, city]) => [code, city]));

/** A country's largest city, for views outside the US. */
export const CITY_OF_COUNTRY: ReadonlyMap<string, string> = new Map(
  Object.entries({
    IN: 'Bengaluru',
    GB: 'London',
    DE: 'Berlin',
    CA: 'Toronto',
    BR: 'São Paulo',
    FR: 'Paris',
    AU: 'Sydney',
    JP: 'Tokyo',
    MX: 'Mexico City',
    ES: 'Madrid',
    NL: 'Amsterdam',
    PL: 'Warsaw',
    ID: 'Jakarta',
    PH: 'Manila',
    IT: 'Milan',
    SE: 'Stockholm',
    KR: 'Seoul',
    TR: 'Istanbul',
    NG: 'Lagos',
    ZA: 'Johannesburg',
    KE: 'Nairobi',
    EG: 'Cairo',
    AR: 'Buenos Aires',
    VN: 'Ho Chi Minh City',
  }),
);

export const DEVICE = new WeightedChoice([
  ['MOBILE', 55],
  ['DESKTOP', 28],
  ['TV', 10],
  ['TABLET', 5],
  ['GAME_CONSOLE', 1],
  ['UNKNOWN_PLATFORM', 1],
] as const);

export const OPERATING_SYSTEM_OF: Readonly<Record<string, WeightedChoice<string>>> = {
  MOBILE: new WeightedChoice([
    ['ANDROID', 68],
    ['IOS', 32],
  ]),
  DESKTOP: new WeightedChoice([
    ['WINDOWS', 70],
    ['MACINTOSH', 22],
    ['LINUX', 8],
  ]),
  TV: new WeightedChoice([
    ['SMART_TV', 50],
    ['ANDROID', 20],
    ['TIZEN', 15],
    ['WEBOS', 10],
    ['CHROMECAST', 5],
  ]),
  TABLET: new WeightedChoice([
    ['IOS', 55],
    ['ANDROID', 45],
  ]),
  GAME_CONSOLE: new WeightedChoice([
    ['PLAYSTATION', 60],
    ['XBOX', 40],
  ]),
  UNKNOWN_PLATFORM: new WeightedChoice([['OTHER', 1]]),
};

export const TRAFFIC_SOURCE = new WeightedChoice([
  ['YT_SEARCH', 28],
  ['RELATED_VIDEO', 20],
  ['SUBSCRIBER', 14],
  ['SHORTS', 8],
  ['NO_LINK_OTHER', 6],
  ['EXT_URL', 5],
  ['YT_CHANNEL', 5],
  ['PLAYLIST', 4],
  ['YT_OTHER_PAGE', 4],
  ['NOTIFICATION', 2],
  ['END_SCREEN', 2],
  ['ADVERTISING', 1],
  ['CAMPAIGN_CARD', 0.5],
  ['YT_PLAYLIST_PAGE', 0.5],
] as const);

export const SEARCH_TERMS = new WeightedChoice([
  ['how to batch requests', 20],
  ['drive api tutorial', 14],
  ['transparency log explained', 12],
  ['merkle tree proof', 10],
  ['oauth pkce desktop app', 9],
  ['sigstore rekor', 8],
  ['typescript electron ipc', 7],
  ['google indexing api quota', 6],
  ['youtube analytics api', 6],
  ['zod 4 schemas', 5],
  ['resumable upload', 3],
] as const);

export const EXTERNAL_URLS = new WeightedChoice([
  ['https://news.ycombinator.com/', 30],
  ['https://www.reddit.com/r/programming/', 22],
  ['https://www.google.com/', 18],
  ['https://blog.example.net/', 12],
  ['https://docs.example.net/', 8],
  ['https://dev.to/', 6],
  ['https://lobste.rs/', 4],
] as const);

export const EMBEDDING_SITES = new WeightedChoice([
  ['https://blog.example.net/', 40],
  ['https://docs.example.net/guides/', 25],
  ['https://www.example.com/learn/', 20],
  ['https://medium.com/', 10],
  ['https://notion.so/', 5],
] as const);

export const OTHER_PAGES = new WeightedChoice([
  ['trending', 3],
  ['history', 5],
  ['library', 2],
] as const);
export const SUBSCRIBER_PAGES = new WeightedChoice([
  ['what-to-watch', 6],
  ['subscriptions', 4],
] as const);
export const NOTIFICATION_KINDS = new WeightedChoice([
  ['uploaded', 8],
  ['uploaded_other', 2],
] as const);
export const AD_PLACEMENTS = new WeightedChoice([
  ['Google Search', 1],
  ['YouTube search', 2],
] as const);

export const PLAYBACK_LOCATION = new WeightedChoice([
  ['WATCH', 62],
  ['BROWSE', 18],
  ['EMBEDDED', 6],
  ['CHANNEL', 5],
  ['SEARCH', 4],
  ['YT_OTHER', 3],
  ['EXTERNAL_APP', 2],
] as const);

export const AGE_GROUP = new WeightedChoice([
  ['age13-17', 4],
  ['age18-24', 22],
  ['age25-34', 36],
  ['age35-44', 20],
  ['age45-54', 10],
  ['age55-64', 5],
  ['age65-', 3],
] as const);

export const GENDER = new WeightedChoice([
  ['male', 70],
  ['female', 27],
  ['user_specified', 3],
] as const);
export const YOUTUBE_PRODUCT = new WeightedChoice([
  ['CORE', 92],
  ['UNKNOWN', 6.5],
  ['GAMING', 1],
  ['KIDS', 0.5],
] as const);
export const AUDIENCE_TYPE = new WeightedChoice([
  ['ORGANIC', 92],
  ['AD_INSTREAM', 6],
  ['AD_INDISPLAY', 2],
] as const);

export const SHARING_SERVICE = new WeightedChoice([
  ['COPY_PASTE', 25],
  ['WHATS_APP', 20],
  ['TWITTER', 12],
  ['FACEBOOK', 10],
  ['REDDIT', 10],
  ['LINKEDIN', 8],
  ['TELEGRAM', 5],
  ['EMBED', 4],
  ['GMAIL', 3],
  ['OTHER', 3],
] as const);

export const AD_TYPE = new WeightedChoice([
  ['auctionInstream', 45],
  ['auctionTrueviewInstream', 25],
  ['auctionBumperInstream', 12],
  ['auctionDisplay', 8],
  ['reservedInstream', 6],
  ['auctionUnknown', 4],
] as const);

/** Units of each currency per US dollar: money metrics are converted with these (`currency`). */
export const CURRENCY_RATES: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  JPY: 151.2,
  CAD: 1.37,
  AUD: 1.52,
  INR: 83.4,
  BRL: 5.1,
  MXN: 17.1,
  CHF: 0.88,
  SEK: 10.6,
  PLN: 4.0,
  KRW: 1350,
  CNY: 7.2,
};
