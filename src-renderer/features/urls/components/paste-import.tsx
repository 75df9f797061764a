import { Autocomplete, Button, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import type { ImportResult } from '@/lib/contract';
import { useAddUrls } from '../api/add-urls';
import { useUrlSites } from '../api/url-sites';
import { siteBases } from '../utils/site-bases';

/** URLs pasted one a line; paths (`/about`) resolve against a site of the sender's properties. */
export function PasteImport({ onResult }: { onResult: (result: ImportResult) => void }) {
  const [text, setText] = useState('');
  const [base, setBase] = useState('');
  const sites = useUrlSites(true);
  const add = useAddUrls();
  const urls = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return (
    <Stack gap="sm">
      <Textarea
        label="URLs, one a line"
        placeholder={'https://www.example.com/\nhttps://www.example.com/articles/1\n/about'}
        autosize
        minRows={6}
        maxRows={14}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        data-testid="import-paste-text"
      />
      <Autocomplete
        label="Resolve paths against"
        description="Lines without a scheme and host (/about, www.example.com/a) are resolved against this site. Your Search Console properties are offered."
        placeholder="https://www.example.com/"
        data={siteBases(sites.data?.sites ?? [])}
        value={base}
        onChange={setBase}
        data-testid="import-paste-base"
      />
      <ErrorAlert title="Could not add the URLs" error={add.error} />
      <Button
        disabled={urls.length === 0}
        loading={add.isPending}
        onClick={() =>
          add.mutate({ urls, ...(base.trim() === '' ? {} : { base: base.trim() }) }, { onSuccess: onResult })
        }
        data-testid="import-paste-submit"
      >
        Add {urls.length > 0 ? urls.length.toLocaleString() : ''} URLs
      </Button>
    </Stack>
  );
}
