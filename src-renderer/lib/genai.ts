/**
 * The pure generation helpers shared with main, as the renderer's features see them: the exact request
 * body for a chat's settings and contents, and the fold of a stream of responses into one answer.
 */
export { buildGenerateContentRequest } from '../../src-shared/genai/build-request';
export { foldResponses, toContentParts } from '../../src-shared/genai/fold-responses';
export type { FunctionCallSummary, TurnSummary } from '../../src-shared/genai/fold-responses';
