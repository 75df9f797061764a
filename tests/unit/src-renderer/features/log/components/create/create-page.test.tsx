// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp } from '../../../../../../support/renderer/render-app';
import { entryView, signingKey } from '../../../../../../support/renderer/tlog-fixtures';
import { placeholderPem } from '../../../../../../support/placeholder-pem';

afterEach(() => {
  cleanup();
  resetApp();
});

const HELLO_SHA256 = '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824';

describe('create page', () => {
  it('generates a key and signs a local file by its digest, then links to the entry', async () => {
    let keys = [] as ReturnType<typeof signingKey>[];
    const entry = entryView();
    const { verity } = renderApp('/log/create', {
      'keys:list': () => ({ keys }),
      'keys:generate': (input) => {
        const key = signingKey({ name: (input as { name: string }).name });
        keys = [key];
        return key;
      },
      'log:createHashedRekord': () => ({
        status: 201,
        entryId: entry.entryId,
        location: `/api/v1/log/entries/${entry.entryId}`,
        entry,
      }),
    });
    expect(await screen.findByTestId('keys-empty')).toBeTruthy();
    fireEvent.change(screen.getByTestId('keys-name'), { target: { value: 'release' } });
    fireEvent.click(screen.getByTestId('keys-generate'));
    await screen.findByTestId('key-row');
    expect(verity.calls.find((call) => call.channel === 'keys:generate')?.input).toEqual({
      name: 'release',
      algorithm: 'ecdsa-p256',
    });

    fireEvent.change(screen.getByTestId('create-file-input'), {
      target: { files: [new File(['hello'], 'hello.txt')] },
    });
    await screen.findByText(/hello.txt \(5 B\)/);
    fireEvent.click(screen.getByTestId('create-submit'));
    const result = await screen.findByTestId('create-result');
    expect(result.getAttribute('data-status')).toBe('201');
    expect(verity.calls.find((call) => call.channel === 'log:createHashedRekord')?.input).toEqual({
      keyId: 'key-1',
      artifactSha256: HELLO_SHA256,
    });
    expect(screen.getByTestId('create-result-link').getAttribute('href')).toBe(
      `#/log/entries/${entry.entryId}`,
    );
  });

  it('reports 409 as already in the log and sends a DSSE payload as base64', async () => {
    const entry = entryView();
    const { verity } = renderApp('/log/create', {
      'keys:list': () => ({ keys: [signingKey()] }),
      'log:createDsse': () => ({ status: 409, entryId: entry.entryId, location: '/x', entry }),
    });
    fireEvent.click(await screen.findByText('DSSE envelope'));
    fireEvent.change(await screen.findByTestId('create-payload'), { target: { value: '{"ok":"é"}' } });
    fireEvent.click(screen.getByTestId('create-submit'));
    const result = await screen.findByTestId('create-result');
    expect(result.getAttribute('data-status')).toBe('409');
    expect(result.textContent).toContain('Already in the log');
    const input = verity.calls.find((call) => call.channel === 'log:createDsse')?.input as {
      payload: string;
    };
    expect(new TextDecoder().decode(Uint8Array.from(atob(input.payload), (c) => c.charCodeAt(0)))).toBe(
      '{"ok":"é"}',
    );
  });

  it('clears an imported private key from the form and never shows it again', async () => {
    const pem = placeholderPem('PRIVATE KEY', 'A'.repeat(60));
    const { verity } = renderApp('/log/create', {
      'keys:list': () => ({ keys: [] }),
      'keys:import': () => signingKey({ source: 'imported' }),
    });
    const field = (await screen.findByTestId('keys-import-pem')) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: pem } });
    fireEvent.click(screen.getByTestId('keys-import'));
    await waitFor(() => expect(field.value).toBe(''));
    expect(verity.calls.find((call) => call.channel === 'keys:import')?.input).toEqual({
      name: 'Imported key',
      privateKeyPem: pem,
    });
    expect(document.body.textContent).not.toContain('A'.repeat(60));
  });
});
