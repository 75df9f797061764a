// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RunSettingsPanel } from '@/features/chat/components/settings/run-settings-panel';
import { useSettingsFormStore } from '@/features/chat/stores/settings-form-store';
import { defaultSettings } from '@/features/chat/utils/new-chat';
import { renderComponent } from '../../../../../../support/renderer/render-component';

beforeAll(() => {
  // The model list is the only call the panel makes.
  Object.defineProperty(window, 'verity', {
    configurable: true,
    value: { chat: { models: () => Promise.resolve({ ok: true, value: { models: [] } }) } },
  });
});

afterEach(() => {
  cleanup();
  useSettingsFormStore.getState().load('chat-1', defaultSettings(), null);
});

describe('RunSettingsPanel', () => {
  it('takes a sixth stop sequence and says why it cannot be sent', async () => {
    renderComponent(<RunSettingsPanel />);
    const input = screen.getByRole('combobox', { name: 'Stop sequences' });
    // Mantine takes typing only into the focused input (anything else is autofill).
    input.focus();
    for (const stop of ['one', 'two', 'three', 'four', 'five', 'six']) {
      fireEvent.change(input, { target: { value: stop } });
      fireEvent.keyDown(input, { key: 'Enter' });
    }
    expect(useSettingsFormStore.getState().forms.a.stopSequences).toHaveLength(6);
    expect(await screen.findByText(/at most 5 stop sequences \(the service refuses a sixth\)/)).toBeTruthy();
    expect(screen.getByTestId('settings-invalid').textContent).toBe('1 to fix');
  }, 30_000);
});
