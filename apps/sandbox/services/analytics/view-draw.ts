// One view of a demo video, drawn from hashes of (channel, video, day, n): who watched (country, state, age,
// gender, subscribed or not), on what (device, OS, product), how they arrived (traffic source and its detail,
// playback location), how long they watched, what they did (likes, shares, subscribing) and what it earned.
// Every report is a sum over these views, so each breakdown adds up to its total exactly.
import type { DemoChannel, DemoVideo } from './demo-channels';
import { dateOf } from './demo-channels';
import * as seeded from './seeded';
import * as viewerMix from './viewer-mix';

/** What one view adds to a report row, by counter index (metric-values.ts turns sums into metrics). */
export const COUNTER = {
  views: 0,
  watchSeconds: 1,
  watchFractions: 2,
  redViews: 3,
  redWatchSeconds: 4,
  likes: 5,
  dislikes: 6,
  comments: 7,
  shares: 8,
  subscribersGained: 9,
  subscribersLost: 10,
  videosAddedToPlaylists: 11,
  videosRemovedFromPlaylists: 12,
  cardImpressions: 13,
  cardClicks: 14,
  cardTeaserImpressions: 15,
  cardTeaserClicks: 16,
  monetizedPlaybacks: 17,
  adImpressions: 18,
  grossMicros: 19,
  adRevenueMicros: 20,
  redRevenueMicros: 21,
  playlistViews: 22,
  playlistStarts: 23,
  playlistSaves: 24,
  playlistWatchSeconds: 25,
} as const;
export const COUNTER_COUNT = Object.keys(COUNTER).length;

/** Salts that give each attribute its own hash of the view. */
const Salt = {
  Country: 1,
  Province: 2,
  Device: 3,
  Os: 4,
  Traffic: 5,
  TrafficDetail: 6,
  Location: 7,
  LocationDetail: 8,
  Age: 9,
  Gender: 10,
  Subscribed: 11,
  Product: 12,
  Audience: 13,
  Watch: 14,
  Red: 15,
  Like: 16,
  Dislike: 17,
  Comment: 18,
  Share: 19,
  ShareService: 20,
  Subscribe: 21,
  Unsubscribe: 22,
  Added: 23,
  Removed: 24,
  Teaser: 25,
  TeaserClick: 26,
  Card: 27,
  CardClick: 28,
  Monetized: 29,
  AdCount: 30,
  AdPrice: 31,
  AdType: 32,
  Playlist: 33,
  PlaylistPick: 34,
  PlaylistStart: 35,
  PlaylistSave: 36,
} as const;
type Salt = (typeof Salt)[keyof typeof Salt];

// Local names: a module's exports are read through accessors under some loaders, too slow once per view.
const { hashOf, mix, unit } = seeded;
const mixes = { ...viewerMix };

/** Each dimension's place in a draw's cache of computed values. */
const SLOTS = new Map<string, number>();

/** A reusable draw of one view; `next` moves it to another view and forgets what was computed. */
export class ViewDraw {
  channel!: DemoChannel;
  video!: DemoVideo;
  day = 0;
  private base = 0;
  /** Values computed for the current view: `stamp[i] === generation` marks values[i] as known. */
  private readonly values: Array<string | undefined> = [];
  private readonly stamp = new Uint32Array(64);
  private generation = 0;
  private fraction: number | undefined;
  private context: number | undefined | null;

  next(channel: DemoChannel, video: DemoVideo, day: number, n: number): void {
    this.channel = channel;
    this.video = video;
    this.day = day;
    this.base = hashOf(channel.seed, video.index, day, n + 7);
    this.generation = (this.generation + 1) >>> 0 || 1;
    this.fraction = undefined;
    this.context = null;
  }

  private hash(salt: Salt): number {
    return mix(this.base ^ Math.imul(salt, 0x9e3779b1));
  }

  private chance(salt: Salt, probability: number): boolean {
    return unit(this.hash(salt)) < probability;
  }

  /** The value of a dimension or filter for this view; undefined when the view has none (a state outside the US). */
  value(name: string): string | undefined {
    let slot = SLOTS.get(name);
    if (slot === undefined) {
      slot = SLOTS.size;
      SLOTS.set(name, slot);
    }
    if (this.stamp[slot] === this.generation) return this.values[slot];
    const value = this.compute(name);
    this.values[slot] = value;
    this.stamp[slot] = this.generation;
    return value;
  }

