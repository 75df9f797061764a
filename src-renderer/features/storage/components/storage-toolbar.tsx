import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
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

/**
 * What each action looks like. Making a folder, restoring and the two ways of removing keep their words (trash
 * and delete forever must never look alike); the rest are icons named by a tooltip, so a selection's many
 * actions fit one line without squeezing their labels.
 */
const BUTTONS: Array<{
  action: StorageAction;
  label: string;
  icon: typeof IconStar;
  worded?: boolean;
  color?: string;
}> = [
  { action: 'newFolder', label: 'New folder', icon: IconFolderPlus, worded: true },
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
  { action: 'restore', label: 'Restore', icon: IconArrowBackUp, worded: true },
  { action: 'trash', label: 'Move to trash', icon: IconTrash, worded: true },
  { action: 'delete', label: 'Delete forever', icon: IconTrashX, worded: true, color: 'red' },
  { action: 'emptyTrash', label: 'Empty trash', icon: IconTrashX, worded: true, color: 'red' },
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
      {BUTTONS.filter(({ action }) => allowed.has(action)).map(
        ({ action, label, icon: Icon, worded, color }) =>
          worded ? (
            <Button
              key={action}
              size="xs"
              variant={color ? 'light' : 'default'}
              color={color}
              leftSection={<Icon size={14} />}
              onClick={() => onAction(action)}
              style={{ flexShrink: 0 }}
              data-testid={`storage-action-${action}`}
            >
              {label}
            </Button>
          ) : (
            <Tooltip key={action} label={label} withArrow>
              <ActionIcon
                size={30}
                variant="default"
                aria-label={label}
                onClick={() => onAction(action)}
                style={{ flexShrink: 0 }}
                data-testid={`storage-action-${action}`}
              >
                <Icon size={16} />
              </ActionIcon>
            </Tooltip>
          ),
      )}
    </Group>
  );
}
