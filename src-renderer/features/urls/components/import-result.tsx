import { Alert, Code, List, Stack, Table, Text } from '@mantine/core';
import type { ImportResult, SitemapImportResult } from '@/lib/contract';
import { plural } from '@/lib/format';

/** What an import did: URLs added, ones already listed, refused values with why, and each sitemap read. */
export function ImportResultView({ result }: { result: ImportResult | SitemapImportResult }) {
  const sitemaps = 'sitemaps' in result ? result.sitemaps : [];
  return (
    <Alert
      color={result.added > 0 ? 'teal' : 'yellow'}
      variant="light"
      title="Import finished"
      data-testid="import-result"
    >
      <Stack gap="xs">
        <Text size="sm" data-testid="import-counts">
          <span data-testid="import-added">{plural(result.added, 'URL', 'URLs')} added</span>,{' '}
          <span data-testid="import-already">{result.alreadyListed.toLocaleString()} already listed</span>,{' '}
          <span data-testid="import-invalid">{result.invalid.toLocaleString()} refused</span>.
        </Text>
        {result.invalidSamples.length > 0 && (
          <List size="xs" spacing={2} data-testid="import-refused">
            {result.invalidSamples.map((sample, index) => (
              <List.Item key={index}>
                <Code>{sample.value}</Code>: {sample.reason}
              </List.Item>
            ))}
          </List>
        )}
        {sitemaps.length > 0 && (
          <Table fz="xs" verticalSpacing={2} data-testid="import-sitemaps">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Sitemap</Table.Th>
                <Table.Th>URLs</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sitemaps.map((sitemap) => (
                <Table.Tr key={sitemap.url} data-testid="import-sitemap">
                  <Table.Td className="verity-mono">{sitemap.url}</Table.Td>
                  <Table.Td c={sitemap.error ? 'red' : undefined}>
                    {sitemap.error ?? sitemap.urls.toLocaleString()}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Alert>
  );
}
