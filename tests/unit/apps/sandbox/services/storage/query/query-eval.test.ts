// Matching a parsed `q` against a file as one caller sees it: each term's rule (name prefixes, whole words
// for fullText, times, flags, 'me' and 'root', properties), and the connectives.
import { describe, expect, it } from 'vitest';
import {
  matches,
  type QueryCaller,
  type QueryFile,
} from '../../../../../../../apps/sandbox/services/storage/query/query-eval';
import { parseQuery } from '../../../../../../../apps/sandbox/services/storage/query/query-parser';

const caller: QueryCaller = { email: 'ada@example.com', rootId: '0AAdaRootUk9PVA' };

const file: QueryFile = {
  name: 'Invoice-2026 HelloWorld.pdf',
  mimeType: 'application/pdf',
  description: 'Signed by both parties',
  modifiedTime: Date.UTC(2026, 1, 28, 12),
  createdTime: Date.UTC(2026, 0, 15),
  trashed: false,
  starred: true,
  sharedWithMe: false,
  parents: ['0AAdaRootUk9PVA'],
  owners: ['ada@example.com'],
  writers: ['ada@example.com', 'grace@example.com'],
  readers: ['ada@example.com', 'grace@example.com', 'bob@example.com'],
  properties: { dept: 'sales' },
  appProperties: { syncedBy: 'verity' },
  visibility: 'anyoneWithLink',
  contentText: 'The quarterly roadmap for the new year',
};

const match = (q: string, target: QueryFile = file) => matches(parseQuery(q), target, caller);

describe('matches', () => {
  it('matches everything with no query', () => {
    expect(matches(undefined, file, caller)).toBe(true);
  });

  it('matches name = exactly and name contains when each word starts a token of the name, in any case', () => {
    expect(match("name = 'Invoice-2026 HelloWorld.pdf'")).toBe(true);
    expect(match("name = 'invoice-2026 helloworld.pdf'")).toBe(false);
    expect(match("name != 'x'")).toBe(true);
    expect(match("name contains 'invoice'")).toBe(true);
    expect(match("name contains 'hello'")).toBe(true);
    expect(match("name contains '2026'")).toBe(true);
    expect(match("name contains 'World'")).toBe(false);
    expect(match("name contains 'voice'")).toBe(false);
    expect(match("name contains 'hello inv'")).toBe(true);
    expect(match("name contains 'Invoice-2026'")).toBe(true);
    expect(match("name contains 'hello world'")).toBe(false);
    expect(match("name contains ''")).toBe(true);
  });

  it('matches fullText on whole tokens of the name, description and content; a quoted phrase in a row', () => {
    expect(match("fullText contains 'roadmap'")).toBe(true);
    expect(match("fullText contains 'QUARTERLY roadmap'")).toBe(true);
    expect(match("fullText contains 'roadmap quarterly'")).toBe(true);
    expect(match(`fullText contains '"quarterly roadmap"'`)).toBe(true);
    expect(match(`fullText contains '"roadmap quarterly"'`)).toBe(false);
    expect(match(`fullText contains '"new_year"'`)).toBe(true);
    expect(match("fullText contains 'signed'")).toBe(true);
    expect(match("fullText contains 'road'")).toBe(false);
    expect(match("fullText contains 'helloworld'")).toBe(true);
    expect(match("fullText contains 'hello'")).toBe(false);
    expect(match("fullText contains 'invoice'")).toBe(true);
  });

  it('matches mimeType, visibility and shortcut targets', () => {
    expect(match("mimeType = 'application/pdf'")).toBe(true);
    expect(match("mimeType != 'application/vnd.google-apps.folder'")).toBe(true);
    expect(match("mimeType contains 'pdf'")).toBe(true);
    expect(match("visibility = 'anyoneWithLink'")).toBe(true);
    expect(match("visibility = 'limited'")).toBe(false);
    expect(match("shortcutDetails.targetId = '1abc'")).toBe(false);
    expect(match("shortcutDetails.targetId = '1abc'", { ...file, shortcutTargetId: '1abc' })).toBe(true);
  });

  it('compares times, and a time the file lacks matches nothing', () => {
    expect(match("modifiedTime > '2026-01-01T00:00:00'")).toBe(true);
    expect(match("modifiedTime > '2026-02-28T12:00:00'")).toBe(false);
    expect(match("modifiedTime >= '2026-02-28T12:00:00'")).toBe(true);
    expect(match("modifiedTime = '2026-02-28T04:00:00-08:00'")).toBe(true);
    expect(match("modifiedTime != '2026-02-28T12:00:00'")).toBe(false);
    expect(match("createdTime < '2026-01-15T00:00:01'")).toBe(true);
    expect(match("createdTime <= '2026-01-14'")).toBe(false);
    expect(match("viewedByMeTime > '2000-01-01'")).toBe(false);
    expect(match("viewedByMeTime != '2000-01-01'")).toBe(false);
    expect(match("viewedByMeTime > '2000-01-01'", { ...file, viewedByMeTime: Date.UTC(2026, 2, 2) })).toBe(
      true,
    );
  });

  it('matches the flags with = and !=', () => {
    expect(match('trashed = false')).toBe(true);
    expect(match('trashed != false')).toBe(false);
    expect(match('starred = true')).toBe(true);
    expect(match('sharedWithMe = true')).toBe(false);
    expect(match('sharedWithMe = true', { ...file, sharedWithMe: true })).toBe(true);
  });

  it("matches 'in' with 'root' and 'me' standing for the caller, e-mails in any case", () => {
    expect(match("'root' in parents")).toBe(true);
    expect(match("'0AAdaRootUk9PVA' in parents")).toBe(true);
    expect(match("'1other' in parents")).toBe(false);
    expect(match("'me' in owners")).toBe(true);
    expect(match("'ADA@example.com' in owners")).toBe(true);
    expect(match("'grace@example.com' in owners")).toBe(false);
    expect(match("'grace@example.com' in writers")).toBe(true);
    expect(match("'bob@example.com' in writers")).toBe(false);
    expect(match("'bob@example.com' in readers")).toBe(true);
  });

  it('matches properties and appProperties by key and value', () => {
    expect(match("properties has { key='dept' and value='sales' }")).toBe(true);
    expect(match("properties has { key='dept' and value='ops' }")).toBe(false);
    expect(match("properties has { key='syncedBy' and value='verity' }")).toBe(false);
    expect(match("appProperties has { key='syncedBy' and value='verity' }")).toBe(true);
  });

  it('combines terms with and, or, not and parentheses', () => {
    expect(match("name contains 'invoice' and trashed = false and starred = true")).toBe(true);
    expect(match("name contains 'x' or starred = true")).toBe(true);
    expect(match("not starred = true or name contains 'invoice'")).toBe(true);
    expect(match("not (starred = true or name contains 'x')")).toBe(false);
    expect(match("name contains 'x' or starred = true and trashed = true")).toBe(false);
    expect(match("(name contains 'x' or starred = true) and not trashed = true")).toBe(true);
  });
});
