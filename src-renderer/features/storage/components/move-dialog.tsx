import {
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  NavLink,
  ScrollArea,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { loadMoreOf, useFileList } from '../api/list-files';
import { useStores } from '../api/list-stores';
import { foldersIn } from '../utils/storage-location';

interface Place {
  id: string;
  name: string;
}

const MY_STORE: Place = { id: 'root', name: 'My Store' };

/**
 * Picks the folder to move (copy, or add a shortcut) to, browsing down from My Store or a shared store
 * (the one shown, to begin with); the files' own folders cannot be picked.
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
  const [trail, setTrail] = useState<Place[]>([store ?? MY_STORE]);
  const here = trail[trail.length - 1]!;
  const stores = useStores();
  // Where browsing can start: My Store and each shared store (a file may move into a store, a folder not).
  const starts = [MY_STORE, ...(stores.data ?? []).map(({ id, name }) => ({ id, name }))];
  const list = useFileList({ kind: 'search', q: foldersIn(here.id) }, 'name_natural');
  const folders = (list.data?.pages ?? []).flatMap((page) => page.files);
  return (
    <Modal opened onClose={onClose} title={`${verb} to…`} data-testid="storage-move-dialog">
      <Stack>
        {starts.length > 1 && (
          <Select
            size="xs"
            label="Browse from"
            value={trail[0]!.id}
            data={starts.map((place) => ({ value: place.id, label: place.name }))}
            allowDeselect={false}
            onChange={(id) => id && setTrail([starts.find((place) => place.id === id)!])}
            data-testid="storage-move-start"
          />
        )}
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
            <Button variant="subtle" size="xs" onClick={loadMoreOf(list)} loading={list.isFetchingNextPage}>
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
