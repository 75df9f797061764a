// @vitest-environment jsdom
import '../../../../../support/renderer/dom-shims';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_FAULTS } from '../../../../../../src-shared/contract/schemas/sandbox';
import type { VaultStatus } from '../../../../../../src-shared/contract/schemas/vault';
import { profileList } from '../../../../../support/renderer/fixtures';
import { renderApp, resetApp } from '../../../../../support/renderer/render-app';

afterEach(() => {
  cleanup();
  resetApp();
});

const vaultStatus = (overrides: Partial<VaultStatus> = {}): VaultStatus => ({
  backend: 'keychain',
  persistent: true,
  locked: false,
  warning: null,
  allowInsecureBackend: false,
  secrets: [{ profileId: 'sandbox', service: 'genai', name: 'apiKey', source: 'sandbox', persisted: false }],
  ...overrides,
});

const faults = () => ({
  faults: {
    tlog: NO_FAULTS,
    genai: NO_FAULTS,
    indexing: NO_FAULTS,
    analytics: NO_FAULTS,
    storage: NO_FAULTS,
  },
});

const settingsHandlers = (vault = vaultStatus()) => ({
  'vault:status': () => vault,
  'sandbox:status': () => ({
    running: true,
    baseUrl: 'http://127.0.0.1:4100',
    apiKeyHeld: true,
    restarts: 0,
    lastExit: null,
  }),
  'sandbox:getFaults': faults,
});

