import { describe, expect, it } from 'vitest';
import {
  anchorLabel,
  hiddenCount,
  replyText,
  visibleThreads,
} from '@/features/storage/utils/comment-threads';
import { sampleReply, sampleThread } from '../../../../../support/storage-threads';

const reply = sampleReply;
const thread = sampleThread;

describe('visibleThreads', () => {
  const comments = [
    thread({
      id: 'live',
      replies: [reply({ id: 'kept' }), reply({ id: 'gone', deleted: true, content: '' })],
    }),
    thread({ id: 'deleted', deleted: true, content: '', replies: [reply({ id: 'gone2', deleted: true })] }),
    thread({ id: 'deleted-with-answer', deleted: true, content: '', replies: [reply({ id: 'answer' })] }),
  ];

  it('hides deleted threads and replies, keeping a deleted thread that still has a reply to read', () => {
    const shown = visibleThreads(comments, false);
    expect(shown.map((comment) => [comment.id, comment.replies.map((item) => item.id)])).toEqual([
      ['live', ['kept']],
      ['deleted-with-answer', ['answer']],
    ]);
    expect(hiddenCount(comments)).toBe(3);
  });

  it('shows everything when asked', () => {
    expect(visibleThreads(comments, true)).toEqual(comments);
    expect(hiddenCount([thread({})])).toBe(0);
  });
});

describe('anchorLabel', () => {
  it('names lines, characters, pages, areas and cells, and the version when not the current one', () => {
    expect(anchorLabel('{"r":"head","a":[{"line":{"n":3,"l":1}}]}')).toBe('Line 3');
    expect(anchorLabel('{"r":"head","a":[{"line":{"n":3,"l":3}}]}')).toBe('Lines 3–5');
    expect(anchorLabel('{"r":"0Babc","a":[{"txt":{"o":10,"l":5}}]}')).toBe(
      'Characters 10–15 of version 0Babc',
    );
    expect(anchorLabel('{"r":"head","a":[{"page":{"p":2}}]}')).toBe('Page 2');
    expect(anchorLabel('{"r":"head","a":[{"rect":{"x":1,"y":2,"w":3,"h":4}}]}')).toBe('An area');
    expect(anchorLabel('{"r":"head","a":[{"matrix":{"c":2,"r":7}}]}')).toBe('Cell at column 2, row 7');
  });

  it('reads no anchor as none, and one it cannot read as a part of the file', () => {
    expect(anchorLabel(null)).toBeNull();
    expect(anchorLabel('not json')).toBe('A part of the file');
    expect(anchorLabel('null')).toBe('A part of the file');
    expect(anchorLabel('{"r":"head","a":[]}')).toBe('A part of the file');
  });
});

describe('replyText', () => {
  it('gives the words, else what the reply did, and says when it was deleted', () => {
    expect(replyText(reply({}))).toBe('Yes');
    expect(replyText(reply({ content: '', action: 'resolve' }))).toBe('Marked as resolved');
    expect(replyText(reply({ content: '', action: 'reopen' }))).toBe('Reopened');
    expect(replyText(reply({ content: 'Done', action: 'resolve' }))).toBe('Done');
    expect(replyText(reply({ content: '', deleted: true }))).toBe('Reply deleted');
  });
});
