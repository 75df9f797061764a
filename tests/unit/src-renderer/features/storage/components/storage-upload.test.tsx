// @vitest-environment jsdom
import '../../../../../support/renderer/dom-shims';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageUpload } from '@/features/storage/components/storage-upload';
import { createFakeVerity } from '../../../../../support/renderer/fake-verity';
import { renderComponent } from '../../../../../support/renderer/render-component';
import { transferFixture } from '../../../../../support/renderer/transfer-fixture';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  delete window.verity;
});

/** A file as the browser's folder picker gives it, with its place in the folder picked. */
function picked(path: string): File {
  const file = new File([`bytes of ${path}`], path.slice(path.lastIndexOf('/') + 1));
  Object.defineProperty(file, 'webkitRelativePath', { value: path });
  return file;
}

describe('StorageUpload in the headless host', () => {
  it("makes a picked folder's folders first, then queues each file into its own folder", async () => {
    let queued = 0;
    const verity = createFakeVerity({
      'app:info': () => ({ shell: 'headless', version: 'test' }),
      'storage:makeFolders': () => ({
        folders: [
          { path: 'album', id: 'f-album', opId: 'op1' },
          { path: 'album/2024', id: 'f-2024', opId: 'op2' },
        ],
      }),
      'transfers:upload': (input) => transferFixture({ id: `t${++queued}`, ...(input as object) }),
      'transfers:sendChunk': () => ({ next: 1_000_000, state: 'running' }),
      'transfers:list': () => ({
        transfers: [],
        settings: { concurrency: 2, bandwidthBytesPerSecond: null },
      }),
    });
    window.verity = verity.api;
    renderComponent(<StorageUpload folderId="shown" />);

    const input = screen.getByTestId('storage-upload-folder') as HTMLInputElement;
    const files = [picked('album/a.txt'), picked('album/2024/b.txt'), picked('album/2024/c.txt')];
    Object.defineProperty(input, 'files', { value: files, configurable: true });
    fireEvent.change(input);

    await waitFor(() => expect(queued).toBe(3));
    const inputsOf = (channel: string) =>
      verity.calls.filter((call) => call.channel === channel).map((call) => call.input);
    expect(inputsOf('storage:makeFolders')).toEqual([{ parentId: 'shown', paths: ['album', 'album/2024'] }]);
    expect(inputsOf('transfers:upload')).toEqual([
      expect.objectContaining({ service: 'storage', folder: { id: 'f-album', path: 'album' } }),
      expect.objectContaining({ service: 'storage', folder: { id: 'f-2024', path: 'album/2024' } }),
      expect.objectContaining({ service: 'storage', folder: { id: 'f-2024', path: 'album/2024' } }),
    ]);
    expect(inputsOf('transfers:upload').map((i) => (i as { displayName: string }).displayName)).toEqual([
      'a.txt',
      'b.txt',
      'c.txt',
    ]);
  });
});
