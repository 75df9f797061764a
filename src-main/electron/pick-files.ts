// The desktop shell's file dialog for uploads: main reads the files picked, so their bytes never cross IPC.
import type { BrowserWindow, Dialog } from 'electron';

/** Opens the system's dialog (attached to `window` when there is one); the paths picked, none if closed. */
export function pickFilesWith(dialog: Pick<Dialog, 'showOpenDialog'>, window: () => BrowserWindow | null) {
  return async (): Promise<string[]> => {
    const options = {
      title: 'Upload files',
      buttonLabel: 'Upload',
      properties: ['openFile' as const, 'multiSelections' as const],
    };
    const parent = window();
    const picked = parent
      ? await dialog.showOpenDialog(parent, options)
      : await dialog.showOpenDialog(options);
    return picked.canceled ? [] : picked.filePaths;
  };
}

const FOLDER_DIALOGS = {
  download: { title: 'Download to folder', buttonLabel: 'Download here' },
  upload: { title: 'Upload folder', buttonLabel: 'Upload' },
};

/**
 * The folder dialog downloads go through (main writes the files there), or the one of "Upload folder…" (main
 * reads every file below it). Null when closed.
 */
export function pickFolderWith(
  dialog: Pick<Dialog, 'showOpenDialog'>,
  window: () => BrowserWindow | null,
  purpose: keyof typeof FOLDER_DIALOGS = 'download',
) {
  return async (): Promise<string | null> => {
    const options = {
      ...FOLDER_DIALOGS[purpose],
      properties: ['openDirectory' as const, 'createDirectory' as const],
    };
    const parent = window();
    const picked = parent
      ? await dialog.showOpenDialog(parent, options)
      : await dialog.showOpenDialog(options);
    return picked.canceled ? null : (picked.filePaths[0] ?? null);
  };
}
