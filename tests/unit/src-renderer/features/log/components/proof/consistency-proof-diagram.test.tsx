// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsistencyProofDiagram } from '@/features/log/components/proof/consistency-proof-diagram';
import { renderComponent } from '../../../../../../support/renderer/render-component';
import { consistencyTrace, hex } from '../../../../../../support/renderer/tlog-fixtures';

afterEach(cleanup);

describe('consistency proof drawing', () => {
  it('draws each step with the chains it joins and a verdict', () => {
    renderComponent(<ConsistencyProofDiagram trace={consistencyTrace()} />);
    const steps = screen.getAllByTestId('consistency-step');
    expect(steps.map((step) => step.getAttribute('data-used-for'))).toEqual(['new-only', 'both']);
    expect(steps.every((step) => step.getAttribute('data-status') === 'ok')).toBe(true);
    expect(within(steps[0]!).getByText('unchanged (not used)')).toBeTruthy();
    expect(screen.getByTestId('consistency-verdict').textContent).toBe('consistent');
  });

  it('shows a failing proof in red with its error', () => {
    renderComponent(
      <ConsistencyProofDiagram
        trace={consistencyTrace({ ok: false, computedRoot2: hex('0'), error: 'Fork: the new root differs' })}
      />,
    );
    expect(screen.getByTestId('consistency-verdict').textContent).toBe('not consistent');
    expect(screen.getByTestId('consistency-error').textContent).toContain('Fork');
    expect(
      screen
        .getAllByTestId('consistency-step')
        .every((step) => step.getAttribute('data-status') === 'unchecked'),
    ).toBe(true);
  });
});
