import { Modal, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import type { ImportResult, SitemapImportResult } from '@/lib/contract';
import { CsvImport } from './csv-import';
import { ImportResultView } from './import-result';
import { PasteImport } from './paste-import';
import { SitemapImport } from './sitemap-import';

/** Adds URLs to the profile's list by paste, CSV or sitemap, and says what the import did. */
export function ImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [result, setResult] = useState<ImportResult | SitemapImportResult | null>(null);
  return (
    <Modal
      opened={opened}
      onClose={() => {
        setResult(null);
        onClose();
      }}
      title="Import URLs"
      size="lg"
      data-testid="import-modal"
    >
      <Stack gap="md">
        <Tabs defaultValue="sitemap" onChange={() => setResult(null)} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="sitemap" data-testid="import-tab-sitemap">
              Sitemap
            </Tabs.Tab>
            <Tabs.Tab value="paste" data-testid="import-tab-paste">
              Paste
            </Tabs.Tab>
            <Tabs.Tab value="csv" data-testid="import-tab-csv">
              CSV file
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="sitemap" pt="md">
            <SitemapImport onResult={setResult} />
          </Tabs.Panel>
          <Tabs.Panel value="paste" pt="md">
            <PasteImport onResult={setResult} />
          </Tabs.Panel>
          <Tabs.Panel value="csv" pt="md">
            <CsvImport onResult={setResult} />
          </Tabs.Panel>
        </Tabs>
        {result && <ImportResultView result={result} />}
      </Stack>
    </Modal>
  );
}
