import { VerityError } from '../../../src-shared/contract/result';

/** The message a Rekor (`{code,message}`) or Google (`{error:{message,status}}`) error body carries. */
export function upstreamMessage(bodyText: string): string | null {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object') {
      const record = parsed as Record<string, unknown>;
      const inner =
        record.error && typeof record.error === 'object' ? (record.error as Record<string, unknown>) : record;
      if (typeof inner.message === 'string') {
        const status = typeof inner.status === 'string' ? ` (${inner.status})` : '';
        return `${inner.message.slice(0, 500)}${status}`;
      }
    }
  } catch {
    // not JSON: fall through
  }
  return null;
}

/**
 * Describes a failed exchange (no response, or a body cut short) in words and a contract code. fetch
 * wraps the socket's error as its `cause`.
 */
export function networkError(error: unknown, url: string): VerityError {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const own = (error as { code?: unknown } | null)?.code;
  const code = typeof own === 'string' ? own : (cause as { code?: string } | undefined)?.code;
  const origin = (() => {
    try {
      return new URL(url).origin;
    } catch {
      return 'the server';
    }
  })();
  if (code === 'ECONNREFUSED') {
    return new VerityError(
      'NETWORK',
      `Connection refused by ${origin}: is the service running and the URL right?`,
      { cause: code },
    );
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new VerityError('NETWORK', `Cannot resolve ${origin}: check the URL and your network`, {
      cause: code,
    });
  }
  if (cause?.message === 'bad port') {
    return new VerityError(
      'NETWORK',
      `${origin} uses a port that HTTP clients refuse to contact (the Fetch standard's bad-port list): pick another port`,
      {
        cause: 'bad port',
      },
    );
  }
  if (error instanceof TypeError && /terminated/i.test(error.message)) {
    return new VerityError('NETWORK', `${origin} closed the connection before the response was complete`, {
      cause: 'truncated',
    });
  }
  return new VerityError(
    'NETWORK',
    `The connection to ${origin} failed (${code ?? cause?.message ?? (error as Error | null)?.message ?? 'reset'})`,
    {
      cause: code ?? 'reset',
    },
  );
}
