// @vitest-environment jsdom
import '../../../../../support/renderer/dom-shims';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GoogleClientImport } from '@/features/settings/components/google-client-import';
import {
  chooseFile,
  installFakeVerity,
  noCredentials,
} from '../../../../../support/renderer/account-credentials';
import { renderComponent } from '../../../../../support/renderer/render-component';

afterEach(() => {
  cleanup();
  delete window.verity;
});

describe('Google client import', () => {
  it('shows nothing for the Sandbox profile, which signs in with the sandbox client', async () => {
    installFakeVerity({
      'accounts:credentials': () => ({ ...noCredentials('sandbox'), oauthClient: { source: 'sandbox' } }),
    });
    const { container } = renderComponent(<GoogleClientImport profileId="sandbox" />);
    await waitFor(() => expect(container.querySelector('.mantine-Skeleton-root')).toBeNull());
    expect(screen.queryByTestId('google-client')).toBeNull();
  });

  it('imports a client JSON for a Google profile and names its client id', async () => {
    installFakeVerity({
      'accounts:credentials': () => noCredentials('work'),
      'accounts:importClient': () => ({
        ...noCredentials('work'),
        oauthClient: { source: 'imported', clientId: '1-a.apps' },
      }),
    });
    renderComponent(<GoogleClientImport profileId="work" />);
    expect(await screen.findByText(/needs your own OAuth client/)).toBeTruthy();
    chooseFile('google-client-import', '{"installed":{}}');
    expect((await screen.findByTestId('google-client-id')).textContent).toBe('Signs in with client 1-a.apps');
  });
});