  private compute(name: string): string | undefined {
    const video = this.video;
    switch (name) {
      case 'day':
        return dateOf(this.day);
      case 'month':
        return dateOf(this.day).slice(0, 7);
      case 'video':
        return video.id;
      case 'creatorContentType':
        return video.contentType;
      case 'liveOrOnDemand':
        return video.contentType === 'LIVE_STREAM' && this.day === video.publishedDay ? 'LIVE' : 'ON_DEMAND';
      case 'country':
        return mixes.COUNTRY.pick(this.hash(Salt.Country));
      case 'continent':
        return mixes.CONTINENT_OF.get(this.value('country')!);
      case 'subContinent':
        return mixes.SUB_CONTINENT_OF.get(this.value('country')!);
      case 'province':
        return this.value('country') === 'US' ? mixes.PROVINCE.pick(this.hash(Salt.Province)) : undefined;
      case 'city': {
        const province = this.value('province');
        return province
          ? mixes.CITY_OF_PROVINCE.get(province)
          : mixes.CITY_OF_COUNTRY.get(this.value('country')!);
      }
      case 'deviceType':
        return mixes.DEVICE.pick(this.hash(Salt.Device));
      case 'operatingSystem':
        return mixes.OPERATING_SYSTEM_OF[this.value('deviceType')!]!.pick(this.hash(Salt.Os));
      case 'insightTrafficSourceType':
        return mixes.TRAFFIC_SOURCE.pick(this.hash(Salt.Traffic));
      case 'insightTrafficSourceDetail':
        return this.trafficDetail();
      case 'insightPlaybackLocationType':
        return mixes.PLAYBACK_LOCATION.pick(this.hash(Salt.Location));
      case 'insightPlaybackLocationDetail':
        return this.value('insightPlaybackLocationType') === 'EMBEDDED'
          ? mixes.EMBEDDING_SITES.pick(this.hash(Salt.LocationDetail))
          : undefined;
      case 'ageGroup':
        return mixes.AGE_GROUP.pick(this.hash(Salt.Age));
      case 'gender':
        return mixes.GENDER.pick(this.hash(Salt.Gender));
      case 'subscribedStatus':
        return this.chance(Salt.Subscribed, 0.28) ? 'SUBSCRIBED' : 'UNSUBSCRIBED';
      case 'youtubeProduct':
        return mixes.YOUTUBE_PRODUCT.pick(this.hash(Salt.Product));
      case 'audienceType':
        return mixes.AUDIENCE_TYPE.pick(this.hash(Salt.Audience));
      case 'sharingService':
        return this.shared() ? mixes.SHARING_SERVICE.pick(this.hash(Salt.ShareService)) : undefined;
      case 'adType':
        return this.monetized() ? mixes.AD_TYPE.pick(this.hash(Salt.AdType)) : undefined;
      default:
        return undefined;
    }
  }

  private trafficDetail(): string | undefined {
    const source = this.value('insightTrafficSourceType');
    const hash = this.hash(Salt.TrafficDetail);
    const videos = this.channel.videos;
    switch (source) {
      case 'YT_SEARCH':
        return mixes.SEARCH_TERMS.pick(hash);
      case 'EXT_URL':
        return mixes.EXTERNAL_URLS.pick(hash);
      case 'RELATED_VIDEO':
      case 'END_SCREEN':
      case 'CAMPAIGN_CARD':
        return videos[hash % videos.length]!.id;
      case 'YT_CHANNEL':
        return this.channel.id;
      case 'SUBSCRIBER':
        return mixes.SUBSCRIBER_PAGES.pick(hash);
      case 'NOTIFICATION':
        return mixes.NOTIFICATION_KINDS.pick(hash);
      case 'YT_OTHER_PAGE':
        return mixes.OTHER_PAGES.pick(hash);
      case 'ADVERTISING':
        return mixes.AD_PLACEMENTS.pick(hash);
      default:
        return undefined;
    }
  }

  /** The fraction of the video this view watched: subscribers and TV viewers stay longer. */
  watchFraction(): number {
    if (this.fraction === undefined) {
      let rate = this.video.retentionRate;
      if (this.value('subscribedStatus') === 'SUBSCRIBED') rate *= 0.7;
      if (this.value('deviceType') === 'TV') rate *= 0.8;
      const u = 1 - unit(this.hash(Salt.Watch));
      this.fraction = Math.min(1, -Math.log(u) / rate);
    }
    return this.fraction;
  }

