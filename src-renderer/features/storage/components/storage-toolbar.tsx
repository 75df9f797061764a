import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  IconArrowBackUp,
  IconCopy,
  IconDownload,
  IconFileExport,
  IconExternalLink,
  IconFolderPlus,
  IconForms,
  IconInfoCircle,
  IconStar,
  IconStarOff,
  IconTrash,
  IconTrashX,
  IconFolderShare,
  IconShare,
} from '@tabler/icons-react';
import type { StorageAction } from '../utils/allowed-actions';

const BUTTONS: Array<{ action: StorageAction; label: string; icon: typeof IconStar; color?: string }> = [
  { action: 'newFolder', label: 'New folder', icon: IconFolderPlus },
  { action: 'rename', label: 'Rename', icon: IconForms },
  { action: 'move', label: 'Move to…', icon: IconFolderShare },
  { action: 'copy', label: 'Copy to…', icon: IconCopy },
  { action: 'shortcut', label: 'Add shortcut to…', icon: IconExternalLink },
  { action: 'star', label: 'Star', icon: IconStar },
  { action: 'unstar', label: 'Unstar', icon: IconStarOff },
  { action: 'share', label: 'Share…', icon: IconShare },
  { action: 'details', label: 'Details', icon: IconInfoCircle },
  { action: 'download', label: 'Download', icon: IconDownload },
  { action: 'export', label: 'Export…', icon: IconFileExport },
  { action: 'restore', label: 'Restore', icon: IconArrowBackUp },
  { action: 'trash', label: 'Move to trash', icon: IconTrash },
  { action: 'delete', label: 'Delete forever', icon: IconTrashX, color: 'red' },
  { action: 'emptyTrash', label: 'Empty trash', icon: IconTrashX, color: 'red' },
];

/** The buttons for what can be done here; "Move to trash" and "Delete forever" never look alike. */
export function StorageToolbar({
  allowed,
  onAction,
  children,
}: {
  allowed: ReadonlySet<StorageAction>;
  onAction: (action: StorageAction) => void;
  /** Buttons of their own ahead of the actions (the uploads into the folder shown). */
  children?: ReactNode;
}) {
  return (
    <Group gap="xs" mih={30} wrap="nowrap" style={{ overflowX: 'auto' }} data-testid="storage-toolbar">
      {children}
      {BUTTONS.filter(({ action }) => allowed.has(action)).map(({ action, label, icon: Icon, color }) => (
        <Button
          key={action}
          size="xs"
          variant={color ? 'light' : 'default'}
          color={color}
          leftSection={<Icon size={14} />}
          onClick={() => onAction(action)}
          data-testid={`storage-action-${action}`}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
