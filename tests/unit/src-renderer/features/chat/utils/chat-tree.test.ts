import { describe, expect, it } from 'vitest';
import type { Chat, ChatTurn } from '@/lib/contract';
import {
  activePath,
  appendTurn,
  contentsFor,
  editUserTurn,
  indexTurns,
  pathTo,
  pendingAnswers,
  regenerateModelTurn,
  selectTurn,
  siblingPosition,
  turnsToContents,
  updateTurn,
} from '@/features/chat/utils/chat-tree';
import { newChat } from '@/features/chat/utils/new-chat';

let clock = 1000;
function turn(id: string, parentId: string | null, role: 'user' | 'model', text: string): ChatTurn {
  clock += 1;
  return {
    id,
    parentId,
    role,
    parts: text ? [{ text }] : [],
    createdAt: clock,
    activeChildId: null,
    result: null,
  };
}

/** u1 → m1 → u2 → m2, built the way the page builds it. */
function linearChat(): Chat {
  let chat = newChat('models/test');
  chat = appendTurn(chat, turn('u1', null, 'user', 'hello'));
  chat = appendTurn(chat, turn('m1', 'u1', 'model', 'hi'));
  chat = appendTurn(chat, turn('u2', 'm1', 'user', 'how are you'));
  chat = appendTurn(chat, turn('m2', 'u2', 'model', 'fine'));
  return chat;
}

const ids = (turns: readonly ChatTurn[]) => turns.map((t) => t.id);

describe('chat tree', () => {
  it('follows the chosen root and children to the leaf', () => {
    const chat = linearChat();
    expect(chat.activeRootId).toBe('u1');
    expect(ids(activePath(chat))).toEqual(['u1', 'm1', 'u2', 'm2']);
    expect(ids(pathTo(chat, 'u2'))).toEqual(['u1', 'm1', 'u2']);
  });

  it('refuses a turn whose parent does not exist', () => {
    expect(() => appendTurn(newChat(), turn('x', 'missing', 'user', 'a'))).toThrow(/no turn missing/);
  });

  it('an edited user turn is a new sibling branch, shown, with the original still reachable', () => {
    let chat = linearChat();
    chat = editUserTurn(chat, 'u2', turn('u2b', 'ignored', 'user', 'how old are you'));
    expect(chat.turns.find((t) => t.id === 'u2b')?.parentId).toBe('m1');
    expect(ids(activePath(chat))).toEqual(['u1', 'm1', 'u2b']);
    const index = indexTurns(chat.turns);
    expect(
      siblingPosition(
        chat.turns.find((t) => t.id === 'u2b')!,
        index,
      ),
    ).toEqual({
      position: 1,
      count: 2,
      previousId: 'u2',
      nextId: null,
    });
    // Back to the first version: its whole branch comes back.
    chat = selectTurn(chat, 'u2');
    expect(ids(activePath(chat))).toEqual(['u1', 'm1', 'u2', 'm2']);
  });

  it('editing the first message makes a second root', () => {
    let chat = linearChat();
    chat = editUserTurn(chat, 'u1', turn('u1b', null, 'user', 'hey'));
    expect(chat.activeRootId).toBe('u1b');
    expect(ids(activePath(chat))).toEqual(['u1b']);
    chat = selectTurn(chat, 'u1');
    expect(ids(activePath(chat))).toEqual(['u1', 'm1', 'u2', 'm2']);
  });

  it('a regenerated model turn is a sibling of the original and becomes the shown answer', () => {
    let chat = linearChat();
    chat = regenerateModelTurn(chat, 'm2', turn('m2b', null, 'model', 'great'));
    expect(ids(activePath(chat))).toEqual(['u1', 'm1', 'u2', 'm2b']);
    const position = siblingPosition(
      chat.turns.find((t) => t.id === 'm2')!,
      indexTurns(chat.turns),
    );
    expect(position).toMatchObject({ position: 0, count: 2, nextId: 'm2b' });
    expect(() => regenerateModelTurn(chat, 'u2', turn('z', null, 'model', ''))).toThrow();
    expect(() => editUserTurn(chat, 'm2', turn('z', null, 'user', ''))).toThrow();
  });

  it('sends only the ancestor path of the turn, never another branch', () => {
    let chat = linearChat();
    chat = editUserTurn(chat, 'u2', turn('u2b', null, 'user', 'other question'));
    chat = appendTurn(chat, turn('m3', 'u2b', 'model', 'other answer'));
    expect(contentsFor(chat, 'u2b')).toEqual([
      { role: 'user', parts: [{ text: 'hello' }] },
      { role: 'model', parts: [{ text: 'hi' }] },
      { role: 'user', parts: [{ text: 'other question' }] },
    ]);
    const sent = JSON.stringify(contentsFor(chat, 'm3'));
    expect(sent).not.toContain('how are you');
    expect(sent).not.toContain('fine');
  });

  it('drops thought parts and empty turns (a failed answer) from what is sent', () => {
    const thinking = {
      ...turn('m', 'u', 'model', ''),
      parts: [{ text: 'hmm', thought: true }, { text: 'yes' }],
    };
    const failed = turn('f', 'u', 'model', '');
    expect(turnsToContents([turn('u', null, 'user', 'q'), failed, thinking])).toEqual([
      { role: 'user', parts: [{ text: 'q' }] },
      { role: 'model', parts: [{ text: 'yes' }] },
    ]);
  });

  it('answers appended without activation wait as a comparison, newest two, oldest first', () => {
    let chat = newChat();
    chat = appendTurn(chat, turn('u1', null, 'user', 'q'));
    chat = appendTurn(chat, turn('a', 'u1', 'model', 'A'), false);
    chat = appendTurn(chat, turn('b', 'u1', 'model', 'B'), false);
    const index = indexTurns(chat.turns);
    const path = activePath(chat, index);
    expect(ids(path)).toEqual(['u1']);
    expect(ids(pendingAnswers(path, index))).toEqual(['a', 'b']);
    chat = selectTurn(chat, 'b');
    const after = activePath(chat);
    expect(ids(after)).toEqual(['u1', 'b']);
    expect(pendingAnswers(after, indexTurns(chat.turns))).toEqual([]);
  });

  it('keeps unchanged turns identical, so memoized rows skip rendering', () => {
    const chat = linearChat();
    const next = updateTurn(chat, 'm2', (t) => ({ ...t, parts: [{ text: 'fine, thanks' }] }));
    expect(next.turns[0]).toBe(chat.turns[0]);
    expect(next.turns[3]).not.toBe(chat.turns[3]);
    expect(updateTurn(chat, 'missing', (t) => t)).toBe(chat);
  });

  it('survives a corrupted tree: dangling ids and cycles end the path', () => {
    const chat = linearChat();
    const dangling = { ...chat, activeRootId: 'gone' };
    expect(ids(activePath(dangling))).toEqual(['u1', 'm1', 'u2', 'm2']);
    const cyclic: Chat = {
      ...chat,
      turns: chat.turns.map((t) => (t.id === 'm2' ? { ...t, activeChildId: 'u1' } : t)),
    };
    expect(ids(activePath(cyclic))).toEqual(['u1', 'm1', 'u2', 'm2']);
    const loop: Chat = {
      ...newChat(),
      turns: [
        { ...turn('p', 'q', 'user', 'x'), activeChildId: 'q' },
        { ...turn('q', 'p', 'model', 'y'), activeChildId: 'p' },
      ],
    };
    expect(pathTo(loop, 'p').length).toBeLessThanOrEqual(2);
  });
});
