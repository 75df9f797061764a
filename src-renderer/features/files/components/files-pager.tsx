import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useFilesViewStore } from '../stores/files-view-store';

/** Previous and next page; the service pages with tokens, so the page remembers the tokens it came through. */
export function FilesPager({ nextPageToken }: { nextPageToken: string | null }) {
  const pages = useFilesViewStore((state) => state.pages);
  const next = useFilesViewStore((state) => state.next);
  const previous = useFilesViewStore((state) => state.previous);
  if (pages.length === 1 && nextPageToken === null) return null;
  return (
    <Group justify="center" gap="sm" data-testid="files-pager">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconChevronLeft size={14} />}
        disabled={pages.length === 1}
        onClick={previous}
      >
        Previous
      </Button>
      <Text size="sm">Page {pages.length}</Text>
      <Button
        variant="default"
        size="xs"
        rightSection={<IconChevronRight size={14} />}
        disabled={nextPageToken === null}
        onClick={() => nextPageToken !== null && next(nextPageToken)}
      >
        Next
      </Button>
    </Group>
  );
}
