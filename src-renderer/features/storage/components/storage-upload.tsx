import { useStorageUpload } from '../hooks/use-storage-upload';
import { UploadButtons } from './upload-buttons';
import { UploadDropZone } from './upload-drop-zone';

/** The toolbar's upload buttons and the page's drop zone, both uploading into the folder shown. */
export function StorageUpload({ folderId }: { folderId: string }) {
  const { upload, queueing } = useStorageUpload(folderId);
  const onFiles = (files: File[]) => void upload(files);
  return (
    <>
      <UploadButtons folderId={folderId} busy={queueing} onFiles={onFiles} />
      <UploadDropZone onFiles={onFiles} />
    </>
  );
}
