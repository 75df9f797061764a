import type { Chat, ChatTurn, Content } from '@/lib/contract';

/**
 * A chat is a tree of turns: editing a user turn or regenerating a model turn adds a sibling, and each
 * turn remembers which child is shown (`activeChildId`; `Chat.activeRootId` for the first message).
 * Every function here is pure and returns a new Chat, so unchanged turns keep their identity and
 * memoized rows do not re-render.
 */

export interface TurnIndex {
  byId: ReadonlyMap<string, ChatTurn>;
  /** Children per parent id (null = roots), in creation order. */
  children: ReadonlyMap<string | null, readonly ChatTurn[]>;
}

export function indexTurns(turns: readonly ChatTurn[]): TurnIndex {
  const byId = new Map<string, ChatTurn>();
  const children = new Map<string | null, ChatTurn[]>();
  for (const turn of turns) {
    byId.set(turn.id, turn);
    const list = children.get(turn.parentId) ?? [];
    list.push(turn);
    children.set(turn.parentId, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.createdAt - b.createdAt);
  return { byId, children };
}

/** The first active turn: the chosen root, or the newest root when the choice is missing. */
function activeRoot(chat: Chat, index: TurnIndex): ChatTurn | undefined {
  const chosen = chat.activeRootId === null ? undefined : index.byId.get(chat.activeRootId);
  if (chosen && chosen.parentId === null) return chosen;
  return index.children.get(null)?.at(-1);
}

/** The turns shown, root to leaf; it stops where a turn has no chosen child (a comparison to pick from). */
export function activePath(chat: Chat, index: TurnIndex = indexTurns(chat.turns)): ChatTurn[] {
  const path: ChatTurn[] = [];
  let turn = activeRoot(chat, index);
  // Bounded by the number of turns, so a corrupted cycle cannot loop forever.
  while (turn && path.length < chat.turns.length) {
    path.push(turn);
    const next: ChatTurn | undefined =
      turn.activeChildId === null ? undefined : index.byId.get(turn.activeChildId);
    turn = next && next.parentId === turn.id ? next : undefined;
  }
  return path;
}

/** The turn and its ancestors, root first (what the service sees when answering below it). */
export function pathTo(chat: Chat, turnId: string, index: TurnIndex = indexTurns(chat.turns)): ChatTurn[] {
  const path: ChatTurn[] = [];
  let turn = index.byId.get(turnId);
  while (turn && path.length < chat.turns.length) {
    path.unshift(turn);
    turn = turn.parentId === null ? undefined : index.byId.get(turn.parentId);
  }
  return path;
}

export interface SiblingPosition {
  /** Zero-based position among the siblings, in creation order. */
  position: number;
  count: number;
  previousId: string | null;
  nextId: string | null;
}

export function siblingPosition(turn: ChatTurn, index: TurnIndex): SiblingPosition {
  const siblings = index.children.get(turn.parentId) ?? [turn];
  const position = Math.max(
    0,
    siblings.findIndex((sibling) => sibling.id === turn.id),
  );
  return {
    position,
    count: siblings.length,
    previousId: siblings[position - 1]?.id ?? null,
    nextId: siblings[position + 1]?.id ?? null,
  };
}

/** Points the turn's parent (or the chat, for a root) at the given child. */
function choose(chat: Chat, parentId: string | null, childId: string | null): Chat {
  if (parentId === null) return { ...chat, activeRootId: childId };
  return {
    ...chat,
    turns: chat.turns.map((turn) => (turn.id === parentId ? { ...turn, activeChildId: childId } : turn)),
  };
}

/** Adds a turn under its parent; `activate` makes it the shown child (false leaves a comparison open). */
export function appendTurn(chat: Chat, turn: ChatTurn, activate = true): Chat {
  if (turn.parentId !== null && !chat.turns.some((existing) => existing.id === turn.parentId))
    throw new Error(`no turn ${turn.parentId} to answer`);
  const added = { ...chat, turns: [...chat.turns, turn] };
  return activate ? choose(added, turn.parentId, turn.id) : added;
}

/** Shows this turn instead of its siblings (the ‹ 2/3 › arrows, or "keep this one" in compare mode). */
export function selectTurn(chat: Chat, turnId: string): Chat {
  const turn = chat.turns.find((candidate) => candidate.id === turnId);
  if (!turn) return chat;
  return choose(chat, turn.parentId, turn.id);
}

/** Replaces one turn through `update`; the other turns keep their identity. */
export function updateTurn(chat: Chat, turnId: string, update: (turn: ChatTurn) => ChatTurn): Chat {
  let changed = false;
  const turns = chat.turns.map((turn) => {
    if (turn.id !== turnId) return turn;
    changed = true;
    return update(turn);
  });
  return changed ? { ...chat, turns } : chat;
}

/**
 * An edited user turn becomes a new sibling of the original (same parent) and is shown; the original
 * branch stays reachable with the sibling arrows.
 */
export function editUserTurn(chat: Chat, turnId: string, edited: ChatTurn): Chat {
  const original = chat.turns.find((turn) => turn.id === turnId);
  if (!original || original.role !== 'user') throw new Error('only a user turn can be edited');
  return appendTurn(chat, { ...edited, role: 'user', parentId: original.parentId });
}

/** A regenerated model turn is a new sibling under the same user turn, and is shown. */
export function regenerateModelTurn(chat: Chat, turnId: string, fresh: ChatTurn): Chat {
  const original = chat.turns.find((turn) => turn.id === turnId);
  if (!original || original.role !== 'model') throw new Error('only a model turn can be regenerated');
  return appendTurn(chat, { ...fresh, role: 'model', parentId: original.parentId });
}

/** What the service is sent to answer below `turnId`: that turn's ancestor path, nothing from other branches. */
export function contentsFor(chat: Chat, turnId: string, index?: TurnIndex): Content[] {
  return turnsToContents(pathTo(chat, turnId, index));
}

/** Turns as Contents: thought summaries are dropped, and turns left with no part are skipped. */
export function turnsToContents(turns: readonly ChatTurn[]): Content[] {
  const contents: Content[] = [];
  for (const turn of turns) {
    const parts = turn.parts.filter((part) => !('thought' in part && part.thought === true));
    if (parts.length > 0) contents.push({ role: turn.role, parts });
  }
  return contents;
}

/**
 * A user turn at the end of the active path whose answers were not chosen yet (compare mode): the
 * newest two answers, oldest first, so pane A stays left after a reload.
 */
export function pendingAnswers(path: readonly ChatTurn[], index: TurnIndex): ChatTurn[] {
  const leaf = path.at(-1);
  if (!leaf || leaf.role !== 'user') return [];
  return (index.children.get(leaf.id) ?? []).filter((turn) => turn.role === 'model').slice(-2);
}
