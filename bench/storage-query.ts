/**
 * The storage service's `q` language: 10,000 random valid queries, each parsed and evaluated against 100,000
 * files, as `files.list` does for every search. Anchor in the same run: each query's filter written directly as
 * a JavaScript function (no parsing, no tree to walk), run over the same files; every query's match count must
 * agree with the anchor's, so the run also checks the evaluator.
 */
import { performance } from 'node:perf_hooks';
import { matches, type QueryCaller, type QueryFile } from '../apps/sandbox/services/storage/query/query-eval';
import { parseQuery } from '../apps/sandbox/services/storage/query/query-parser';
import { fmt, ratio, summarize } from './lib/stats';
import { randomQuery, seeded, type Picker } from './lib/random-query';

const FILES = 100_000;
const QUERIES = 10_000;
const WORDS = ['budget', 'report', 'photo', 'invoice', 'draft', 'notes', 'plan', 'summary', 'backup', 'scan'];
const MIME_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'text/plain',
  'application/vnd.google-apps.folder',
  'application/vnd.google-apps.document',
];
const PEOPLE = ['ada@example.com', 'grace@example.com', 'alan@example.com', 'edsger@example.com'];
const START = Date.parse('2024-01-01T00:00:00Z');
const SPAN = 3 * 365 * 86_400_000;

function makeFiles(pick: Picker): QueryFile[] {
  return Array.from({ length: FILES }, (_, i) => {
    const owner = pick.one(PEOPLE);
    const createdTime = START + Math.floor(pick.next() * SPAN);
    return {
      name: `${pick.one(WORDS)} ${pick.one(WORDS)} ${i}.${pick.one(['pdf', 'txt', 'jpg'])}`,
      mimeType: pick.one(MIME_TYPES),
      ...(pick.next() < 0.2 ? { description: `${pick.one(WORDS)} for ${pick.one(WORDS)}` } : {}),
      createdTime,
      modifiedTime: createdTime + Math.floor(pick.next() * 86_400_000 * 30),
      ...(pick.next() < 0.5 ? { viewedByMeTime: createdTime + 3_600_000 } : {}),
      trashed: pick.next() < 0.05,
      starred: pick.next() < 0.1,
      sharedWithMe: owner !== PEOPLE[0],
      parents: [`folder${Math.floor(pick.next() * 500)}`],
      owners: [owner],
      writers: [owner, ...(pick.next() < 0.3 ? [pick.one(PEOPLE)] : [])],
      readers: [owner, pick.one(PEOPLE)],
      properties: pick.next() < 0.1 ? { project: pick.one(WORDS) } : ({} as Record<string, string>),
      appProperties: {},
      visibility: pick.one(['limited', 'anyoneWithLink']),
    };
  });
}

export async function benchStorageQuery(): Promise<{ markdown: string }> {
  const pick = seeded(19);
  const files = makeFiles(pick);
  const caller: QueryCaller = { email: PEOPLE[0]!, rootId: 'folder0' };
  const parseMs: number[] = [];
  const verityMs: number[] = [];
  const anchorMs: number[] = [];
  let matched = 0;
  for (let n = 0; n < QUERIES; n++) {
    const { q, test } = randomQuery(pick, { words: WORDS, mimeTypes: MIME_TYPES, people: PEOPLE, caller });
    let started = performance.now();
    const query = parseQuery(q);
    parseMs.push(performance.now() - started);
    started = performance.now();
    let ours = 0;
    for (const file of files) if (matches(query, file, caller)) ours++;
    verityMs.push(performance.now() - started);
    started = performance.now();
    let theirs = 0;
    for (const file of files) if (test(file)) theirs++;
    anchorMs.push(performance.now() - started);
    if (ours !== theirs) throw new Error(`"${q}" matched ${ours} files, its direct filter ${theirs}`);
    matched += ours;
  }
  const parse = summarize(parseMs);
  const verity = summarize(verityMs.map((ms, i) => ms + parseMs[i]!));
  const anchor = summarize(anchorMs);
  const total = (samples: number[]) => samples.reduce((sum, ms) => sum + ms, 0);
  const markdown = [
    `${QUERIES.toLocaleString('en')} random valid queries (up to three levels of \`and\`/\`or\`/\`not\` over every`,
    `field of the grammar), each over ${FILES.toLocaleString('en')} files; ${matched.toLocaleString('en')} matches in all,`,
    `each query's count equal to its direct filter's.`,
    '',
    '| | p50 per query | p95 per query | all queries |',
    '|---|---|---|---|',
    `| parse only | ${fmt(parse.p50, 4)} | ${fmt(parse.p95, 4)} | ${fmt(total(parseMs), 0)} |`,
    `| parse + evaluate (sandbox) | ${fmt(verity.p50, 1)} | ${fmt(verity.p95, 1)} | ${fmt(total(verityMs) + total(parseMs), 0)} |`,
    `| anchor: direct JS filter | ${fmt(anchor.p50, 1)} | ${fmt(anchor.p95, 1)} | ${fmt(total(anchorMs), 0)} |`,
    '',
    `Parse + evaluate against the direct filter: ${ratio(verity.p50, anchor.p50)} at p50, ${ratio(verity.p95, anchor.p95)} at p95.`,
  ].join('\n');
  return { markdown };
}
