import { describe, expect, it } from 'vitest';
import type { ApiErrorInfo, JsonValue } from '@/lib/contract';
import { errorAdvice } from '@/features/chat/utils/error-advice';
import apiKeyInvalid from '../../../../../fixtures/genai/errors/400-invalid-argument-api-key.json';
import notFound from '../../../../../fixtures/genai/errors/404-not-found-model.json';

const fromBody = (body: { error: { code: number; status: string; message: string; details?: unknown[] } }) =>
  ({
    httpStatus: body.error.code,
    status: body.error.status,
    message: body.error.message,
    details: (body.error.details ?? []) as JsonValue[],
    retryAfterSeconds: null,
    phase: 'before-stream',
  }) satisfies ApiErrorInfo;

describe('errorAdvice', () => {
  it('sends a key the service refuses (the real API_KEY_INVALID body) to Settings → Credentials', () => {
    expect(errorAdvice(fromBody(apiKeyInvalid))).toEqual({
      hint: "The service does not accept the active profile's API key. Enter a valid one in",
      credentials: true,
    });
  });

  it('says a call stopped in Verity was never sent, and where a missing key goes', () => {
    const missing: ApiErrorInfo = {
      httpStatus: null,
      status: 'VAULT',
      message: 'No API key for this profile "prod"',
      details: [],
      retryAfterSeconds: null,
      phase: 'not-sent',
    };
    expect(errorAdvice(missing)).toMatchObject({
      hint: expect.stringMatching(/^Nothing was sent/),
      credentials: true,
    });
    expect(errorAdvice({ ...missing, status: 'VALIDATION' })).toMatchObject({ credentials: false });
  });

  it('sends a profile without a generation base URL to Settings → Profiles, not to its credentials', () => {
    const unused: ApiErrorInfo = {
      httpStatus: null,
      status: 'NOT_FOUND',
      message: 'Profile “Log only” does not use the generation & files service: it has no base URL for it',
      details: [{ profileId: 'log-only', unusedService: 'genai' }],
      retryAfterSeconds: null,
      phase: 'not-sent',
    };
    expect(errorAdvice(unused)).toEqual({
      hint: 'Nothing was sent. Give the profile a generation base URL in Settings → Profiles, or make a profile that has one active.',
      credentials: false,
    });
  });

  it('points a bad request at the run settings, never at the credentials', () => {
    const unknownModel = errorAdvice(fromBody(notFound));
    expect(unknownModel).toMatchObject({ credentials: false, hint: expect.stringContaining('another') });
    const badField = fromBody({ error: { code: 400, status: 'INVALID_ARGUMENT', message: '* x: bad' } });
    expect(errorAdvice(badField)).toMatchObject({
      credentials: false,
      hint: expect.stringContaining('Run settings'),
    });
  });
});