describe('settings page', () => {
  it('keeps the built-in Sandbox profile read-only', async () => {
    renderApp('/settings', settingsHandlers());
    const row = await screen.findByTestId('profile-row');
    expect(row.textContent).toContain('built-in · read-only');
    expect(within(row).getByRole('button', { name: /Edit/ }).hasAttribute('disabled')).toBe(true);
    expect(
      within(row)
        .getByRole('button', { name: /Remove/ })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('validates a new profile as the person types, using the contract schema', async () => {
    const { verity } = renderApp('/settings', {
      ...settingsHandlers(),
      'profiles:save': (input) => ({
        profile: { ...(input as { profile: object }).profile, id: 'staging', builtIn: false },
        droppedSecrets: [],
      }),
    });
    fireEvent.click(await screen.findByTestId('profile-add'));
    const tlog = await screen.findByTestId('profile-url-tlog');
    fireEvent.change(tlog, { target: { value: 'ftp://nope' } });
    expect(await screen.findByText('an http:// or https:// URL without credentials')).toBeTruthy();

    fireEvent.change(screen.getByTestId('profile-name'), { target: { value: 'Staging' } });
    for (const service of ['tlog', 'genai', 'indexing', 'analytics', 'storage']) {
      fireEvent.change(screen.getByTestId(`profile-url-${service}`), {
        target: { value: `https://${service}.staging.example` },
      });
    }
    await waitFor(() =>
      expect(screen.queryByText('an http:// or https:// URL without credentials')).toBeNull(),
    );
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(verity.calls.some((call) => call.channel === 'profiles:save')).toBe(true));
    const saved = verity.calls.find((call) => call.channel === 'profiles:save')?.input as {
      profile: { name: string };
    };
    expect(saved.profile.name).toBe('Staging');
  });

  it('refuses plain http:// to another computer as the person types', async () => {
    renderApp('/settings', settingsHandlers());
    fireEvent.click(await screen.findByTestId('profile-add'));
    const message =
      'https:// is required; plain http:// only for this computer (localhost, 127.0.0.0/8, [::1])';
    fireEvent.change(await screen.findByTestId('profile-url-genai'), {
      target: { value: 'http://gen.example.com' },
    });
    expect(await screen.findByText(message)).toBeTruthy();
    fireEvent.change(screen.getByTestId('profile-url-genai'), { target: { value: 'http://127.0.0.1:8080' } });
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });

  it('says which secrets a save removed because their service moved, and asks for them again', async () => {
    const { verity } = renderApp('/settings', {
      ...settingsHandlers(),
      'profiles:save': (input) => ({
        profile: { ...(input as { profile: object }).profile, id: 'staging', builtIn: false },
        droppedSecrets: [{ profileId: 'staging', service: 'genai', name: 'apiKey' }],
      }),
    });
    fireEvent.click(await screen.findByTestId('profile-add'));
    fireEvent.change(await screen.findByTestId('profile-name'), { target: { value: 'Staging' } });
    for (const service of ['tlog', 'genai', 'indexing', 'analytics', 'storage']) {
      fireEvent.change(screen.getByTestId(`profile-url-${service}`), {
        target: { value: `https://${service}.staging.example` },
      });
    }
    const vaultReads = verity.calls.filter((call) => call.channel === 'vault:status').length;
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(
      await screen.findByText(
        '“Staging” now points elsewhere, so Verity removed the secrets given for the old address: ' +
          'API key for Generation & files. Enter them again under Credentials, with “Staging” active.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(verity.calls.filter((call) => call.channel === 'vault:status').length).toBeGreaterThan(
        vaultReads,
      ),
    );
  });

  it('shows the built-in profile’s sandbox key as managed, with nothing to set', async () => {
    renderApp('/settings', settingsHandlers());
    const genai = await screen.findByTestId('secrets-genai');
    expect(genai.textContent).toContain('API key · provided by the sandbox');
    expect(genai.textContent).toContain('Managed by the sandbox');
    expect(within(genai).getByRole('button', { name: 'Reveal key' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: 'Set' })).toEqual([]);
  });

  it('shows which secrets are set without their values, and sets one write-only', async () => {
    const staging = {
      id: 'staging',
      name: 'Staging',
      builtIn: false,
      endpoints: { ...profileList.profiles[0]!.endpoints },
    };
    const { verity } = renderApp('/settings', {
      ...settingsHandlers(
        vaultStatus({
          secrets: [
            {
              profileId: 'staging',
              service: 'genai',
              name: 'apiKey',
              source: 'environment',
              persisted: false,
            },
          ],
        }),
      ),
      'profiles:list': () => ({ activeId: 'staging', profiles: [...profileList.profiles, staging] }),
      'vault:setSecret': () =>
        vaultStatus({
          secrets: [
            { profileId: 'staging', service: 'tlog', name: 'apiKey', source: 'user', persisted: true },
          ],
        }),
    });
    expect((await screen.findByTestId('secrets-genai')).textContent).toContain(
      'API key · from the environment',
    );
    expect(screen.getByTestId('vault-backend').textContent).toBe('OS keychain');
    expect(screen.queryByTestId('vault-allow-weak')).toBeNull();

    const tlog = screen.getByTestId('secrets-tlog');
    const input = within(tlog).getByPlaceholderText('New API key');
    fireEvent.change(input, { target: { value: 's3cret-value' } });
    fireEvent.click(within(tlog).getByRole('button', { name: 'Set' }));
    await waitFor(() => expect(verity.calls.some((call) => call.channel === 'vault:setSecret')).toBe(true));
    expect(verity.calls.find((call) => call.channel === 'vault:setSecret')?.input).toEqual({
      profileId: 'staging',
      service: 'tlog',
      name: 'apiKey',
      value: 's3cret-value',
    });
    await waitFor(() =>
      expect(screen.getByTestId('secrets-tlog').textContent).toContain('API key · set here'),
    );
    expect(document.body.textContent).not.toContain('s3cret-value');
  });

  it('offers the weak-storage switch only for a keychain warning, and unlock when locked', async () => {
    renderApp(
      '/settings',
      settingsHandlers(vaultStatus({ warning: 'basic_text is not protection', persistent: false })),
    );
    expect(await screen.findByTestId('vault-allow-weak')).toBeTruthy();
    cleanup();
    resetApp();

    renderApp(
      '/settings',
      settingsHandlers(
        vaultStatus({ backend: 'passphrase-file', locked: true, persistent: false, warning: 'locked' }),
      ),
    );
    expect(await screen.findByTestId('vault-passphrase')).toBeTruthy();
    expect(screen.queryByTestId('vault-allow-weak')).toBeNull();
  });

  it('applies sandbox faults with rates converted from percent', async () => {
    const { verity } = renderApp('/settings', { ...settingsHandlers(), 'sandbox:setFaults': faults });
    const rate = await screen.findByTestId('fault-tlog-errorRatePct');
    fireEvent.change(rate, { target: { value: '25' } });
    fireEvent.change(screen.getByTestId('fault-tlog-retryAfterSeconds'), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('fault-tlog-apply'));
    await waitFor(() => expect(verity.calls.some((call) => call.channel === 'sandbox:setFaults')).toBe(true));
    expect(verity.calls.find((call) => call.channel === 'sandbox:setFaults')?.input).toEqual({
      service: 'tlog',
      faults: { ...NO_FAULTS, errorRate: 0.25, retryAfterSeconds: 7 },
    });
    expect(screen.getByTestId('sandbox-base-url').textContent).toBe('http://127.0.0.1:4100');
  });
});
