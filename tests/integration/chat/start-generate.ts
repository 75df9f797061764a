// Starts chat:generate through the core's router the way a renderer would, keeping every event.
import type { Core } from '../../../src-main/core/create-core';
import type { Result } from '../../../src-shared/contract/result';
import type { GenerateEvent, GenerateOutcome } from '../../../src-shared/contract/schemas/chat';
import { TEST_CTX } from '../../support/test-core';

export function startGenerate(core: Core, input: Record<string, unknown>) {
  const events: GenerateEvent[] = [];
  const run = core.router.stream(
    'chat:generate',
    input,
    { event: (event) => events.push(event as GenerateEvent) },
    TEST_CTX,
  );
  return { events, cancel: run.cancel, done: run.done as Promise<Result<GenerateOutcome>> };
}
