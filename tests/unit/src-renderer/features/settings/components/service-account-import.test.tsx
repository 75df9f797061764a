// @vitest-environment jsdom
import '../../../../../support/renderer/dom-shims';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceAccountImport } from '@/features/settings/components/service-account-import';
import {
  chooseFile,
  installFakeVerity,
  noCredentials,
} from '../../../../../support/renderer/account-credentials';
import { FakeFailure } from '../../../../../support/renderer/fake-verity';
import { renderComponent } from '../../../../../support/renderer/render-component';

afterEach(() => {
  cleanup();
  delete window.verity;
});

const KEY = { email: 'indexer@verity-sandbox.iam.gserviceaccount.com', keyId: '3f9a0c' };

describe('service-account import', () => {
  it('imports a key file as its text, then names the account and key id; Remove forgets it', async () => {
    const verity = installFakeVerity({
      'accounts:credentials': () => noCredentials('work'),
      'accounts:importServiceAccount': () => ({ ...noCredentials('work'), serviceAccount: KEY }),
      'accounts:forgetServiceAccount': () => noCredentials('work'),
    });
    renderComponent(<ServiceAccountImport profileId="work" />);
    expect(await screen.findByText(/No service-account key/)).toBeTruthy();

    chooseFile('service-account-import', '{"type":"service_account"}');
    expect((await screen.findByTestId('service-account-identity')).textContent).toBe(
      `${KEY.email} · key ${KEY.keyId}`,
    );
    expect(verity.calls).toContainEqual({
      channel: 'accounts:importServiceAccount',
      input: { profileId: 'work', json: '{"type":"service_account"}' },
    });

    fireEvent.click(screen.getByTestId('service-account-forget'));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/No service-account key/)).toBeTruthy();
  });

  it("shows main's refusal in place and keeps what was there", async () => {
    installFakeVerity({
      'accounts:credentials': () => ({ ...noCredentials('work'), serviceAccount: KEY }),
      'accounts:importServiceAccount': () => {
        throw new FakeFailure(
          'VALIDATION',
          'This is an OAuth client JSON (Desktop app), not a service-account key',
        );
      },
    });
    renderComponent(<ServiceAccountImport profileId="work" />);
    await screen.findByTestId('service-account-identity');
    chooseFile('service-account-import', '{"installed":{}}');
    const alert = await screen.findByText(/not a service-account key/);
    expect(alert.closest('[role=alert], .mantine-Alert-root')?.textContent).toMatch(
      /The key was not imported/,
    );
    expect(screen.getByTestId('service-account-identity').textContent).toContain(KEY.email);
  });
});
