import { describe, expect, it } from 'vitest';
import type { ApiErrorInfo, GenerateEvent, JsonObject } from '@/lib/contract';
import { applyEvents, finishTurn, resetTurn } from '@/features/chat/utils/live-turn';
import { newModelTurn } from '@/features/chat/utils/new-chat';

const chunk = (text: string, extra: JsonObject = {}): GenerateEvent => ({
  type: 'chunk',
  atMs: 10,
  bytes: 50,
  response: { candidates: [{ content: { role: 'model', parts: [{ text }] }, ...extra }] },
});

const midStream: ApiErrorInfo = {
  httpStatus: 503,
  status: 'UNAVAILABLE',
  message: 'The model is overloaded.',
  details: [],
  retryAfterSeconds: null,
  phase: 'mid-stream',
};

describe('live model turn', () => {
  it('folds streamed chunks into the turn parts as they arrive', () => {
    let turn = newModelTurn('u', 'models/m', 1);
    turn = applyEvents(turn, [{ type: 'first-byte', atMs: 5 }, chunk('Hel')]);
    expect(turn.parts).toEqual([{ text: 'Hel' }]);
    turn = applyEvents(turn, [chunk('lo'), chunk(' world', { finishReason: 'STOP' })]);
    expect(turn.parts).toEqual([{ text: 'Hello world' }]);
    expect(turn.result?.responses).toHaveLength(3);
    expect(turn.result?.events.map((event) => event.type)).toEqual(['first-byte', 'chunk', 'chunk', 'chunk']);
    // Events without a chunk keep the parts array as it was (rows memoized on it stay put).
    expect(applyEvents(turn, [{ type: 'first-byte', atMs: 6 }]).parts).toBe(turn.parts);
  });

  it('a mid-stream error keeps the partial text and ends the turn as an error', () => {
    let turn = applyEvents(newModelTurn('u', 'models/m'), [
      chunk('Partial'),
      { type: 'error', atMs: 30, error: midStream },
    ]);
    turn = finishTurn(turn, { ok: true, value: { status: 'error', totalMs: 30, chunks: 1 } });
    expect(turn.parts).toEqual([{ text: 'Partial' }]);
    expect(turn.result).toMatchObject({ status: 'error', error: midStream });
  });

  it('Stop (CANCELLED) keeps the partial answer as stopped', () => {
    const turn = finishTurn(applyEvents(newModelTurn('u', 'models/m'), [chunk('Half an ans')]), {
      ok: false,
      error: { code: 'CANCELLED', message: 'Cancelled' },
    });
    expect(turn.result?.status).toBe('stopped');
    expect(turn.result?.error).toBeNull();
    expect(turn.parts).toEqual([{ text: 'Half an ans' }]);
  });

  it('a call Verity refused before sending becomes a shown error that says nothing was sent', () => {
    const turn = finishTurn(newModelTurn('u', 'models/m'), {
      ok: false,
      error: { code: 'VAULT', message: 'No API key for genai', details: { service: 'genai' } },
    });
    expect(turn.result?.status).toBe('error');
    expect(turn.result?.error).toMatchObject({
      status: 'VAULT',
      message: 'No API key for genai',
      phase: 'not-sent',
    });
    expect(turn.result?.error?.details).toEqual([{ service: 'genai' }]);
  });

  it('retry in place clears the old answer', () => {
    const done = finishTurn(applyEvents(newModelTurn('u', 'models/a'), [chunk('x')]), {
      ok: true,
      value: { status: 'complete', totalMs: 1, chunks: 1 },
    });
    const again = resetTurn(done, 'models/b');
    expect(again.id).toBe(done.id);
    expect(again.parts).toEqual([]);
    expect(again.result).toEqual({
      status: 'streaming',
      model: 'models/b',
      responses: [],
      events: [],
      error: null,
    });
  });
});
