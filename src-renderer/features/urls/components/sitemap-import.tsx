import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { HttpUrl, type SitemapImportResult } from '@/lib/contract';
import { bytesToBase64 } from '@/lib/local-files';
import { useImportSitemap } from '../api/import-sitemap';
import { FilePickZone } from './file-pick-zone';

/** A compressed sitemap may hold up to 50 MB of XML; the file itself crosses as base64 up to this size. */
const MAX_FILE_BYTES = 18 * 1024 * 1024;

/** A sitemap or sitemap index by URL (main fetches it and the nested ones), or a `.xml`/`.gz` file. */
export function SitemapImport({ onResult }: { onResult: (result: SitemapImportResult) => void }) {
  const [url, setUrl] = useState('');
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const importing = useImportSitemap();
  const validUrl = HttpUrl.safeParse(url.trim()).success;

  const importFile = async (file: File) => {
    setFileProblem(null);
    if (file.size > MAX_FILE_BYTES) {
      setFileProblem(
        `${file.name} is ${Math.round(file.size / 1024 ** 2)} MB; files up to 18 MB can be imported. Compress it with gzip, split it into a sitemap index, or import it by URL.`,
      );
      return;
    }
    const base64 = bytesToBase64(new Uint8Array(await file.arrayBuffer()));
    importing.mutate({ kind: 'file', name: file.name, base64 }, { onSuccess: onResult });
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Sitemap URL"
          description="A sitemap or sitemap index; nested sitemaps and gzip are followed."
          placeholder="https://www.example.com/sitemap.xml"
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={url.trim() !== '' && !validUrl ? 'An http or https URL' : undefined}
          style={{ flex: 1 }}
          data-testid="import-sitemap-url"
        />
        <Button
          disabled={!validUrl}
          loading={importing.isPending && importing.variables.kind === 'url'}
          onClick={() => importing.mutate({ kind: 'url', url: url.trim() }, { onSuccess: onResult })}
          data-testid="import-sitemap-submit"
        >
          Import
        </Button>
      </Group>
      <Text size="xs" c="dimmed" ta="center">
        or
      </Text>
      <FilePickZone
        title="Drop a sitemap file or click to choose it"
        description="sitemap.xml or sitemap.xml.gz; a sitemap index's nested sitemaps are fetched by URL."
        accept={['application/xml', 'text/xml', 'application/gzip', 'application/x-gzip', '.xml', '.gz']}
        onFile={(file) => void importFile(file)}
        busy={importing.isPending && importing.variables.kind === 'file'}
        testId="import-sitemap-zone"
      />
      {fileProblem && (
        <Text size="sm" c="red" data-testid="import-sitemap-too-large">
          {fileProblem}
        </Text>
      )}
      <ErrorAlert title="Could not import the sitemap" error={importing.error} />
    </Stack>
  );
}
