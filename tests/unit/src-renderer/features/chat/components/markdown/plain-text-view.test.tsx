// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlainTextView } from '@/features/chat/components/markdown';
import { renderComponent } from '../../../../../../support/renderer/render-component';

afterEach(cleanup);

describe('PlainTextView', () => {
  it('shows the text exactly, Markdown and HTML included', () => {
    const text = '# not a heading\n<b>not bold</b> **raw**';
    renderComponent(<PlainTextView text={text} />);
    const plain = screen.getByTestId('plain-text-view');
    expect(plain.textContent).toBe(text);
    expect(plain.querySelector('h1, b, strong')).toBeNull();
  });
});
