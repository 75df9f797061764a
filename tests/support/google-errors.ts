// The recorded Google error answers (tests/fixtures/google/*-examples.json) and their facts, for the tests of
// src-main/services/google.
import { readFileSync } from 'node:fs';
import { googleErrorFacts } from '../../src-main/services/google/google-error';

export interface RecordedError {
  status: number;
  body: unknown;
}

type Examples = Record<string, RecordedError> & { errors: Record<string, RecordedError> };

const examples = (name: string) =>
  JSON.parse(readFileSync(new URL(`../fixtures/google/${name}`, import.meta.url), 'utf8')) as Examples;

export const indexingErrors = examples('indexing-examples.json');
export const analyticsErrors = examples('youtubeAnalytics-examples.json');
export const driveErrors = examples('drive-examples.json').errors;

export const factsOf = (recorded: RecordedError) =>
  googleErrorFacts(recorded.status, JSON.stringify(recorded.body));
