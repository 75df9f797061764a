// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetApp } from '../../../../../../support/renderer/render-app';
import { auditRun } from '../../../../../../support/renderer/tlog-fixtures';

const createObjectURL = vi.fn(() => 'blob:verity/1');

beforeEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  resetApp();
  createObjectURL.mockClear();
});

const HELLO_SHA256 = '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824';

describe('audit page', () => {
  it('sends dropped files as text and shows each result with both verdicts', async () => {
    const { verity } = renderApp('/log/audit', { 'audit:verify': () => auditRun() });
    const zone = await screen.findByTestId('audit-dropzone');
    expect(screen.getByTestId('page-log-audit').textContent).toContain('Nothing leaves this machine');
    fireEvent.drop(zone, {
      dataTransfer: {
        files: [
          new File(['{"mediaType":"application/vnd.dev.sigstore.bundle.v0.3+json"}'], 'good.bundle.json'),
          new File(['{"24296fb2":{}}'], 'tampered.json'),
          new File(['just notes'], 'notes.txt'),
        ],
      },
    });

    await waitFor(() => expect(screen.getAllByTestId('audit-result')).toHaveLength(3));
    expect(verity.calls.find((call) => call.channel === 'audit:verify')?.input).toEqual({
      files: [
        {
          name: 'good.bundle.json',
          content: '{"mediaType":"application/vnd.dev.sigstore.bundle.v0.3+json"}',
        },
        { name: 'tampered.json', content: '{"24296fb2":{}}' },
        { name: 'notes.txt', content: 'just notes' },
      ],
    });
    const summary = screen.getByTestId('audit-summary');
    expect(summary.textContent).toContain('1 pass');
    expect(summary.textContent).toContain('1 fail');
    expect(summary.textContent).toContain('1 unusable');

    const [good, tampered, notes] = screen.getAllByTestId('audit-result');
    expect(good!.getAttribute('data-outcome')).toBe('pass');
    expect(within(good!).getByText('Bundle: pass')).toBeTruthy();
    expect(tampered!.getAttribute('data-outcome')).toBe('fail');
    expect(within(tampered!).getByText('Transparency log: fail')).toBeTruthy();
    expect(within(tampered!).getAllByTestId('proof-step')).toHaveLength(3);
    expect(within(tampered!).getByTestId('proof-root').getAttribute('data-status')).toBe('failed');
    expect(within(notes!).getByTestId('audit-result-error').textContent).toContain('Not JSON');
  });

  it('hashes the artifact locally, sends only its digest, and verifies again', async () => {
    const { verity } = renderApp('/log/audit', { 'audit:verify': () => auditRun() });
    fireEvent.change(await screen.findByTestId('audit-file-input'), {
      target: { files: [new File(['{}'], 'entry.json')] },
    });
    await screen.findAllByTestId('audit-result');
    fireEvent.change(screen.getByTestId('audit-artifact-input'), {
      target: { files: [new File(['hello'], 'artifact.bin')] },
    });
    await waitFor(() =>
      expect(verity.calls.filter((call) => call.channel === 'audit:verify')).toHaveLength(2),
    );
    const second = verity.calls.filter((call) => call.channel === 'audit:verify')[1]!.input;
    expect(second).toEqual({
      files: [{ name: 'entry.json', content: '{}' }],
      artifact: { name: 'artifact.bin', sha256: HELLO_SHA256 },
    });
    expect(JSON.stringify(second)).not.toContain('hello');
  });

  it('exports the run as an audit bundle, JSON and HTML report', async () => {
    const { verity } = renderApp('/log/audit', {
      'audit:verify': () => auditRun(),
      'audit:export': (input) => {
        const { format } = input as { format: string };
        return { fileName: `audit.${format}`, mimeType: 'application/json', content: '{}' };
      },
    });
    fireEvent.change(await screen.findByTestId('audit-file-input'), {
      target: { files: [new File(['{}'], 'entry.json')] },
    });
    await screen.findByTestId('audit-summary');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    for (const id of ['audit-export-bundle', 'audit-export-json', 'audit-export-html']) {
      fireEvent.click(screen.getByTestId(id));
      await waitFor(() =>
        expect(click).toHaveBeenCalledTimes(
          ['audit-export-bundle', 'audit-export-json', 'audit-export-html'].indexOf(id) + 1,
        ),
      );
    }
    click.mockRestore();
    expect(verity.calls.filter((call) => call.channel === 'audit:export').map((call) => call.input)).toEqual([
      { id: 'run-1', format: 'audit-bundle' },
      { id: 'run-1', format: 'report-json' },
      { id: 'run-1', format: 'report-html' },
    ]);
    expect(createObjectURL).toHaveBeenCalledTimes(3);
  });

  it('keeps an empty file out of the request and says why', async () => {
    const { verity } = renderApp('/log/audit', { 'audit:verify': () => auditRun() });
    fireEvent.change(await screen.findByTestId('audit-file-input'), {
      target: { files: [new File([''], 'empty.json'), new File(['{}'], 'entry.json')] },
    });
    await screen.findByTestId('audit-summary');
    expect(screen.getByTestId('audit-staged').textContent).toContain('not sent: The file is empty.');
    expect(verity.calls.find((call) => call.channel === 'audit:verify')?.input).toEqual({
      files: [{ name: 'entry.json', content: '{}' }],
    });
  });
});
