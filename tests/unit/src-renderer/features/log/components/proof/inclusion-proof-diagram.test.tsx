// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InclusionProofDiagram } from '@/features/log/components/proof/inclusion-proof-diagram';
import { renderComponent } from '../../../../../../support/renderer/render-component';
import { hex, inclusionTrace, tamperedTrace } from '../../../../../../support/renderer/tlog-fixtures';

afterEach(cleanup);

const fullValue = (testId: string) => screen.getByTestId(testId).getAttribute('data-value');

describe('inclusion proof drawing', () => {
  it('draws one row per step, root on top, with each sibling on its side', () => {
    renderComponent(<InclusionProofDiagram trace={inclusionTrace()} rootSigned />);
    const steps = screen.getAllByTestId('proof-step');
    // Leaf at the bottom, root at the top: the last step is drawn first.
    expect(steps.map((step) => step.getAttribute('data-index'))).toEqual(['2', '1', '0']);
    expect(steps.map((step) => step.getAttribute('data-side'))).toEqual(['left', 'right', 'left']);
    // The root matches, which proves every hash on the path: drawn green though not compared one by one.
    expect(steps.every((step) => step.getAttribute('data-status') === 'ok')).toBe(true);
    expect(within(steps[1]!).getByText('sibling from the proof (right)')).toBeTruthy();
    expect(fullValue('proof-root-computed')).toBe(hex('9'));
    expect(fullValue('proof-root-expected')).toBe(hex('9'));
    expect(screen.getByTestId('proof-root').getAttribute('data-status')).toBe('ok');
    const root = screen.getByTestId('proof-root');
    const leaf = screen.getByTestId('proof-leaf');
    expect(root.compareDocumentPosition(leaf) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(root).getByText('expected (signed) root')).toBeTruthy();
  });

  it('never calls a root no checkpoint signs "signed"', () => {
    renderComponent(<InclusionProofDiagram trace={inclusionTrace()} rootSigned={false} />);
    const root = screen.getByTestId('proof-root');
    expect(root.textContent).not.toMatch(/\bsigned\b/);
    expect(within(root).getByText('expected root (unsigned: no checkpoint signs it)')).toBeTruthy();
    expect(screen.getByTestId('inclusion-proof').textContent).not.toContain('equals the signed root');
  });

  it('marks a failed root red with the reason when no step was diagnosed', () => {
    renderComponent(<InclusionProofDiagram trace={tamperedTrace(false)} rootSigned />);
    expect(screen.getByTestId('proof-root').getAttribute('data-status')).toBe('failed');
    expect(screen.getByTestId('proof-root-problem').textContent).toContain(
      'differs from the checkpoint root',
    );
    expect(screen.getByTestId('proof-verdict').textContent).toBe('proof fails');
    expect(fullValue('proof-root-computed')).toBe(hex('e'));
    // Nothing says which hash is wrong yet: every step stays grey.
    expect(screen.getAllByTestId('proof-step').map((step) => step.getAttribute('data-status'))).toEqual([
      'unchecked',
      'unchecked',
      'unchecked',
    ]);
  });

  it('highlights the tampered step with the expected and the received sibling', () => {
    renderComponent(<InclusionProofDiagram trace={tamperedTrace(true)} rootSigned />);
    const failed = screen
      .getAllByTestId('proof-step')
      .filter((step) => step.getAttribute('data-status') === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.getAttribute('data-index')).toBe('1');
    const problem = within(failed[0]!).getByTestId('proof-step-problem');
    expect(problem.textContent).toContain(hex('d'));
    expect(problem.textContent).toContain(hex('b'));
    expect(within(failed[0]!).getByTestId('proof-expected-sibling').getAttribute('data-value')).toBe(
      hex('b'),
    );
    // Top down: step 3's sibling matches the log's tree, but it hashes step 2's wrong output.
    const statuses = screen.getAllByTestId('proof-step').map((step) => step.getAttribute('data-status'));
    expect(statuses).toEqual(['tainted', 'failed', 'ok']);
    const above = screen.getAllByTestId('proof-step')[0]!;
    expect(within(above).getByLabelText('computed from a wrong value')).toBeTruthy();
    expect(within(above).getByTestId('proof-step-problem').textContent).toContain(
      'descends from the wrong sibling at step 2',
    );
    expect(within(failed[0]!).getByText(/^Step 2 ·/)).toBeTruthy();
  });
});
