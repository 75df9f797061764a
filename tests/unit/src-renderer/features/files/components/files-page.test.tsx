// @vitest-environment jsdom
import '../../../../../support/renderer/dom-shims';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GenaiFile } from '@/lib/contract';
import { FilesPage } from '@/features/files/components/files-page';
import { createFakeVerity, FakeFailure } from '../../../../../support/renderer/fake-verity';
import { renderComponent } from '../../../../../support/renderer/render-component';

afterEach(() => {
  cleanup();
  delete window.verity;
});

const HASH = 'c'.repeat(64);
const file = (id: string, change: Partial<GenaiFile>): GenaiFile => ({
  name: `files/${id}`,
  displayName: `${id}.txt`,
  mimeType: 'text/plain',
  sizeBytes: 2048,
  createTime: '2026-11-26T10:00:00.000Z',
  updateTime: '2026-11-26T10:00:00.000Z',
  expirationTime: '2026-11-28T10:00:00.000Z',
  sha256: HASH,
  localSha256: HASH,
  uri: `http://127.0.0.1:1/v1beta/files/${id}`,
  state: 'ACTIVE',
  error: null,
  source: 'UPLOADED',
  ...change,
});

function renderPage(list: () => unknown) {
  window.verity = createFakeVerity({
    'app:info': () => ({
      name: 'Verity',
      version: '0',
      shell: 'headless',
      platform: 'linux',
      dataDir: '/tmp',
    }),
    'transfers:list': () => ({ transfers: [], settings: { concurrency: 2, bandwidthBytesPerSecond: null } }),
    'files:list': list,
  }).api;
  renderComponent(<FilesPage />);
}

describe('Files page', () => {
  it('without a usable key, says so and links to Settings → Credentials', async () => {
    renderPage(() => {
      throw new FakeFailure('VAULT', 'No API key for this profile "sandbox"');
    });
    const alert = await screen.findByTestId('files-error');
    expect(alert.textContent).toContain('No API key for this profile');
    expect(alert.textContent).toContain('Add or unlock it in Settings → Credentials');
    expect(within(alert).getByRole('link', { name: 'Settings → Credentials' }).getAttribute('href')).toBe(
      '/settings',
    );
  });

  it('with no files, says how to add some', async () => {
    renderPage(() => ({ files: [], nextPageToken: null }));
    expect((await screen.findByTestId('files-empty')).textContent).toMatch(/Drop files above or choose them/);
  });

  it('lists each file with its state and hash check; only an ACTIVE file can be used in the chat', async () => {
    renderPage(() => ({
      files: [
        file('ready', {}),
        file('busy', { state: 'PROCESSING', localSha256: null }),
        file('bad', { localSha256: 'd'.repeat(64) }),
      ],
      nextPageToken: null,
    }));
    const rows = await screen.findAllByTestId('file-row');
    expect(rows.map((row) => row.getAttribute('data-name'))).toEqual([
      'files/ready',
      'files/busy',
      'files/bad',
    ]);
    const [ready, busy, bad] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(ready).getByTestId('file-state').textContent).toBe('ACTIVE');
    expect(within(ready).getByTestId('file-hash').textContent).toBe('✓');
    expect(within(bad).getByTestId('file-hash').textContent).toBe('✗');
    expect(within(busy).getByTestId('file-hash').textContent).toBe('—');
    expect(within(ready).getByTestId('file-use-in-chat').hasAttribute('disabled')).toBe(false);
    expect(within(busy).getByTestId('file-use-in-chat').hasAttribute('disabled')).toBe(true);
    expect(within(ready).getByText('2.0 KB')).toBeTruthy();
  });
});
