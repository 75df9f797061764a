// The error body the YouTube Analytics API answers with (fixtures/google/youtubeAnalytics-examples.json):
// `{error: {code, message, errors: [{message, domain, reason}]}}`, the older Google API shape.
import type { Reply } from '../../http/reply';

export interface YouTubeError {
  status: number;
  reason: string;
  message: string;
}

export function sendYouTubeError(reply: Reply, { status, reason, message }: YouTubeError): void {
  reply.json(
    status,
    { error: { code: status, message, errors: [{ message, domain: 'global', reason }] } },
    { pretty: true },
  );
}

/** The service's 403 for a channel, content owner or group the caller does not own, or a missing monetary scope. */
export const FORBIDDEN: YouTubeError = { status: 403, reason: 'forbidden', message: 'Forbidden' };
