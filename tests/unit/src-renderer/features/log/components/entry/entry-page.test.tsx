// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeFailure } from '../../../../../../support/renderer/fake-verity';
import { renderApp, resetApp } from '../../../../../../support/renderer/render-app';
import { entryView, hex, report, tamperedTrace } from '../../../../../../support/renderer/tlog-fixtures';

afterEach(() => {
  cleanup();
  resetApp();
});

const certificate = {
  subject: '',
  issuer: 'O=sigstore.dev, CN=sigstore-intermediate',
  serialNumber: '0a1b',
  notBefore: '2025-01-02T03:00:00.000Z',
  notAfter: '2025-01-02T03:10:00.000Z',
  sans: [{ type: 'email', value: 'jane@example.com' }],
  fulcio: [{ oid: '1.3.6.1.4.1.57264.1.8', name: 'Issuer (V2)', value: 'https://accounts.google.com' }],
  keyAlgorithm: 'ECDSA P-256',
  sha256Fingerprint: hex('c'),
  pem: '-----BEGIN CERTIFICATE-----\nMIIC…\n-----END CERTIFICATE-----\n',
};

describe('entry page', () => {
  it('shows the two verdicts apart and every check with its state', async () => {
    const entry = entryView({
      report: report({
        tlog: 'pass',
        bundle: 'fail',
        checks: [
          { name: 'inclusion', ok: true, scope: 'tlog', detail: 'Root recomputed' },
          { name: 'set', ok: true, scope: 'tlog', detail: 'SET verifies' },
          { name: 'certificate-validity', ok: false, scope: 'bundle', detail: 'Expired at signing time' },
          { name: 'timestamp', ok: null, scope: 'bundle', detail: 'No timestamp' },
        ],
      }),
    });
    const { verity } = renderApp(`/log/entries/${entry.entryId}`, { 'log:getEntry': () => entry });
    const tlog = await screen.findByTestId('entry-tlog-verdict');
    expect(tlog.textContent).toBe('Transparency log: pass');
    expect(screen.getByTestId('entry-bundle-verdict').textContent).toBe('Bundle: fail');
    const rows = screen.getAllByTestId('check-row');
    expect(rows.map((row) => [row.getAttribute('data-check'), row.getAttribute('data-ok')])).toEqual([
      ['inclusion', 'true'],
      ['set', 'true'],
      ['certificate-validity', 'false'],
      ['timestamp', 'null'],
    ]);
    expect(rows[0]!.textContent).toContain('Inclusion proof recomputes the root');
    expect(rows[2]!.textContent).toContain('Expired at signing time');
    expect(verity.calls.find((call) => call.channel === 'log:getEntry')?.input).toEqual({
      entryId: entry.entryId,
    });
    expect(screen.getAllByTestId('proof-step')).toHaveLength(3);
  });

  it('says "not applicable" for the bundle verdict of a bare log entry', async () => {
    renderApp('/log/index/121904267', { 'log:getEntry': () => entryView() });
    expect((await screen.findByTestId('entry-bundle-verdict')).textContent).toBe('Bundle: not applicable');
    expect(screen.getByTestId('entry-log-index').textContent).toBe('121,904,267');
  });

  it('diagnoses a failed inclusion proof and marks the tampered step', async () => {
    const failing = (diagnosed: boolean) =>
      entryView({
        report: report({
          tlog: 'fail',
          inclusion: tamperedTrace(diagnosed),
          checks: [{ name: 'inclusion', ok: false, scope: 'tlog', detail: 'Root mismatch' }],
        }),
      });
    const { verity } = renderApp('/log/index/121904267', {
      'log:getEntry': (input) => failing((input as { diagnose?: boolean }).diagnose === true),
    });
    fireEvent.click(await screen.findByTestId('entry-diagnose'));
    await waitFor(() =>
      expect(
        screen.getAllByTestId('proof-step').some((step) => step.getAttribute('data-status') === 'failed'),
      ).toBe(true),
    );
    expect(verity.calls.filter((call) => call.channel === 'log:getEntry').at(-1)?.input).toEqual({
      logIndex: '121904267',
      diagnose: true,
    });
    expect(screen.getByTestId('entry-diagnosis').textContent).toContain('Step 2');
    expect(screen.queryByTestId('entry-diagnose')).toBeNull();
  });

  it('decodes certificates with Fulcio extensions and validity then and now', async () => {
    const entry = entryView({ decoded: { ...entryView().decoded, certificates: [certificate] } });
    renderApp('/log/index/121904267', {
      'log:getEntry': () => ({ ...entry, integratedTime: Date.parse('2025-01-02T03:05:00Z') / 1000 }),
    });
    const card = await screen.findByTestId('entry-certificate');
    expect(card.textContent).toContain('jane@example.com');
    expect(card.textContent).toContain('Issuer (V2)');
    expect(card.textContent).toContain('1.3.6.1.4.1.57264.1.8');
    expect(screen.getByTestId('certificate-valid-at-integration').textContent).toBe('valid when logged');
    expect(screen.getByTestId('certificate-valid-now').textContent).toBe('expired now');
  });

  it('explains a missing entry and rejects an address that is not an entry', async () => {
    renderApp('/log/index/99', {
      'log:getEntry': () => {
        throw new FakeFailure('NOT_FOUND', 'No entry at index 99');
      },
    });
    const error = await screen.findByTestId('entry-error');
    expect(error.textContent).toContain('No entry at index 99');
    expect(error.textContent).toContain('indices are global across shards');
    cleanup();
    resetApp();

    const { verity } = renderApp('/log/entries/xyz');
    expect((await screen.findByTestId('entry-error')).textContent).toContain('Enter a log index');
    expect(verity.calls.some((call) => call.channel === 'log:getEntry')).toBe(false);
  });
});
