import { Drawer, Tabs, Text } from '@mantine/core';
import { IconHistory, IconMessages } from '@tabler/icons-react';
import type { StorageFile } from '@/lib/contract';
import { CommentsPanel } from './comments-panel';
import { VersionsPanel } from './versions-panel';

/** One file's versions and comment threads, beside the list (opened by Details or the I key). */
export function DetailsDrawer({ file, onClose }: { file: StorageFile; onClose: () => void }) {
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Text fw={600} truncate="end" maw={480} data-testid="storage-details-title">
          {file.name}
        </Text>
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
    </Drawer>
  );
}
