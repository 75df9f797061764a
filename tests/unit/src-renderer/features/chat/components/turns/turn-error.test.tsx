// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiErrorInfo } from '@/lib/contract';
import { TurnError } from '@/features/chat/components/turns/turn-error';
import { renderComponent } from '../../../../../../support/renderer/render-component';

afterEach(cleanup);

const quota: ApiErrorInfo = {
  httpStatus: 429,
  status: 'RESOURCE_EXHAUSTED',
  message: 'Resource has been exhausted (e.g. check quota).',
  details: [],
  retryAfterSeconds: 60,
  phase: 'before-stream',
};

describe('TurnError', () => {
  it('keeps Retry disabled while the Retry-After the service asked for runs, and enables it after', () => {
    renderComponent(<TurnError error={quota} errorAt={Date.now()} onRetry={() => undefined} />);
    expect(screen.getByTestId('retry-countdown').textContent).toMatch(/asked to wait 60 s: \d+ s left/);
    expect(screen.getByRole('button', { name: 'Retry' }).hasAttribute('disabled')).toBe(true);
    cleanup();
    renderComponent(<TurnError error={quota} errorAt={Date.now() - 61_000} onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Retry' }).hasAttribute('disabled')).toBe(false);
  });

  it('says a call that never left Verity was not sent, and links a missing key to Settings → Credentials', () => {
    const missing: ApiErrorInfo = {
      httpStatus: null,
      status: 'VAULT',
      message: 'No API key for this profile "prod": add its generation API key in Settings → Credentials',
      details: [],
      retryAfterSeconds: null,
      phase: 'not-sent',
    };
    renderComponent(<TurnError error={missing} errorAt={null} onRetry={() => undefined} />);
    const alert = screen.getByTestId('turn-error');
    expect(alert.textContent).toContain('Not sent');
    expect(alert.textContent).not.toContain('VAULT');
    expect(alert.textContent).not.toContain('on the way to the service');
    expect(screen.getByRole('link', { name: 'Settings → Credentials' }).getAttribute('href')).toBe(
      '/settings',
    );
  });
});
