// @vitest-environment jsdom
import '../../../../../support/renderer/dom-shims';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StorageFile } from '@/lib/contract';
import { CommentsPanel } from '@/features/storage/components/comments-panel';
import { createFakeVerity, type FakeVerity } from '../../../../../support/renderer/fake-verity';
import { renderComponent } from '../../../../../support/renderer/render-component';
import { sampleReply, sampleThread } from '../../../../../support/storage-threads';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  delete window.verity;
});

const file = { id: 'f1', name: 'notes.md' } as StorageFile;

const graceAsks = sampleThread({
  id: 'c1',
  author: { name: 'Grace Visitor', me: false },
  content: 'Should this name the release?',
  quotedText: 'notes.md: line one',
  anchor: '{"r":"head","a":[{"line":{"n":1,"l":1}}]}',
  replies: [sampleReply({ id: 'r1', author: { name: 'Ada Operator', me: true }, content: 'Yes.' })],
});
const gone = sampleThread({ id: 'c2', deleted: true, content: '', replies: [] });

function renderPanel(): FakeVerity {
  const verity = createFakeVerity({
    'storage:comments': () => ({ comments: [graceAsks, gone] }),
    'storage:reply': () => ({ reply: sampleReply({ id: 'r2' }), opId: 'op1' }),
  });
  window.verity = verity.api;
  renderComponent(<CommentsPanel file={file} />);
  return verity;
}

const inputsOf = (verity: FakeVerity, channel: string) =>
  verity.calls.filter((call) => call.channel === channel).map((call) => call.input);

describe('CommentsPanel', () => {
  it('shows a thread with the line it quotes and where it is, and hides the deleted one until asked', async () => {
    renderPanel();
    const thread = await screen.findByTestId('storage-thread');
    expect(within(thread).getByTestId('storage-thread-quote').textContent).toBe('notes.md: line one');
    expect(within(thread).getByTestId('storage-thread-anchor').textContent).toBe('Line 1');
    // Grace's comment is not Ada's to delete; Ada's own reply is.
    expect(within(thread).queryByTestId('storage-thread-delete')).toBeNull();
    expect(within(thread).getByTestId('storage-reply-delete')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Show deleted (1)'));
    expect(await screen.findByText('Comment deleted')).toBeTruthy();
  });

  it('sends a reply with its words, and a resolve as a reply with the action', async () => {
    const verity = renderPanel();
    const thread = await screen.findByTestId('storage-thread');
    const send = within(thread).getByTestId('storage-reply-send') as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(thread).getByTestId('storage-reply-input'), { target: { value: 'Added it.' } });
    fireEvent.click(send);
    await waitFor(() =>
      expect(inputsOf(verity, 'storage:reply')).toEqual([
        { fileId: 'f1', commentId: 'c1', content: 'Added it.' },
      ]),
    );
    fireEvent.click(within(thread).getByTestId('storage-thread-resolve'));
    await waitFor(() =>
      expect(inputsOf(verity, 'storage:reply')[1]).toEqual({
        fileId: 'f1',
        commentId: 'c1',
        action: 'resolve',
      }),
    );
  });
});
