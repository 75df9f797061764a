// @vitest-environment jsdom
import '../../../../../support/renderer/dom-shims';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFailure } from '../../../../../support/renderer/fake-verity';
import { renderApp, resetApp } from '../../../../../support/renderer/render-app';

const PEM = '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----\n';
const FINGERPRINT = '3f1c9a0b'.repeat(8);

const createObjectURL = vi.fn((_blob: Blob) => 'blob:verity/key');
/** The file names the page asked the browser to save, in order. */
let downloads: string[] = [];

beforeEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = vi.fn();
  downloads = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});

afterEach(() => {
  cleanup();
  resetApp();
  createObjectURL.mockClear();
  vi.restoreAllMocks();
});

describe('journal key', () => {
  it("shows the journal key's fingerprint and saves its PEM as verity-journal.pem", async () => {
    const { verity } = renderApp('/journal', {
      'journal:list': () => ({ total: 0, operations: [] }),
      'journal:publicKey': () => ({
        name: 'verity-journal',
        pem: PEM,
        keyId: FINGERPRINT.slice(0, 8),
        fingerprint: FINGERPRINT,
      }),
    });
    const control = await screen.findByTestId('journal-key');
    expect((await within(control).findByTestId('journal-key-fingerprint')).textContent).toBe(FINGERPRINT);
    expect(control.textContent).toContain('npx verity-audit verify --key verity-journal.pem');

    fireEvent.click(within(control).getByTestId('journal-key-save'));
    expect(downloads).toEqual(['verity-journal.pem']);
    const blob = createObjectURL.mock.calls[0]![0];
    expect(await blob.text()).toBe(PEM);
    expect(verity.calls.filter((call) => call.channel === 'journal:publicKey')).toEqual([
      { channel: 'journal:publicKey', input: {} },
    ]);
  });

  it('says to unlock the vault when the key cannot be read, and offers nothing to save', async () => {
    renderApp('/journal', {
      'journal:list': () => ({ total: 0, operations: [] }),
      'journal:publicKey': () => {
        throw new FakeFailure('VAULT', "The vault is locked: unlock it to sign the journal's head");
      },
    });
    const control = await screen.findByTestId('journal-key');
    await waitFor(() => expect(control.textContent).toContain('The vault is locked: unlock it'));
    expect(control.textContent).toContain('Settings → Credentials');
    expect(within(control).queryByTestId('journal-key-fingerprint')).toBeNull();
    expect(within(control).getByTestId('journal-key-save').hasAttribute('disabled')).toBe(true);
  });
});
