import { describe, expect, it, vi } from 'vitest';
import type { BrowserWindow, Dialog } from 'electron';
import { pickFilesWith, pickFolderWith } from '../../../../src-main/electron/pick-files';

const fakeDialog = (answer: { canceled: boolean; filePaths: string[] }) => ({
  showOpenDialog: vi.fn(async () => answer),
});

describe('the upload file dialog', () => {
  it('asks for several files, attached to the window, and answers their paths', async () => {
    const dialog = fakeDialog({ canceled: false, filePaths: ['/home/me/a.pdf', '/home/me/b.mp3'] });
    const window = {} as BrowserWindow;
    const pick = pickFilesWith(dialog as unknown as Dialog, () => window);
    expect(await pick()).toEqual(['/home/me/a.pdf', '/home/me/b.mp3']);
    expect(dialog.showOpenDialog).toHaveBeenCalledWith(
      window,
      expect.objectContaining({ properties: ['openFile', 'multiSelections'] }),
    );
  });

  it('answers nothing when the dialog is closed, and opens without a window when there is none', async () => {
    const dialog = fakeDialog({ canceled: true, filePaths: ['/ignored'] });
    const pick = pickFilesWith(dialog as unknown as Dialog, () => null);
    expect(await pick()).toEqual([]);
    expect(dialog.showOpenDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Upload files' }));
  });
});

describe('the download folder dialog', () => {
  it('asks for one folder (which it may create), attached to the window, and answers its path', async () => {
    const dialog = fakeDialog({ canceled: false, filePaths: ['/home/me/Downloads'] });
    const window = {} as BrowserWindow;
    const pick = pickFolderWith(dialog as unknown as Dialog, () => window);
    expect(await pick()).toBe('/home/me/Downloads');
    expect(dialog.showOpenDialog).toHaveBeenCalledWith(
      window,
      expect.objectContaining({ properties: ['openDirectory', 'createDirectory'] }),
    );
  });

  it('answers null when the dialog is closed', async () => {
    const pick = pickFolderWith(
      fakeDialog({ canceled: true, filePaths: [] }) as unknown as Dialog,
      () => null,
    );
    expect(await pick()).toBeNull();
  });
});
