// The demo channels: Ada's (the account that owns the demo data) and Grace's, each a few hundred videos and
// a few dozen playlists published over two years, generated from a seed. A video's views on a day are a pure
// function of the video and the day: an early burst that decays to a long tail, more at weekends, day-to-day
// noise, and for a few videos a viral spike that fades over a week.
import { DEMO_ACCOUNTS } from '../oauth/demo-accounts';
import { hashOf, idOf, randomSequence, unit } from './seeded';

type ContentType = 'VIDEO_ON_DEMAND' | 'SHORTS' | 'LIVE_STREAM';

export interface DemoVideo {
  id: string;
  index: number;
  title: string;
  /** Days since 1970-01-01 of the (Pacific) day it was published. */
  publishedDay: number;
  lengthSeconds: number;
  contentType: ContentType;
  /** Expected views on its first full day. */
  launchViews: number;
  /** Days for the launch burst to fall to about half. */
  halfLifeDays: number;
  /** Expected views a day once the burst is over. */
  tailViews: number;
  spike?: { day: number; height: number };
  /** How fast viewers leave: a view watches a fraction f with P(f ≥ x) = e^(-retentionRate·x). */
  retentionRate: number;
  monetized: boolean;
  /** The playlists (indexes in the channel's list) that hold this video. */
  playlists: number[];
}

interface DemoPlaylist {
  id: string;
  title: string;
  videoIndexes: number[];
}

export interface DemoChannel {
  id: string;
  title: string;
  /** The demo account (`sub`) that owns it. */
  ownerSub: string;
  seed: number;
  videos: DemoVideo[];
  playlists: DemoPlaylist[];
  videoById: Map<string, DemoVideo>;
  playlistById: Map<string, DemoPlaylist>;
}

const DAY_MS = 86_400_000;

export function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

const DATES = new Map<number, string>();

/** YYYY-MM-DD of a day number (remembered: reports ask for the same days once per view). */
export function dateOf(day: number): string {
  let date = DATES.get(day);
  if (date === undefined) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    DATES.set(day, date);
  }
  return date;
}

const TOPICS = [
  'Merkle proofs',
  'OAuth on the desktop',
  'Batch requests',
  'Resumable uploads',
  'Transparency logs',
  'Electron security',
  'TypeScript tips',
  'Quota planning',
  'Release notes',
  'Live Q&A',
];

interface ChannelPlan {
  ownerEmail: string;
  title: string;
  seed: number;
  videoCount: number;
  playlistCount: number;
  firstDay: string;
  lastDay: string;
  /** Scales every video's audience. */
  reach: number;
  viralVideos: number;
}

const PLANS: readonly ChannelPlan[] = [
  {
    ownerEmail: 'ada@example.com',
    title: 'Ada Operator',
    seed: 1815,
    videoCount: 320,
    playlistCount: 40,
    firstDay: '2024-11-01',
    lastDay: '2026-11-20',
    reach: 1,
    viralVideos: 4,
  },
  {
    ownerEmail: 'grace@example.com',
    title: 'Grace Visitor',
    seed: 1906,
    videoCount: 140,
    playlistCount: 15,
    firstDay: '2025-01-15',
    lastDay: '2026-11-18',
    reach: 0.35,
    viralVideos: 1,
  },
];

function lengthOf(contentType: ContentType, random: () => number): number {
  if (contentType === 'SHORTS') return 15 + Math.floor(random() * 46);
  if (contentType === 'LIVE_STREAM') return 3600 + Math.floor(random() * 3600);
  return 240 + Math.floor(random() * 1260);
}

function generate(plan: ChannelPlan, ownerSub: string): DemoChannel {
  const random = randomSequence(plan.seed);
  const first = dayNumber(plan.firstDay);
  const span = dayNumber(plan.lastDay) - first;
  const videos: DemoVideo[] = [];
  for (let index = 0; index < plan.videoCount; index++) {
    const draw = random();
    const contentType: ContentType = draw < 0.2 ? 'SHORTS' : draw < 0.25 ? 'LIVE_STREAM' : 'VIDEO_ON_DEMAND';
    // Log-normal launch audiences: most videos modest, a few much bigger.
    const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    const launchViews = Math.round(
      45 * plan.reach * Math.exp(0.9 * normal) * (contentType === 'SHORTS' ? 2 : 1),
    );
    const topic = TOPICS[Math.floor(random() * TOPICS.length)]!;
    videos.push({
      id: idOf(random, 11),
      index,
      title: `${topic} #${index + 1}`,
      publishedDay: first + Math.floor((index / plan.videoCount) * span + random() * 2),
      lengthSeconds: lengthOf(contentType, random),
      contentType,
      launchViews,
      halfLifeDays: 2 + random() * 10,
      tailViews: launchViews * (0.02 + random() * 0.06),
      retentionRate: contentType === 'SHORTS' ? 0.4 + random() * 0.4 : 1 + random() * 1.6,
      monetized: contentType !== 'SHORTS' && random() < 0.85,
      playlists: [],
    });
  }
  for (let i = 0; i < plan.viralVideos; i++) {
    const video = videos[Math.floor(random() * videos.length)]!;
    video.spike = {
      day: video.publishedDay + 1 + Math.floor(random() * 60),
      height: Math.round((2000 + random() * 6000) * plan.reach),
    };
  }
  const playlists: DemoPlaylist[] = [];
  for (let p = 0; p < plan.playlistCount; p++) {
    const size = 5 + Math.floor(random() * 21);
    const start = Math.floor(random() * (videos.length - size));
    const videoIndexes = Array.from({ length: size }, (_, k) => start + k);
    for (const index of videoIndexes) videos[index]!.playlists.push(p);
    playlists.push({
      id: `PL${idOf(random, 32)}`,
      title: `${TOPICS[p % TOPICS.length]} — part ${Math.floor(p / TOPICS.length) + 1}`,
      videoIndexes,
    });
  }
  return {
    id: `UC${idOf(random, 22)}`,
    title: plan.title,
    ownerSub,
    seed: plan.seed,
    videos,
    playlists,
    videoById: new Map(videos.map((video) => [video.id, video])),
    playlistById: new Map(playlists.map((playlist) => [playlist.id, playlist])),
  };
}

const DEMO_CHANNELS: readonly DemoChannel[] = PLANS.map((plan) => {
  const owner = DEMO_ACCOUNTS.find((account) => account.email === plan.ownerEmail)!;
  return generate(plan, owner.sub);
});

/** The channel a demo account owns, if any (the service account owns none). */
export function channelOf(sub: string | undefined): DemoChannel | undefined {
  return DEMO_CHANNELS.find((channel) => channel.ownerSub === sub);
}

/** Saturday and Sunday bring more viewers, Monday fewer (index 0 = Thursday, 1970-01-01). */
const WEEKDAY_FACTOR = [1, 1.05, 1.18, 1.16, 0.93, 0.97, 0.98];

/** The views `video` gets on `day` (days since 1970-01-01). */
export function dailyViews(channel: DemoChannel, video: DemoVideo, day: number): number {
  const age = day - video.publishedDay;
  if (age < 0) return 0;
  let expected = video.launchViews / Math.pow(1 + age / video.halfLifeDays, 1.4) + video.tailViews;
  expected *= WEEKDAY_FACTOR[((day % 7) + 7) % 7]!;
  expected *= 0.85 + 0.3 * unit(hashOf(channel.seed, video.index, day, 1));
  if (video.spike && day >= video.spike.day)
    expected += video.spike.height * Math.exp(-(day - video.spike.day) / 4);
  return Math.floor(expected + unit(hashOf(channel.seed, video.index, day, 2)));
}
