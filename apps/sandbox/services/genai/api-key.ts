// API keys for the generation & files API: sent as `x-goog-api-key` (current SDKs) or `?key=` (older ones).
import type { IncomingMessage } from 'node:http';
import type { Reply } from '../../http/reply';
import { secretMatches } from '../../http/secrets';
import { GENAI_ERRORS } from './genai-errors';

export type ApiKeyCheck = 'valid' | 'missing' | 'invalid';

/** The header wins over the query parameter when both are present, as in the Google front end. */
export function checkApiKey(req: IncomingMessage, url: URL, expected: string): ApiKeyCheck {
  const header = req.headers['x-goog-api-key'];
  const presented = typeof header === 'string' && header !== '' ? header : url.searchParams.get('key');
  if (presented === null || presented === '') return 'missing';
  return secretMatches(presented, expected) ? 'valid' : 'invalid';
}

const MESSAGE = 'API key not valid. Please pass a valid API key.';

/**
 * 400 API_KEY_INVALID in the real body shape (FirebaseExtended/vertexai-sdk-test-data:
 * mock-responses/googleai/unary-failure-api-key.json), except that DebugInfo never repeats the key.
 */
export function sendApiKeyInvalid(reply: Reply, check: Exclude<ApiKeyCheck, 'valid'>): void {
  GENAI_ERRORS.send(reply, 400, MESSAGE, {
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'API_KEY_INVALID',
        domain: 'googleapis.com',
        metadata: { service: 'generativelanguage.googleapis.com' },
      },
      { '@type': 'type.googleapis.com/google.rpc.LocalizedMessage', locale: 'en-US', message: MESSAGE },
      {
        '@type': 'type.googleapis.com/google.rpc.DebugInfo',
        detail: check === 'missing' ? 'No API key was sent' : 'Invalid API key',
      },
    ],
  });
}
