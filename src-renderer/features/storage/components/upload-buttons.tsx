import { Button } from '@mantine/core';
import { IconFolderUp, IconUpload } from '@tabler/icons-react';
import { useRef, type ChangeEvent } from 'react';
import { useAppInfo } from '@/hooks/use-app-info';
import { useUploadPicked } from '../api/upload-picked';

/** Chromium's folder picker: every file below the folder picked, each with its webkitRelativePath. */
const FOLDER_PICKER = { webkitdirectory: '' } as object;

/**
 * "Upload files" and "Upload folder" into the folder shown. In the desktop shell main opens the system's dialog
 * and reads the files itself; in the headless host the browser's picker gives the page the files to stream.
 */
export function UploadButtons({
  folderId,
  busy,
  onFiles,
}: {
  folderId: string;
  busy: boolean;
  onFiles: (files: File[]) => void;
}) {
  const desktop = useAppInfo().data?.shell === 'electron';
  const picked = useUploadPicked();
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);

  const take = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    // The same files may be picked again later.
    event.currentTarget.value = '';
    onFiles(files);
  };

  return (
    <>
      <Button
        size="xs"
        variant="default"
        style={{ flexShrink: 0 }}
        leftSection={<IconUpload size={14} />}
        loading={busy || (picked.isPending && picked.variables?.what === 'files')}
        onClick={() => (desktop ? picked.mutate({ what: 'files', folderId }) : filesInput.current?.click())}
        data-testid="storage-action-uploadFiles"
      >
        Upload files
      </Button>
      <Button
        size="xs"
        variant="default"
        style={{ flexShrink: 0 }}
        leftSection={<IconFolderUp size={14} />}
        loading={busy || (picked.isPending && picked.variables?.what === 'folder')}
        onClick={() => (desktop ? picked.mutate({ what: 'folder', folderId }) : folderInput.current?.click())}
        data-testid="storage-action-uploadFolder"
      >
        Upload folder
      </Button>
      <input
        ref={filesInput}
        type="file"
        multiple
        hidden
        onChange={take}
        data-testid="storage-upload-files"
      />
      <input
        ref={folderInput}
        type="file"
        hidden
        onChange={take}
        {...FOLDER_PICKER}
        data-testid="storage-upload-folder"
      />
    </>
  );
}
