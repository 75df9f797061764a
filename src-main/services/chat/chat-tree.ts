import type { Chat } from '../../../src-shared/contract/schemas/chat';

/**
 * Checks what the schema cannot: the turns form a tree. Ids are unique, every parent exists,
 * following parents always reaches a root (no cycles), and the chosen root and children point
 * at turns that are really there. Returns the problems in words, empty when the chat is sound.
 */
export function chatTreeProblems(chat: Chat): string[] {
  const problems: string[] = [];
  const byId = new Map<string, Chat['turns'][number]>();
  for (const turn of chat.turns) {
    if (byId.has(turn.id)) problems.push(`turn ${turn.id} appears twice`);
    byId.set(turn.id, turn);
  }
  for (const turn of chat.turns) {
    if (turn.parentId !== null && !byId.has(turn.parentId))
      problems.push(`turn ${turn.id} has a parent (${turn.parentId}) that is not in the chat`);
    if (turn.activeChildId !== null && byId.get(turn.activeChildId)?.parentId !== turn.id)
      problems.push(`turn ${turn.id} chooses ${turn.activeChildId}, which is not one of its children`);
  }
  // Walk up from each turn; a path longer than the chat is a cycle.
  const reachesRoot = new Set<string>();
  for (const turn of chat.turns) {
    const path: string[] = [];
    let current: typeof turn | undefined = turn;
    while (current && current.parentId !== null && !reachesRoot.has(current.id)) {
      path.push(current.id);
      if (path.length > chat.turns.length) {
        problems.push(`turn ${turn.id} is its own ancestor`);
        break;
      }
      current = byId.get(current.parentId);
    }
    if (path.length <= chat.turns.length) for (const id of path) reachesRoot.add(id);
  }
  if (chat.activeRootId !== null && byId.get(chat.activeRootId)?.parentId !== null)
    problems.push(`the chosen first turn ${chat.activeRootId} is not a root turn of the chat`);
  return problems.slice(0, 20);
}
