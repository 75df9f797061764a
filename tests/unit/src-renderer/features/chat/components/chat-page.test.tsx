// @vitest-environment jsdom
import '../../../../../support/renderer/dom-shims';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Chat, ChatTurn, GenerateEvent } from '@/lib/contract';
import { useChatStore } from '@/features/chat/stores/chat-store';
import { useDraftStore } from '@/features/chat/stores/draft-store';
import { appendTurn } from '@/features/chat/utils/chat-tree';
import { newChat } from '@/features/chat/utils/new-chat';
import { renderApp, resetApp } from '../../../../../support/renderer/render-app';

// jsdom lays nothing out: give the conversation's scroller a height so the virtualizer mounts rows.
const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
beforeAll(() => {
  // jsdom has no scrolling either; following the latest message only needs the call to exist.
  Element.prototype.scrollTo ??= () => undefined;
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'conversation' ? 800 : 0;
    },
  });
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
});

afterEach(() => {
  cleanup();
  useChatStore.getState().close();
  useDraftStore.getState().load('', '', [], []);
  resetApp();
});

const turn = (id: string, parentId: string | null, role: 'user' | 'model', text: string): ChatTurn => ({
  id,
  parentId,
  role,
  parts: [{ text }],
  createdAt: id.length,
  activeChildId: null,
  result:
    role === 'model'
      ? { status: 'complete', model: 'models/m', responses: [], events: [], error: null }
      : null,
});

function storedChat(): Chat {
  let chat: Chat = { ...newChat('models/gemini-2.5-flash', 1), id: 'chat-1', title: 'Stored chat' };
  chat = appendTurn(chat, turn('u1', null, 'user', 'What is a checkpoint?'));
  chat = appendTurn(chat, turn('m1', 'u1', 'model', 'A signed tree head.'));
  return chat;
}

/** A chat store in memory, answering like main does. */
function chatHandlers(initial: Chat, draftText = '') {
  const state = { chat: initial, draft: draftText, saves: [] as Chat[], drafts: [] as string[] };
  return {
    state,
    handlers: {
      'chat:list': () => ({
        chats: [
          {
            id: state.chat.id,
            title: state.chat.title,
            updatedAt: state.chat.updatedAt,
            turns: state.chat.turns.length,
          },
        ],
      }),
      'chat:get': () => ({ chat: state.chat, draft: { text: state.draft, attachments: [], savedAt: 1 } }),
      'chat:models': () => ({
        models: [
          {
            name: 'models/gemini-2.5-flash',
            displayName: 'Gemini 2.5 Flash',
            description: '',
            inputTokenLimit: 1_000_000,
            outputTokenLimit: 65_536,
            supportedGenerationMethods: ['generateContent', 'countTokens'],
          },
        ],
      }),
      'chat:countTokens': () => ({ totalTokens: 12 }),
      'chat:save': (input: unknown) => {
        state.chat = (input as { chat: Chat }).chat;
        state.saves.push(state.chat);
        return { savedAt: Date.now() };
      },
      'chat:saveDraft': (input: unknown) => {
        state.draft = (input as { draft: { text: string } }).draft.text;
        state.drafts.push(state.draft);
        return { savedAt: Date.now() };
      },
    },
  };
}

const chunk = (text: string, finishReason?: string): GenerateEvent => ({
  type: 'chunk',
  atMs: 50,
  bytes: 80,
  response: {
    candidates: [
      { content: { role: 'model', parts: [{ text }] }, ...(finishReason ? { finishReason } : {}) },
    ],
    usageMetadata: { promptTokenCount: 9, candidatesTokenCount: 3, totalTokenCount: 12 },
  },
});

