import { ActionIcon, Button, Group, Loader, NavLink } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconFolder } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { StorageFile } from '@/lib/contract';
import { loadMoreOf, useFileList } from '../api/list-files';
import { folderView, foldersIn, searchOf } from '../utils/storage-location';

const INDENT = 14;

/**
 * My Store's folders (or a shared store's, under `storeId`, its root folder's ID) as a tree in the side
 * panel; a folder's subfolders are read when it is opened.
 */
export function FolderTree({ currentId, storeId }: { currentId: string | null; storeId?: string }) {
  return (
    <div data-testid="storage-tree">
      <Subfolders parentId={storeId ?? 'root'} depth={1} currentId={currentId} storeId={storeId} />
    </div>
  );
}

interface Level {
  depth: number;
  currentId: string | null;
  storeId: string | undefined;
}

function Subfolders({ parentId, depth, currentId, storeId }: Level & { parentId: string }) {
  const list = useFileList({ kind: 'search', q: foldersIn(parentId) }, 'name_natural');
  const folders = (list.data?.pages ?? []).flatMap((page) => page.files);
  if (list.isPending) return <Loader size="xs" ml={depth * INDENT} my={4} />;
  return (
    <>
      {folders.map((folder) => (
        <FolderNode key={folder.id} folder={folder} depth={depth} currentId={currentId} storeId={storeId} />
      ))}
      {list.hasNextPage && (
        <Button
          variant="subtle"
          size="compact-xs"
          ml={depth * INDENT}
          loading={list.isFetchingNextPage}
          onClick={loadMoreOf(list)}
        >
          More folders
        </Button>
      )}
    </>
  );
}

function FolderNode({ folder, depth, currentId, storeId }: Level & { folder: StorageFile }) {
  const [open, setOpen] = useState(false);
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <>
      <Group gap={0} wrap="nowrap" pl={(depth - 1) * INDENT}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`${open ? 'Hide' : 'Show'} the folders in ${folder.name}`}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          data-testid="storage-tree-toggle"
        >
          <Chevron size={14} />
        </ActionIcon>
        <NavLink
          component={Link}
          to={`/storage${searchOf(folderView(folder.id, storeId))}`}
          label={folder.name}
          leftSection={<IconFolder size={14} stroke={1.6} />}
          active={currentId === folder.id}
          py={2}
          data-testid="storage-tree-folder"
          data-name={folder.name}
        />
      </Group>
      {open && <Subfolders parentId={folder.id} depth={depth + 1} currentId={currentId} storeId={storeId} />}
    </>
  );
}
