import { ChatSchema, type Chat } from '@/lib/contract';

export type ImportResult = { ok: true; chat: Chat } | { ok: false; error: string };

const WHAT_TO_DO = 'Choose a file saved with Export → Chat as JSON.';

/** "turns.2.role" style paths, for the first few problems the schema found. */
function describeIssues(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>): string {
  const shown = issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || 'the file'}: ${issue.message}`);
  const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : '';
  return `${shown.join('; ')}${more}`;
}

/**
 * Reads a chat exported as JSON (Export → Chat as JSON) back as a new chat: every branch, run setting,
 * stored response and timeline as exported. It gets a new id, so importing the export of a chat that is
 * still here never overwrites it, and counts as updated now, so it tops the list. A file that is not such
 * a chat is refused with what is wrong, and nothing is imported.
 */
export function parseChatImport(text: string, newId: string, now: number = Date.now()): ImportResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `The file is not JSON (${reason}). ${WHAT_TO_DO}` };
  }
  const parsed = ChatSchema.safeParse(value);
  if (!parsed.success)
    return {
      ok: false,
      error: `The file is not a Verity chat: ${describeIssues(parsed.error.issues)}. ${WHAT_TO_DO}`,
    };
  return { ok: true, chat: { ...parsed.data, id: newId, updatedAt: now } };
}