describe('chat page', () => {
  it('opens the newest chat with its turns and its unsent draft', async () => {
    const { handlers } = chatHandlers(storedChat(), 'half-written question');
    renderApp('/chat', handlers);
    expect(await screen.findByText('What is a checkpoint?')).toBeTruthy();
    expect(screen.getByText('A signed tree head.')).toBeTruthy();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('half-written question');
    expect((screen.getByLabelText('Chat title') as HTMLInputElement).value).toBe('Stored chat');
    expect(window.location.hash).toContain('chat=chat-1');
  });

  it('streams an answer into the page, sends only the branch, and Stop keeps the partial text', async () => {
    const { handlers, state } = chatHandlers(storedChat());
    const { verity } = renderApp('/chat', handlers);
    const message = await screen.findByLabelText('Message');
    fireEvent.change(message, { target: { value: 'And a shard?' } });
    fireEvent.keyDown(message, { key: 'Enter', ctrlKey: true });

    await waitFor(() => expect(verity.openStreams('chat:generate')).toBe(1));
    const generate = verity.calls.find((call) => call.channel === 'chat:generate')!.input as {
      contents: unknown[];
      settings: { model: string };
    };
    expect(generate.settings.model).toBe('models/gemini-2.5-flash');
    expect(generate.contents).toEqual([
      { role: 'user', parts: [{ text: 'What is a checkpoint?' }] },
      { role: 'model', parts: [{ text: 'A signed tree head.' }] },
      { role: 'user', parts: [{ text: 'And a shard?' }] },
    ]);
    expect((message as HTMLTextAreaElement).value).toBe('');

    act(() => {
      verity.emit('chat:generate', {
        type: 'request',
        url: 'u',
        body: {},
        sentAt: Date.now(),
        exchangeId: null,
      });
      verity.emit('chat:generate', chunk('A shard is '));
    });
    expect(await screen.findByText(/A shard is/)).toBeTruthy();
    act(() => verity.emit('chat:generate', chunk('a frozen tree')));
    await waitFor(() => expect(screen.getByText(/A shard is a frozen tree/)).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stopped — partial answer')).toBeTruthy();
    const live = screen.getAllByTestId('model-turn').at(-1)!;
    expect(live.getAttribute('data-status')).toBe('stopped');
    await waitFor(() => {
      const saved = state.chat.turns.at(-1)!;
      expect(saved.result?.status).toBe('stopped');
      expect(saved.parts).toEqual([{ text: 'A shard is a frozen tree' }]);
    });
  });

  it('a finished answer shows its finish reason and usage; the chat is saved at the end', async () => {
    const { handlers, state } = chatHandlers(storedChat());
    const { verity } = renderApp('/chat', handlers);
    const message = await screen.findByLabelText('Message');
    fireEvent.change(message, { target: { value: 'Short answer please' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(verity.openStreams('chat:generate')).toBe(1));
    act(() => {
      verity.emit('chat:generate', chunk('Done.', 'STOP'));
      verity.finish('chat:generate', { status: 'complete', totalMs: 60, chunks: 1 });
    });
    const answer = await waitFor(() => {
      const last = screen.getAllByTestId('model-turn').at(-1)!;
      expect(last.getAttribute('data-status')).toBe('complete');
      return last;
    });
    expect(within(answer).getByTestId('finish-reason').textContent).toBe('STOP');
    expect(within(answer).getByTestId('turn-usage').textContent).toContain('total 12 tokens');
    await waitFor(() => expect(state.chat.turns.at(-1)!.result?.status).toBe('complete'));
    expect(state.chat.title).toBe('Stored chat');
  });

  it('an invalid setting disables Send and says why, next to the field and the button', async () => {
    const { handlers } = chatHandlers(storedChat());
    renderApp('/chat', handlers);
    fireEvent.change(await screen.findByLabelText('Message'), { target: { value: 'hello' } });
    fireEvent.change(screen.getByLabelText('Temperature'), { target: { value: '3' } });
    expect(await screen.findByText('must be at most 2')).toBeTruthy();
    expect(screen.getByTestId('send-blocker').textContent).toBe(
      'Fix the run settings — Temperature: must be at most 2',
    );
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Temperature'), { target: { value: '0.5' } });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('saves the draft as it is typed, and at once when the box loses focus', async () => {
    const { handlers, state } = chatHandlers(storedChat());
    renderApp('/chat', handlers);
    const message = await screen.findByLabelText('Message');
    fireEvent.change(message, { target: { value: 'typing…' } });
    await waitFor(() => expect(state.drafts.at(-1)).toBe('typing…'), { timeout: 2000 });
    fireEvent.change(message, { target: { value: 'typing… more' } });
    fireEvent.blur(message);
    await waitFor(() => expect(state.draft).toBe('typing… more'));
  });

  it('compare mode streams both panes with their own settings, and "Keep this one" continues with it', async () => {
    const { handlers, state } = chatHandlers(storedChat());
    const { verity } = renderApp('/chat', handlers);
    const message = await screen.findByLabelText('Message');
    fireEvent.click(screen.getByLabelText('Compare mode'));
    fireEvent.click(await screen.findByText('Pane B'));
    fireEvent.change(screen.getByLabelText('Temperature'), { target: { value: '1.5' } });
    fireEvent.change(message, { target: { value: 'Compare these' } });
    fireEvent.keyDown(message, { key: 'Enter', ctrlKey: true });

    await waitFor(() => expect(verity.openStreams('chat:generate')).toBe(2));
    const runs = verity.calls
      .filter((call) => call.channel === 'chat:generate')
      .map((call) => (call.input as { settings: { temperature: number | null } }).settings.temperature);
    expect(runs).toEqual([null, 1.5]);
    act(() => {
      verity.emit('chat:generate', chunk('Same words', 'STOP'));
      verity.finish('chat:generate', { status: 'complete', totalMs: 5, chunks: 1 });
    });
    const paneB = await screen.findByTestId('compare-pane-b');
    await waitFor(() =>
      expect(within(paneB).getByTestId('model-turn').getAttribute('data-status')).toBe('complete'),
    );
    fireEvent.change(message, { target: { value: 'next' } });
    expect(screen.getByTestId('send-blocker').textContent).toMatch(/Keep one of the two answers first/);

    fireEvent.click(within(paneB).getByRole('button', { name: 'Keep the answer of pane B' }));
    await waitFor(() => expect(screen.queryByTestId('compare-panes')).toBeNull());
    await waitFor(() => {
      const user = state.chat.turns.find((t) =>
        t.parts.some((p) => 'text' in p && p.text === 'Compare these'),
      )!;
      const answers = state.chat.turns.filter((t) => t.parentId === user.id);
      expect(answers).toHaveLength(2);
      expect(user.activeChildId).toBe(answers[1]!.id);
      expect(state.chat.compareSettings?.temperature).toBe(1.5);
    });
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
