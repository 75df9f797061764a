import { IconFileSearch, IconFingerprint, IconMail } from '@tabler/icons-react';
import { parseLookup } from '@/lib/log-lookup';
import { entryIndexPath, entryPath } from '@/lib/log-screens';
import type { ConsoleCommand } from './use-console-commands';

/** An artifact digest as Rekor's index takes one: prefixed, or bare with the algorithm its length implies. */
const ARTIFACT_HASH =
  /^(?:sha256:[0-9a-f]{64}|sha1:[0-9a-f]{40}|sha512:[0-9a-f]{128}|[0-9a-f]{40}|[0-9a-f]{64}|[0-9a-f]{128})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const shorten = (hex: string) => (hex.length > 24 ? `${hex.slice(0, 20)}…` : hex);

/**
 * What the palette opens for what was typed, as search.sigstore.dev's one box does: a log index, a UUID
 * or entry ID opens that entry; an artifact hash or an e-mail searches for it (a 64-hex value may be
 * either a UUID or a SHA-256, so both are offered). Each command lists the query as a keyword, so the
 * palette's filter keeps it.
 */
export function lookupCommands(query: string, open: (path: string) => void): ConsoleCommand[] {
  const text = query.trim();
  const lowered = text.toLowerCase();
  const lookup = parseLookup(text);
  const commands: Array<Omit<ConsoleCommand, 'group' | 'keywords'>> = [];
  if (lookup.kind === 'index') {
    commands.push({
      id: 'open-index',
      label: `Open the entry at log index ${lookup.logIndex}`,
      description: 'The global index, across every shard',
      icon: IconFingerprint,
      run: () => open(entryIndexPath(lookup.logIndex)),
    });
  } else if (lookup.kind === 'uuid' || lookup.kind === 'entry-id') {
    commands.push({
      id: 'open-entry',
      label: `Open entry ${shorten(lookup.entryId)}`,
      description: lookup.kind === 'uuid' ? 'By UUID, looked up on every shard' : 'By entry ID, on its shard',
      icon: IconFingerprint,
      run: () => open(entryPath(lookup.entryId)),
    });
  }
  if (ARTIFACT_HASH.test(lowered)) {
    commands.push({
      id: 'search-hash',
      label: `Search for artifact hash ${shorten(lowered)}`,
      description: 'Entries that record this digest',
      icon: IconFileSearch,
      run: () => open(`/log/search?${new URLSearchParams({ hash: lowered })}`),
    });
  } else if (EMAIL.test(text)) {
    commands.push({
      id: 'search-email',
      label: `Search for entries signed by ${text}`,
      description: 'The e-mail in the signing certificate',
      icon: IconMail,
      run: () => open(`/log/search?${new URLSearchParams({ email: text })}`),
    });
  }
  return commands.map((command) => ({ ...command, group: 'Open', keywords: [query] }));
}
