import type { Database } from '../store/database';

export interface ChatMatch {
  id: string;
  snippet: string | null;
}

/** Characters of context kept on each side of the match in a snippet. */
const CONTEXT = 40;

/** The passage of `text` around `at`, on one line, with an ellipsis where it was cut. */
function snippetAround(text: string, at: number, length: number): string {
  const start = Math.max(0, at - CONTEXT);
  const end = Math.min(text.length, at + length + CONTEXT);
  const passage = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${passage}${end < text.length ? '…' : ''}`;
}

/**
 * Search across chats: titles and the text of every message part (every branch, thoughts included), read
 * with SQLite's JSON functions so attachments are never loaded. Matching is case-insensitive in any script
 * (done here, as SQLite's LIKE folds ASCII only). A stored chat that is not valid JSON is skipped.
 */
export function searchChats(db: Database, query: string): ChatMatch[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [];
  const rows = db
    .prepare<[], { id: string; title: string; text: string | null }>(
      `SELECT c.id, c.title, json_extract(part.value, '$.text') AS text
       FROM chats c
       LEFT JOIN json_each(CASE WHEN json_valid(c.chat) THEN c.chat ELSE '{}' END, '$.turns') AS turn
       LEFT JOIN json_each(turn.value, '$.parts') AS part
       ORDER BY c.updated_at DESC, c.id, turn.key, part.key`,
    )
    .iterate();
  const matches = new Map<string, ChatMatch>();
  for (const row of rows) {
    const found = matches.get(row.id);
    if (found?.snippet) continue;
    const at = typeof row.text === 'string' ? row.text.toLocaleLowerCase().indexOf(needle) : -1;
    if (at >= 0) matches.set(row.id, { id: row.id, snippet: snippetAround(row.text!, at, needle.length) });
    else if (!found && row.title.toLocaleLowerCase().includes(needle))
      matches.set(row.id, { id: row.id, snippet: null });
  }
  return [...matches.values()];
}
