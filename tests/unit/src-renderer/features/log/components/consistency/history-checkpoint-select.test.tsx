// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp } from '../../../../../../support/renderer/render-app';
import { checkpointRecord, hex } from '../../../../../../support/renderer/tlog-fixtures';

afterEach(() => {
  cleanup();
  resetApp();
});

describe('consistency page, monitor history picker', () => {
  it('offers each stored tree head once, however many polls saw it', async () => {
    const checkpoints = [
      checkpointRecord({ id: 'cp-3', size: '9', rootHash: hex('9') }),
      checkpointRecord({ id: 'cp-2', consistency: 'same' }), // a row from before polls were stored once
      checkpointRecord({ id: 'cp-1', consistency: 'first' }),
    ];
    renderApp('/log/consistency', { 'monitor:history': () => ({ checkpoints }) });
    const select = await screen.findByTestId('consistency-history-select');
    await waitFor(() => expect((select as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(select);
    // The page's other pickers (the shard) list their own options; the monitor's name a shard and a size.
    const options = (await screen.findAllByRole('option', { hidden: true }))
      .map((option) => option.textContent ?? '')
      .filter((text) => text.includes(' · shard '));
    expect(options).toEqual([expect.stringContaining('size 9'), expect.stringContaining('size 8')]);
  });
});
