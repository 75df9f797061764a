// @vitest-environment jsdom
import '../../../../../support/renderer/dom-shims';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UrlSettingsPopover } from '@/features/urls/components/url-settings-popover';
import { createFakeVerity, type FakeVerity } from '../../../../../support/renderer/fake-verity';
import { renderComponent } from '../../../../../support/renderer/render-component';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  delete window.verity;
});

function renderPopover(): FakeVerity {
  const verity = createFakeVerity({
    'urls:settings': () => ({ cooldownDays: 14, dailyQuota: 200, metadataPerMinute: 180 }),
    'urls:setSettings': (input) => input,
  });
  window.verity = verity.api;
  renderComponent(<UrlSettingsPopover />);
  return verity;
}

const field = (key: string) => screen.getByTestId(`url-setting-${key}`) as HTMLInputElement;

describe('URL settings', () => {
  it('shows each setting with what it means and saves a change', async () => {
    const verity = renderPopover();
    fireEvent.click(screen.getByTestId('url-settings'));
    await waitFor(() => expect(field('cooldownDays').value).toBe('14'));
    expect(
      screen.getByText(/A send skips URLs notified with the same type within this many days/),
    ).toBeTruthy();
    expect(screen.getByText(/The queue stops there until midnight Pacific/)).toBeTruthy();
    fireEvent.change(field('cooldownDays'), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('url-settings-save'));
    await waitFor(() =>
      expect(
        verity.calls.filter((call) => call.channel === 'urls:setSettings').map((call) => call.input),
      ).toEqual([{ cooldownDays: 7, dailyQuota: 200, metadataPerMinute: 180 }]),
    );
  });

  it('a quota of 0 cannot be saved', async () => {
    renderPopover();
    fireEvent.click(screen.getByTestId('url-settings'));
    await waitFor(() => expect(field('dailyQuota').value).toBe('200'));
    fireEvent.change(field('dailyQuota'), { target: { value: '0' } });
    expect(screen.getByTestId('url-settings-save').hasAttribute('disabled')).toBe(true);
  });
});
