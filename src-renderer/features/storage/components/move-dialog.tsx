import { Anchor, Button, Group, Loader, Modal, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { useFileList } from '../api/list-files';
import { foldersIn } from '../utils/storage-location';

interface Place {
  id: string;
  name: string;
}

/**
 * Picks the folder to move (copy, or add a shortcut) to, browsing down from My Store, or from the shared
 * store shown; the files' own folders cannot be picked.
 */
export function MoveDialog({
  movingIds,
  verb = 'Move',
  store,
  onMove,
  onClose,
}: {
  movingIds: ReadonlySet<string>;
  /** What the picked folder is for: "Move", "Copy" or "Add shortcut". */
  verb?: string;
  /** The shared store the files are shown in: browsing starts at its root folder. */
  store?: Place;
  onMove: (folderId: string) => void;
  onClose: () => void;
}) {
  const [trail, setTrail] = useState<Place[]>([store ?? { id: 'root', name: 'My Store' }]);
  const here = trail[trail.length - 1]!;
  const list = useFileList({ kind: 'search', q: foldersIn(here.id) }, 'name_natural');
  const folders = (list.data?.pages ?? []).flatMap((page) => page.files);
  return (
    <Modal opened onClose={onClose} title={`${verb} to…`} data-testid="storage-move-dialog">
      <Stack>
        <Group gap={4}>
          {trail.map((place, index) => (
            <Anchor key={place.id} size="sm" onClick={() => setTrail(trail.slice(0, index + 1))}>
              {place.name} {index < trail.length - 1 && '›'}
            </Anchor>
          ))}
        </Group>
        <ErrorAlert title="Could not list the folders" query={list} />
        <ScrollArea h={280}>
          {list.isPending && <Loader size="sm" />}
          {folders
            .filter((folder) => !movingIds.has(folder.id))
            .map((folder) => (
              <NavLink
                key={folder.id}
                label={folder.name}
                leftSection={<IconFolder size={16} />}
                onClick={() => setTrail([...trail, { id: folder.id, name: folder.name }])}
                data-testid="storage-move-folder"
              />
            ))}
          {list.hasNextPage && (
            <Button
              variant="subtle"
              size="xs"
              onClick={() => void list.fetchNextPage()}
              loading={list.isFetchingNextPage}
            >
              More folders
            </Button>
          )}
          {!list.isPending && folders.length === 0 && (
            <Text size="sm" c="dimmed">
              No folders in {here.name}.
            </Text>
          )}
        </ScrollArea>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => onMove(here.id)} data-testid="storage-move-here">
            {verb} to {here.name}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
