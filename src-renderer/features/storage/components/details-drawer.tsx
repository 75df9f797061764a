import { Button, Drawer, Group, Tabs, Text } from '@mantine/core';
import { IconHistory, IconMessages, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import type { StorageFile } from '@/lib/contract';
import { CommentsPanel } from './comments-panel';
import { ShareDialog } from './share-dialog';
import { VersionsPanel } from './versions-panel';

/** One file's versions and comment threads, beside the list (opened by Details or the I key). */
export function DetailsDrawer({ file, onClose }: { file: StorageFile; onClose: () => void }) {
  const [sharing, setSharing] = useState(false);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Group gap="sm" wrap="nowrap">
          <Text fw={600} truncate="end" maw={400} data-testid="storage-details-title">
            {file.name}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconShare size={12} />}
            onClick={() => setSharing(true)}
            data-testid="storage-details-share"
          >
            Share…
          </Button>
        </Group>
      }
      data-testid="storage-details"
    >
      <Tabs defaultValue="versions" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab
            value="versions"
            leftSection={<IconHistory size={14} />}
            data-testid="storage-details-versions"
          >
            Versions
          </Tabs.Tab>
          <Tabs.Tab
            value="comments"
            leftSection={<IconMessages size={14} />}
            data-testid="storage-details-comments"
          >
            Comments
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="versions">
          <VersionsPanel file={file} />
        </Tabs.Panel>
        <Tabs.Panel value="comments">
          <CommentsPanel file={file} />
        </Tabs.Panel>
      </Tabs>
      {sharing && <ShareDialog file={file} onClose={() => setSharing(false)} />}
    </Drawer>
  );
}