  private shared(): boolean {
    return this.chance(Salt.Share, 0.004);
  }

  private red(): boolean {
    return this.chance(Salt.Red, 0.08);
  }

  private monetized(): boolean {
    return (
      this.video.monetized && !this.red() && this.watchFraction() > 0.02 && this.chance(Salt.Monetized, 0.45)
    );
  }

  /** The channel's playlist (index) this view was watched in, if any. */
  playlistContext(): number | undefined {
    if (this.context === null) {
      const playlists = this.video.playlists;
      this.context =
        playlists.length > 0 && this.chance(Salt.Playlist, 0.15)
          ? playlists[this.hash(Salt.PlaylistPick) % playlists.length]
          : undefined;
    }
    return this.context;
  }

  /** Adds this view's counters to `into`; playlist counters only when `inPlaylist` says its context counts. */
  addTo(into: Float64Array, inPlaylist: (playlist: number) => boolean): void {
    const seconds = Math.round(this.watchFraction() * this.video.lengthSeconds);
    const subscribed = this.value('subscribedStatus') === 'SUBSCRIBED';
    into[COUNTER.views]! += 1;
    into[COUNTER.watchSeconds]! += seconds;
    into[COUNTER.watchFractions]! += this.watchFraction();
    const red = this.red();
    if (red) {
      into[COUNTER.redViews]! += 1;
      into[COUNTER.redWatchSeconds]! += seconds;
      into[COUNTER.redRevenueMicros]! += seconds * 9;
    }
    if (this.chance(Salt.Like, subscribed ? 0.07 : 0.03)) into[COUNTER.likes]! += 1;
    if (this.chance(Salt.Dislike, 0.002)) into[COUNTER.dislikes]! += 1;
    if (this.chance(Salt.Comment, 0.004)) into[COUNTER.comments]! += 1;
    if (this.shared()) into[COUNTER.shares]! += 1;
    if (!subscribed && this.chance(Salt.Subscribe, 0.012 * this.watchFraction()))
      into[COUNTER.subscribersGained]! += 1;
    if (this.chance(Salt.Unsubscribe, 0.0012)) into[COUNTER.subscribersLost]! += 1;
    if (this.chance(Salt.Added, 0.003)) into[COUNTER.videosAddedToPlaylists]! += 1;
    if (this.chance(Salt.Removed, 0.0005)) into[COUNTER.videosRemovedFromPlaylists]! += 1;
    if (this.video.index % 3 === 0 && this.chance(Salt.Teaser, 0.5)) {
      into[COUNTER.cardTeaserImpressions]! += 1;
      if (this.chance(Salt.TeaserClick, 0.03)) into[COUNTER.cardTeaserClicks]! += 1;
      if (this.chance(Salt.Card, 0.08)) {
        into[COUNTER.cardImpressions]! += 1;
        if (this.chance(Salt.CardClick, 0.2)) into[COUNTER.cardClicks]! += 1;
      }
    }
    if (this.monetized()) this.addAds(into);
    const context = this.playlistContext();
    if (context !== undefined && inPlaylist(context)) {
      into[COUNTER.playlistViews]! += 1;
      into[COUNTER.playlistWatchSeconds]! += seconds;
      if (this.chance(Salt.PlaylistStart, 0.35)) into[COUNTER.playlistStarts]! += 1;
      if (this.chance(Salt.PlaylistSave, 0.004)) into[COUNTER.playlistSaves]! += 1;
    }
  }

  private addAds(into: Float64Array): void {
    const count = this.hash(Salt.AdCount);
    const impressions =
      1 + (unit(count) < 0.35 ? 1 : 0) + (this.video.lengthSeconds > 480 && unit(count) < 0.1 ? 1 : 0);
    const rate = mixes.AD_RATE_OF.get(this.value('country')!) ?? 1;
    // The rate is USD per 1000 impressions: rate × 1000 micro-dollars per impression, give or take 30%.
    const gross = Math.round(impressions * rate * 1000 * (0.7 + 0.6 * unit(this.hash(Salt.AdPrice))));
    into[COUNTER.monetizedPlaybacks]! += 1;
    into[COUNTER.adImpressions]! += impressions;
    into[COUNTER.grossMicros]! += gross;
    into[COUNTER.adRevenueMicros]! += Math.round(gross * 0.55);
  }
}
