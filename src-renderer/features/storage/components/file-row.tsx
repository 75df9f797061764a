import {
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFolder,
  IconPresentation,
  IconStarFilled,
  IconExternalLink,
} from '@tabler/icons-react';
import { memo, useState, type DragEvent, type MouseEvent } from 'react';
import type { StorageFile } from '@/lib/contract';
import { formatBytes, formatDateTime } from '@/lib/format';
import { DRAG_TYPE, draggedIds } from '../utils/file-drag';
import classes from './files-list.module.css';

const cx = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

const ICONS: Record<string, typeof IconFile> = {
  'application/vnd.google-apps.folder': IconFolder,
  'application/vnd.google-apps.document': IconFileText,
  'application/vnd.google-apps.spreadsheet': IconFileSpreadsheet,
  'application/vnd.google-apps.presentation': IconPresentation,
  'application/vnd.google-apps.shortcut': IconExternalLink,
};

interface FileRowProps {
  file: StorageFile;
  index: number;
  top: number;
  selected: boolean;
  focused: boolean;
  /** The IDs a drag from a row carries: the selection when the row is in it, else the row alone. */
  dragIds: (fileId: string) => string[];
  onClick: (event: MouseEvent, file: StorageFile, index: number) => void;
  onOpen: (file: StorageFile) => void;
  /** Drops files on this row, when it is a folder the caller may add to. */
  onDropOn: ((fileIds: string[], folder: StorageFile) => void) | null;
}

/** One file of the list, placed at `top`: a folder opens on double-click and takes files dropped on it. */
export const FileRow = memo(function FileRow({
  file,
  index,
  top,
  selected,
  focused,
  dragIds,
  onClick,
  onOpen,
  onDropOn,
}: FileRowProps) {
  const [over, setOver] = useState(false);
  const Icon = ICONS[file.mimeType] ?? IconFile;
  const accepts = (event: DragEvent) => onDropOn !== null && event.dataTransfer.types.includes(DRAG_TYPE);
  return (
    <div
      className={cx(
        classes.grid,
        classes.row,
        selected && classes.selected,
        focused && classes.focused,
        over && classes.dropTarget,
      )}
      style={{ transform: `translateY(${top}px)` }}
      role="row"
      aria-selected={selected}
      aria-rowindex={index + 2}
      data-testid="storage-row"
      data-file-id={file.id}
      data-name={file.name}
      draggable={file.capabilities.canMoveItemWithinDrive}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(dragIds(file.id)));
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        const ids = draggedIds(event.dataTransfer).filter((id) => id !== file.id);
        if (onDropOn && ids.length > 0) {
          event.preventDefault();
          onDropOn(ids, file);
        }
      }}
      onClick={(event) => onClick(event, file, index)}
      onDoubleClick={() => onOpen(file)}
    >
      <span className={classes.cell}>
        {file.starred && <IconStarFilled size={14} aria-label="Starred" />}
      </span>
      <span className={cx(classes.cell, classes.name)} title={file.name}>
        <Icon size={18} stroke={1.5} aria-hidden />
        <span className={classes.cell}>{file.name}</span>
      </span>
      <span className={cx(classes.cell, classes.dimmed)} title={file.owners.join(', ')}>
        {file.ownedByMe ? 'me' : file.owners.join(', ') || '—'}
      </span>
      <span className={cx(classes.cell, classes.dimmed)}>
        {file.modifiedTime ? formatDateTime(Date.parse(file.modifiedTime)) : '—'}
      </span>
      <span className={cx(classes.cell, classes.dimmed)}>
        {file.size === null ? '—' : formatBytes(Number(file.size))}
      </span>
    </div>
  );
});
