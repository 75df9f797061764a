import type { GenerateEvent, GenerateOutcome, InputOf, StreamHandle } from '@/lib/contract';
import { getVerity } from '@/lib/verity';

/**
 * Starts one generation. Events arrive in order (request, retries, first byte, chunks, error); the
 * handle's `done` settles with the outcome, and `cancel()` is Stop: main aborts the HTTP request.
 */
export function startGeneration(
  input: InputOf<'chat:generate'>,
  onEvent: (event: GenerateEvent) => void,
): StreamHandle<GenerateOutcome> {
  return getVerity().chat.generate(input, onEvent);
}
