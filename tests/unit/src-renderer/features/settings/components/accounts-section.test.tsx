// @vitest-environment jsdom
import '../../../../../support/renderer/dom-shims';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountsSection } from '@/features/settings/components/accounts-section';
import type { AccountStatus } from '../../../../../../src-shared/contract/schemas/accounts';
import { createFakeVerity, FakeFailure } from '../../../../../support/renderer/fake-verity';
import { profileList } from '../../../../../support/renderer/fixtures';
import { renderComponent } from '../../../../../support/renderer/render-component';

const AUTH = 'https://www.googleapis.com/auth';
const CONSENT = 'http://127.0.0.1:4100/o/oauth2/v2/auth?client_id=x&state=y';

const status = (overrides: Partial<AccountStatus>): AccountStatus => ({
  profileId: 'sandbox',
  state: 'signed-out',
  email: null,
  grantedScopes: [],
  consentUrl: null,
  problem: null,
  ...overrides,
});

/** Settings → Accounts for the Sandbox profile; `account` may be read anew at each status call. */
function renderSection(
  account: AccountStatus | (() => AccountStatus),
  more: Record<string, () => unknown> = {},
) {
  window.verity = createFakeVerity({
    ...more,
    'profiles:list': () => profileList,
    'accounts:status': typeof account === 'function' ? account : () => account,
    'accounts:credentials': () => ({
      profileId: 'sandbox',
      serviceAccount: null,
      oauthClient: { source: 'sandbox' },
    }),
    'sandbox:status': () => ({
      running: false,
      baseUrl: null,
      apiKeyHeld: false,
      restarts: 0,
      lastExit: null,
    }),
  }).api;
  return renderComponent(<AccountsSection />);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete window.verity;
});

describe('Settings → Accounts', () => {
  it('Sign in handed to the page: this window opens the consent page once in a new tab and links to it', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    let account = status({});
    renderSection(() => account, {
      // Answers only when the sign-in ends: not in this test.
      'accounts:signIn': () => {
        account = status({ state: 'signing-in', consentUrl: CONSENT });
        return new Promise(() => undefined);
      },
    });
    fireEvent.click(await screen.findByTestId('account-sign-in'));
    const link = await screen.findByTestId('account-consent-link');
    expect(link.getAttribute('href')).toBe(CONSENT);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    await waitFor(() => expect(open).toHaveBeenCalledWith(CONSENT, '_blank', 'noopener,noreferrer'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('a sign-in another window started: linked here, not opened a second time', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderSection(status({ state: 'signing-in', consentUrl: CONSENT }));
    expect((await screen.findByTestId('account-consent-link')).getAttribute('href')).toBe(CONSENT);
    expect(open).not.toHaveBeenCalled();
  });

  it('a sign-in the shell opened in the system browser: no second tab, no link, still a Cancel', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderSection(status({ state: 'signing-in' }));
    expect(await screen.findByTestId('account-signing-in')).toBeTruthy();
    expect(screen.queryByTestId('account-consent-link')).toBeNull();
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('a sign-in the browser never finished: says it timed out and how to start again', async () => {
    renderSection(status({}), {
      'accounts:signIn': () => {
        throw new FakeFailure(
          'TIMEOUT',
          'The sign-in was not finished in the browser in time: sign in again',
        );
      },
    });
    fireEvent.click(await screen.findByTestId('account-sign-in'));
    const failure = await screen.findByTestId('account-sign-in-failure');
    expect(failure.textContent).toContain('The sign-in timed out');
    expect(failure.textContent).toContain('not finished in the browser in time');
    expect(failure.textContent).toContain('Press Sign in to start again');
  });

  it('"sign in again": the problem, its known causes and a way to sign in again', async () => {
    renderSection(
      status({
        state: 'sign-in-again',
        email: 'ada@example.com',
        grantedScopes: [`${AUTH}/drive`],
        problem: {
          message:
            'The account no longer accepts this sign-in (the refresh token was refused): sign in again',
          causes: [
            'The refresh token went unused for six months',
            'The OAuth consent screen is in "Testing"',
          ],
        },
      }),
    );
    const alert = await screen.findByTestId('account-sign-in-again');
    expect(alert.textContent).toContain('the refresh token was refused');
    expect(alert.textContent).toContain('unused for six months');
    expect(alert.textContent).toContain('"Testing"');
    expect(within(alert).getByRole('button', { name: 'Sign in again' })).toBeTruthy();
    // The profile's service account has its place in the section too.
    expect(await screen.findByTestId('service-account')).toBeTruthy();
  });
});
