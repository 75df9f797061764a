// @vitest-environment jsdom
import '../../../../../support/renderer/dom-shims';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImportModal } from '@/features/urls/components/import-modal';
import { createFakeVerity, FakeFailure, type FakeVerity } from '../../../../../support/renderer/fake-verity';
import { renderComponent } from '../../../../../support/renderer/render-component';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  delete window.verity;
});

function renderModal(handlers: Record<string, (input: unknown) => unknown>): FakeVerity {
  const verity = createFakeVerity({
    'urls:sites': () => ({
      identity: 'verity-sandbox@verity-sandbox.iam.gserviceaccount.com',
      sites: [{ siteUrl: 'sc-domain:example.com', permissionLevel: 'siteOwner' }],
    }),
    ...handlers,
  });
  window.verity = verity.api;
  renderComponent(<ImportModal opened onClose={() => undefined} />);
  return verity;
}

const inputsOf = (verity: FakeVerity, channel: string) =>
  verity.calls.filter((call) => call.channel === channel).map((call) => call.input);

const added = {
  added: 2,
  alreadyListed: 1,
  invalid: 1,
  invalidSamples: [{ value: 'mailto:a@b', reason: 'Not an http(s) URL' }],
};

describe('Import URLs', () => {
  it('pasted lines go with the site their paths resolve against, and the result names what was refused', async () => {
    const verity = renderModal({ 'urls:add': () => added });
    fireEvent.click(screen.getByTestId('import-tab-paste'));
    fireEvent.change(await screen.findByTestId('import-paste-text'), {
      target: { value: 'https://www.example.com/a\n\n  /about  \nmailto:a@b\n' },
    });
    fireEvent.change(screen.getByTestId('import-paste-base'), {
      target: { value: 'https://www.example.com/' },
    });
    fireEvent.click(screen.getByTestId('import-paste-submit'));
    const result = await screen.findByTestId('import-result');
    expect(inputsOf(verity, 'urls:add')).toEqual([
      { urls: ['https://www.example.com/a', '/about', 'mailto:a@b'], base: 'https://www.example.com/' },
    ]);
    expect(within(result).getByTestId('import-counts').textContent).toBe(
      '2 URLs added, 1 already listed, 1 refused.',
    );
    expect(within(result).getByTestId('import-refused').textContent).toBe('mailto:a@b: Not an http(s) URL');
  });

  it('offers the sender’s properties as the sites to resolve against', async () => {
    renderModal({});
    fireEvent.click(screen.getByTestId('import-tab-paste'));
    fireEvent.click(await screen.findByTestId('import-paste-base'));
    expect(
      await screen.findByRole('option', { name: 'https://www.example.com/', hidden: true }),
    ).toBeTruthy();
    expect(screen.getByRole('option', { name: 'https://example.com/', hidden: true })).toBeTruthy();
  });

  it('a CSV file: says which column it took, then adds its values', async () => {
    const verity = renderModal({ 'urls:add': () => added });
    fireEvent.click(screen.getByTestId('import-tab-csv'));
    const csv = new File(
      ['title,loc\nHome,https://www.example.com/\nA,https://www.example.com/a\n'],
      'pages.csv',
      {
        type: 'text/csv',
      },
    );
    fireEvent.change(await screen.findByTestId('import-csv-zone-input'), { target: { files: [csv] } });
    expect((await screen.findByTestId('import-csv-column')).textContent).toBe(
      'pages.csv: 2 values from the column named “loc”.',
    );
    fireEvent.click(screen.getByTestId('import-csv-submit'));
    await screen.findByTestId('import-result');
    expect(inputsOf(verity, 'urls:add')).toEqual([
      { urls: ['https://www.example.com/', 'https://www.example.com/a'] },
    ]);
  });

  it('a CSV with no URL column says what to do and adds nothing', async () => {
    renderModal({});
    fireEvent.click(screen.getByTestId('import-tab-csv'));
    const csv = new File(['name,count\na,1\n'], 'counts.csv', { type: 'text/csv' });
    fireEvent.change(await screen.findByTestId('import-csv-zone-input'), { target: { files: [csv] } });
    expect((await screen.findByTestId('import-csv-error')).textContent).toMatch(/give the URL column one of/);
    expect(screen.getByTestId('import-csv-submit').hasAttribute('disabled')).toBe(true);
  });

  it('a sitemap by URL: the count or the error of each sitemap read', async () => {
    const verity = renderModal({
      'urls:importSitemap': () => ({
        added: 40,
        alreadyListed: 0,
        invalid: 0,
        invalidSamples: [],
        sitemaps: [
          { url: 'https://www.example.com/sitemap.xml', urls: 0, error: null },
          { url: 'https://www.example.com/sitemap-pages.xml', urls: 40, error: null },
          { url: 'https://www.example.com/sitemap-gone.xml', urls: 0, error: 'HTTP 404' },
        ],
      }),
    });
    fireEvent.change(screen.getByTestId('import-sitemap-url'), {
      target: { value: 'https://www.example.com/sitemap.xml' },
    });
    fireEvent.click(screen.getByTestId('import-sitemap-submit'));
    const result = await screen.findByTestId('import-result');
    expect(inputsOf(verity, 'urls:importSitemap')).toEqual([
      { source: { kind: 'url', url: 'https://www.example.com/sitemap.xml' } },
    ]);
    expect(within(result).getByTestId('import-added').textContent).toBe('40 URLs added');
    expect(
      within(result)
        .getAllByTestId('import-sitemap')
        .map((row) => row.textContent),
    ).toEqual([
      'https://www.example.com/sitemap.xml0',
      'https://www.example.com/sitemap-pages.xml40',
      'https://www.example.com/sitemap-gone.xmlHTTP 404',
    ]);
  });

  it('a sitemap file is sent as base64; a failure says what went wrong', async () => {
    const verity = renderModal({
      'urls:importSitemap': () => {
        throw new FakeFailure('VALIDATION', 'sitemap.xml.gz is not a sitemap: no <urlset> or <sitemapindex>');
      },
    });
    const bytes = new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0xff]);
    const file = new File([bytes], 'sitemap.xml.gz', { type: 'application/gzip' });
    fireEvent.change(screen.getByTestId('import-sitemap-zone-input'), { target: { files: [file] } });
    await waitFor(() =>
      expect(inputsOf(verity, 'urls:importSitemap')).toEqual([
        { source: { kind: 'file', name: 'sitemap.xml.gz', base64: 'H4sIAP8=' } },
      ]),
    );
    expect(await screen.findByText(/is not a sitemap: no <urlset>/)).toBeTruthy();
  });
});
