// @vitest-environment jsdom
import '../../../../../support/renderer/dom-shims';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TransfersSection } from '@/features/settings/components/transfers-section';
import { createFakeVerity } from '../../../../../support/renderer/fake-verity';
import { renderComponent } from '../../../../../support/renderer/render-component';

afterEach(() => {
  cleanup();
  delete window.verity;
});

const MIB = 1024 * 1024;

describe('Settings → Transfers', () => {
  it('shows the saved limits, refuses a bandwidth under 64 KiB/s, and saves MiB/s as bytes per second', async () => {
    const verity = createFakeVerity({
      'transfers:list': () => ({
        transfers: [],
        settings: { concurrency: 2, bandwidthBytesPerSecond: null },
      }),
      'transfers:setSettings': (input) => input,
    });
    window.verity = verity.api;
    renderComponent(<TransfersSection />);
    const concurrency = (await screen.findByTestId('transfers-concurrency')) as HTMLInputElement;
    const bandwidth = screen.getByTestId('transfers-bandwidth') as HTMLInputElement;
    const save = screen.getByTestId('transfers-settings-save') as HTMLButtonElement;
    expect(concurrency.value).toBe('2');
    expect(bandwidth.value).toBe('');
    expect(save.disabled).toBe(true);

    fireEvent.change(bandwidth, { target: { value: '0.01' } });
    expect(await screen.findByText(/at least 0.0625 MiB\/s/)).toBeTruthy();
    expect(save.disabled).toBe(true);

    fireEvent.change(bandwidth, { target: { value: '2.5' } });
    fireEvent.change(concurrency, { target: { value: '3' } });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() =>
      expect(verity.calls).toContainEqual({
        channel: 'transfers:setSettings',
        input: { concurrency: 3, bandwidthBytesPerSecond: 2.5 * MIB },
      }),
    );
  });
});
