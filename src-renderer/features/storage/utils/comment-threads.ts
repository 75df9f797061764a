import type { StorageComment, StorageReply } from '@/lib/contract';

/**
 * The threads to show: deleted threads and replies (which keep no content) only when asked for, except a
 * deleted thread's place is kept when it still has replies someone may want to read.
 */
export function visibleThreads(comments: readonly StorageComment[], showDeleted: boolean): StorageComment[] {
  if (showDeleted) return [...comments];
  return comments
    .map((comment) => ({ ...comment, replies: comment.replies.filter((reply) => !reply.deleted) }))
    .filter((comment) => !comment.deleted || comment.replies.length > 0);
}

/** How many threads and replies `visibleThreads` leaves out when deleted ones are hidden. */
export function hiddenCount(comments: readonly StorageComment[]): number {
  const shown = visibleThreads(comments, false);
  const count = (threads: readonly StorageComment[]) =>
    threads.reduce((sum, thread) => sum + 1 + thread.replies.length, 0);
  return count(comments) - count(shown);
}

/** The region classifiers of the service's anchors (line, txt, page, rect, matrix). */
interface AnchorRegion {
  line?: { n?: number; l?: number };
  txt?: { o?: number; l?: number };
  page?: { p?: number };
  rect?: unknown;
  matrix?: { c?: number; r?: number };
}

/**
 * Where in the file a comment's anchor points, in words ("Line 3", "Lines 3–5", "Page 2", "An area"; numbers as
 * the anchor gives them), and on
 * which version when not the current one; null for no anchor. An anchor is a JSON string the writing app
 * made up (the service stores it as it came): what cannot be read is shown as "A part of the file".
 */
export function anchorLabel(anchor: string | null): string | null {
  if (anchor === null) return null;
  let parsed: { r?: unknown; a?: AnchorRegion[] };
  try {
    parsed = JSON.parse(anchor) as typeof parsed;
  } catch {
    return 'A part of the file';
  }
  const region = Array.isArray(parsed?.a) ? parsed.a[0] : undefined;
  const version = typeof parsed?.r === 'string' && parsed.r !== 'head' ? ` of version ${parsed.r}` : '';
  const first = region?.line?.n;
  if (typeof first === 'number') {
    const count = region?.line?.l ?? 1;
    return count > 1 ? `Lines ${first}–${first + count - 1}${version}` : `Line ${first}${version}`;
  }
  const text = region?.txt;
  if (typeof text?.o === 'number') return `Characters ${text.o}–${text.o + (text.l ?? 0)}${version}`;
  if (typeof region?.page?.p === 'number') return `Page ${region.page.p}${version}`;
  const cell = region?.matrix;
  if (typeof cell?.c === 'number' && typeof cell.r === 'number')
    return `Cell at column ${cell.c}, row ${cell.r}${version}`;
  if (region?.rect !== undefined) return `An area${version}`;
  return `A part of the file${version}`;
}

/** What a reply says: its words, else what its action did. */
export function replyText(reply: StorageReply): string {
  if (reply.deleted) return 'Reply deleted';
  if (reply.content !== '') return reply.content;
  return reply.action === 'resolve' ? 'Marked as resolved' : reply.action === 'reopen' ? 'Reopened' : '';
}
