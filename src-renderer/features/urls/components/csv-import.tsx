import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import type { ImportResult } from '@/lib/contract';
import { useAddUrls } from '../api/add-urls';
import { urlsFromCsv, type CsvUrls } from '../utils/csv-urls';
import { FilePickZone } from './file-pick-zone';

/** A CSV file read in the page: the URL column is found and named before anything is added. */
export function CsvImport({ onResult }: { onResult: (result: ImportResult) => void }) {
  const [read, setRead] = useState<(CsvUrls & { name: string }) | null>(null);
  const add = useAddUrls();
  return (
    <Stack gap="sm">
      <FilePickZone
        title="Drop a CSV file or click to choose it"
        description="The column named url, loc or address is used; without one, the first column whose values look like URLs."
        accept={['text/csv', '.csv', 'text/plain']}
        onFile={(file) => void file.text().then((text) => setRead({ ...urlsFromCsv(text), name: file.name }))}
        busy={false}
        testId="import-csv-zone"
      />
      {read && !read.ok && (
        <Alert
          color="red"
          variant="light"
          title={`${read.name}: no URLs found`}
          data-testid="import-csv-error"
        >
          {read.error}
        </Alert>
      )}
      {read?.ok && (
        <Text size="sm" data-testid="import-csv-column">
          {read.name}: {read.urls.length.toLocaleString()} values from {read.column}.
        </Text>
      )}
      <ErrorAlert title="Could not add the URLs" error={add.error} />
      <Button
        disabled={!read?.ok || read.urls.length === 0}
        loading={add.isPending}
        onClick={() => read?.ok && add.mutate({ urls: read.urls }, { onSuccess: onResult })}
        data-testid="import-csv-submit"
      >
        Add the URLs
      </Button>
    </Stack>
  );
}
