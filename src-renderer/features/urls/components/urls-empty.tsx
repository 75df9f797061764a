import { Button, Code, Paper, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';

/** No URL listed yet: what can be imported, and where the Sandbox profile's demo sites are. */
export function UrlsEmpty({ onImport }: { onImport: () => void }) {
  return (
    <Paper withBorder p="lg" radius="md" data-testid="urls-empty">
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>No URLs listed for this profile yet</Text>
        <Text size="sm" c="dimmed" maw={720}>
          Import the pages you want the URL notification service to hear about: paste them one a line, read a
          CSV export (a crawler's or a spreadsheet's), or import a sitemap by URL or file; sitemap indexes and
          gzip are followed. With the Sandbox profile, try its demo site's sitemap{' '}
          <Code>https://www.example.com/sitemap.xml</Code>: its service account owns{' '}
          <Code>sc-domain:example.com</Code>.
        </Text>
        <Button leftSection={<IconFileImport size={16} />} onClick={onImport} data-testid="urls-empty-import">
          Import URLs
        </Button>
      </Stack>
    </Paper>
  );
}
