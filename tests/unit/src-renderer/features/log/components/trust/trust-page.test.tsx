// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeFailure } from '../../../../../../support/renderer/fake-verity';
import { renderApp, resetApp } from '../../../../../../support/renderer/render-app';
import { hex, trustedLog } from '../../../../../../support/renderer/tlog-fixtures';

afterEach(() => {
  cleanup();
  resetApp();
});

const trustList = { logs: [trustedLog()], authorities: [], roots: [] };
const served = {
  servedPem: '-----BEGIN PUBLIC KEY-----\nMFkwNEW…\n-----END PUBLIC KEY-----\n',
  servedLogId: hex('5'),
  servedKeyHint: '55555555',
};

describe('trust page', () => {
  it('lists trusted logs with where each key came from', async () => {
    renderApp('/log/trust', {
      'trust:list': () => ({
        ...trustList,
        logs: [
          trustedLog(),
          trustedLog({ id: 'root-key', source: 'trusted-root', name: 'rekor.sigstore.dev', pinnedAt: null }),
        ],
      }),
    });
    const rows = await screen.findAllByTestId('trust-log-row');
    expect(rows.map((row) => row.getAttribute('data-source'))).toEqual(['pinned', 'trusted-root']);
    expect(rows[0]!.textContent).toContain('pinned on first use');
    expect(rows[0]!.textContent).toContain('abcd1234');
    expect(rows[1]!.textContent).toContain('TrustedRoot');
  });

  it('shows a changed log key in red with the alert', async () => {
    const { verity } = renderApp('/log/trust', {
      'trust:list': () => trustList,
      'trust:checkLogKey': () => ({
        ...served,
        status: 'changed',
        trusted: trustedLog(),
        detail: 'The log serves key 55555555; the trusted key is abcd1234.',
      }),
    });
    fireEvent.click(await screen.findByTestId('trust-check-key'));
    const status = await screen.findByTestId('trust-check-status');
    expect(status.getAttribute('data-status')).toBe('changed');
    expect(status.getAttribute('style')).toContain('--mantine-color-red');
    expect(status.textContent).toContain('A monitor alert was raised');
    expect(status.textContent).toContain('The log serves key 55555555');
    expect(verity.calls.find((call) => call.channel === 'trust:checkLogKey')?.input).toEqual({});
  });

  it('says a key pinned on first use must be checked out of band', async () => {
    renderApp('/log/trust', {
      'trust:list': () => trustList,
      'trust:checkLogKey': () => ({
        ...served,
        status: 'pinned-now',
        trusted: trustedLog(),
        detail: 'Pinned.',
      }),
    });
    fireEvent.click(await screen.findByTestId('trust-check-key'));
    const status = await screen.findByTestId('trust-check-status');
    expect(status.getAttribute('data-status')).toBe('pinned-now');
    expect(status.getAttribute('style')).not.toContain('--mantine-color-red');
    expect(status.textContent).toContain('out of band');
  });

  it('imports a PEM key and a TrustedRoot, refusing what is not JSON', async () => {
    const { verity } = renderApp('/log/trust', {
      'trust:list': () => trustList,
      'trust:importPem': () => trustList,
      'trust:importTrustedRoot': () => {
        throw new FakeFailure('VALIDATION', 'No tlogs in this TrustedRoot');
      },
    });
    fireEvent.change(await screen.findByTestId('trust-pem-text'), {
      target: { value: '-----BEGIN PUBLIC KEY-----\nMFkw\n-----END PUBLIC KEY-----' },
    });
    fireEvent.change(screen.getByTestId('trust-pem-name'), { target: { value: 'rekor.example.com' } });
    fireEvent.click(screen.getByTestId('trust-import-pem'));
    await waitFor(() =>
      expect(verity.calls.find((call) => call.channel === 'trust:importPem')?.input).toEqual({
        pem: '-----BEGIN PUBLIC KEY-----\nMFkw\n-----END PUBLIC KEY-----',
        name: 'rekor.example.com',
      }),
    );

    fireEvent.change(screen.getByTestId('trust-root-json'), { target: { value: '{not json' } });
    fireEvent.click(screen.getByTestId('trust-import-root'));
    expect(await screen.findByText(/^Not JSON/)).toBeTruthy();
    expect(verity.calls.some((call) => call.channel === 'trust:importTrustedRoot')).toBe(false);

    fireEvent.change(screen.getByTestId('trust-root-file'), {
      target: { files: [new File(['{"mediaType":"x"}'], 'trusted_root.json')] },
    });
    await waitFor(() =>
      expect((screen.getByTestId('trust-root-json') as HTMLTextAreaElement).value).toBe('{"mediaType":"x"}'),
    );
    fireEvent.click(screen.getByTestId('trust-import-root'));
    expect(await screen.findByText('No tlogs in this TrustedRoot')).toBeTruthy();
    expect(verity.calls.find((call) => call.channel === 'trust:importTrustedRoot')?.input).toEqual({
      name: 'trusted_root',
      json: '{"mediaType":"x"}',
    });
  });
});
