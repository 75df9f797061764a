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

/** Runs of many files take a while on a busy machine: wait for them longer than a screen update. */
const WAIT = { timeout: 15_000 };

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

  it('sends an empty file as unreadable, with why, so it is listed rather than dropped', async () => {
    const { verity } = renderApp('/log/audit', { 'audit:verify': () => auditRun() });
    fireEvent.change(await screen.findByTestId('audit-file-input'), {
      target: { files: [new File([''], 'empty.json'), new File(['{}'], 'entry.json')] },
    });
    await screen.findByTestId('audit-summary');
    expect(verity.calls.find((call) => call.channel === 'audit:verify')?.input).toEqual({
      files: [
        { name: 'empty.json', unreadable: 'The file is empty.' },
        { name: 'entry.json', content: '{}' },
      ],
    });
  });

  it('sends TrustedRoots first, wherever they are, then the documents in batches of one run, with progress', async () => {
    const answer = (input: unknown) => {
      const { files, runId } = input as { files: Array<{ name: string }>; runId?: string };
      const documents = files.filter((file) => !file.name.endsWith('root.json'));
      return auditRun({
        id: runId ?? 'run-7',
        files: documents.map((file) => ({
          name: file.name,
          kind: null,
          report: null,
          error: 'unrecognised',
        })),
        summary: { pass: 0, fail: 0, unusable: documents.length },
      });
    };
    // The last batch waits until the progress shown meanwhile has been checked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { verity } = renderApp('/log/audit', {
      'audit:verify': async (input) => {
        if ((input as { files: unknown[] }).files.length === 50) await held;
        return answer(input);
      },
    });
    const folder = (path: string, content: string) => {
      const file = new File([content], path.split('/').pop()!);
      Object.defineProperty(file, 'webkitRelativePath', { value: path });
      return file;
    };
    const root = '{"mediaType":"application/vnd.dev.sigstore.trustedroot+json;version=0.1"}';
    const documents = Array.from({ length: 250 }, (_, i) =>
      folder(`drop/${i % 2 ? 'a' : 'b'}/${i}.json`, '{}'),
    );
    fireEvent.change(await screen.findByTestId('audit-folder-input'), {
      target: { files: [...documents, folder('drop/deep/trust/root.json', root)] },
    });
    await waitFor(
      () => expect(verity.calls.filter((c) => c.channel === 'audit:verify')).toHaveLength(3),
      WAIT,
    );
    const running = await screen.findByTestId('audit-running', {}, WAIT);
    await waitFor(() => expect(running.getAttribute('data-done')).toBe('201'), WAIT);
    expect(running.getAttribute('data-total')).toBe('251');
    expect(running.textContent).toContain('Verified 201 of 251 files offline');
    expect(screen.getAllByTestId('audit-result')).toHaveLength(100); // the first page of the 200 so far
    release();
    const inputs = verity.calls.filter((c) => c.channel === 'audit:verify').map((c) => c.input) as Array<{
      runId?: string;
      files: Array<{ name: string }>;
    }>;
    expect(inputs[0]).toEqual({ files: [{ name: 'drop/deep/trust/root.json', content: root }] });
    expect(inputs.slice(1).map((input) => [input.runId, input.files.length])).toEqual([
      ['run-7', 200],
      ['run-7', 50],
    ]);
    expect(inputs[1]!.files[0]!.name).toBe('drop/b/0.json');
    await waitFor(
      () => expect(screen.getByTestId('audit-results-filter').textContent).toContain('All 250'),
      WAIT,
    );
    expect(screen.queryByTestId('audit-running')).toBeNull();
  });

  it('sends the signer identity policy typed on the page, as verity-audit --identity/--issuer', async () => {
    const { verity } = renderApp('/log/audit', { 'audit:verify': () => auditRun() });
    fireEvent.change(await screen.findByTestId('audit-file-input'), {
      target: { files: [new File(['{}'], 'entry.json')] },
    });
    await screen.findByTestId('audit-summary', {}, WAIT);
    const identity = screen.getByTestId('audit-policy-identities');
    // Focused first, as typing is: the field ignores writes to an unfocused input (autofill).
    identity.focus();
    fireEvent.change(identity, { target: { value: 'ci@example.com' } });
    fireEvent.keyDown(identity, { key: 'Enter' });
    await waitFor(
      () => expect(verity.calls.filter((c) => c.channel === 'audit:verify')).toHaveLength(2),
      WAIT,
    );
    expect(verity.calls.filter((c) => c.channel === 'audit:verify')[1]!.input).toEqual({
      files: [{ name: 'entry.json', content: '{}' }],
      policy: { identities: ['ci@example.com'], identityRegexps: [], issuers: [], issuerRegexps: [] },
    });
    const pattern = screen.getByTestId('audit-policy-issuerRegexps');
    pattern.focus();
    fireEvent.change(pattern, { target: { value: '(' } });
    fireEvent.keyDown(pattern, { key: 'Enter' });
    await screen.findByText(/is not a regular expression/, {}, WAIT);
    expect(verity.calls.filter((c) => c.channel === 'audit:verify')).toHaveLength(2);
  });
});
