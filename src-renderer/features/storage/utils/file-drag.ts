/** The drag data type of files dragged within the Storage page (a JSON array of file IDs). */
export const DRAG_TYPE = 'application/x-verity-storage-files';

/** The file IDs a drop carries; anything else (text, files from the desktop, hostile JSON) carries none. */
export function draggedIds(data: Pick<DataTransfer, 'getData'>): string[] {
  try {
    const parsed: unknown = JSON.parse(data.getData(DRAG_TYPE) || '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter((id): id is string => typeof id === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(id))
          .slice(0, 100)
      : [];
  } catch {
    return [];
  }
}
