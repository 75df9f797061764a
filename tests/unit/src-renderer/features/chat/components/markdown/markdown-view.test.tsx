// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarkdownView } from '@/features/chat/components/markdown';
import longReply from '../../../../../../fixtures/genai/sse/basic-reply-long.sse.txt?raw';
import { renderComponent } from '../../../../../../support/renderer/render-component';
import { sseTexts } from '../../../../../../support/renderer/sse-texts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const view = () => screen.getByTestId('markdown-view');

const GFM = [
  '# Title one',
  '## Title two',
  '### Title three',
  'Plain **strong** and *em* and ~~gone~~ and `inline()` and AT&amp;T.',
  'Line one  \nline two',
  '- bullet a\n- bullet b\n  - nested',
  '3. three\n4. four',
  '- [x] done\n- [ ] open',
  '> quoted *text*',
  '| left | mid | right |\n|:---|:---:|---:|\n| a | b | c |',
  '---',
  '```python\nprint("hi")\n```',
  '    indented code',
  '<div class="injected">raw html</div>',
  'Inline <b>tag</b> here.',
  '[https link](https://example.com/a "Title A") and ![alt text](https://example.com/cat.png)',
  'Escaped \\*not em\\*.',
].join('\n\n');

describe('MarkdownView: every GFM token type', () => {
  it('renders block and inline tokens as React elements', () => {
    renderComponent(<MarkdownView text={GFM} streaming={false} />);
    const root = view();
    expect(root.querySelector('h1')?.textContent).toBe('Title one');
    expect(root.querySelector('h2')?.textContent).toBe('Title two');
    expect(root.querySelector('h3')?.textContent).toBe('Title three');
    expect(root.querySelector('strong')?.textContent).toBe('strong');
    expect(root.querySelector('em')?.textContent).toBe('em');
    expect(root.querySelector('del')?.textContent).toBe('gone');
    expect(root.querySelector('p code')?.textContent).toBe('inline()');
    expect(root.textContent).toContain('AT&T.');
    expect(root.querySelector('br')).not.toBeNull();
    expect([...root.querySelectorAll('ul > li')].map((li) => li.firstChild?.textContent)).toContain(
      'bullet a',
    );
    expect(root.querySelector('ul ul li')?.textContent).toBe('nested');
    expect(root.querySelector('ol')?.getAttribute('start')).toBe('3');
    const boxes = [...root.querySelectorAll<HTMLInputElement>('li.verity-md-task input[type=checkbox]')];
    expect(boxes.map((box) => [box.checked, box.disabled])).toEqual([
      [true, true],
      [false, true],
    ]);
    expect(root.querySelector('blockquote em')?.textContent).toBe('text');
    const cells = [...root.querySelectorAll<HTMLElement>('table th')];
    expect(cells.map((cell) => cell.style.textAlign)).toEqual(['left', 'center', 'right']);
    expect(root.querySelector('table td')?.textContent).toBe('a');
    expect(root.querySelector('hr')).not.toBeNull();
    const codes = screen.getAllByTestId('markdown-code');
    expect(codes).toHaveLength(2);
    expect(within(codes[0]!).getByTestId('markdown-code-lang').textContent).toBe('python');
    expect(within(codes[1]!).getByTestId('markdown-code-lang').textContent).toBe('text');
    expect(codes[1]!.querySelector('pre')?.textContent).toBe('indented code');
    expect(root.textContent).toContain('*not em*');
  });

  it('shows raw HTML as text and never creates its elements', () => {
    renderComponent(
      <MarkdownView
        text={'<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n' + GFM}
        streaming={false}
      />,
    );
    const root = view();
    expect(root.querySelector('script, .injected, b, img')).toBeNull();
    expect(root.textContent).toContain('<div class="injected">raw html</div>');
    expect(root.textContent).toContain('<script>alert(1)</script>');
    expect(root.textContent).toContain('Inline <b>tag</b> here.');
  });
});

describe('MarkdownView: links and images', () => {
  it('opens only https links, in a new window, never as a navigation of the app', () => {
    renderComponent(<MarkdownView text={GFM} streaming={false} />);
    const link = screen.getByRole('link', { name: 'https link' });
    expect(link.getAttribute('href')).toBe('https://example.com/a');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('title')).toBe('Title A');
  });

  it.each([
    ['[x](javascript:alert(1))', 'javascript:alert(1)'],
    ['[x](http://plain.example)', 'http://plain.example'],
    ['[x](file:///etc/passwd)', 'file:///etc/passwd'],
    ['[x](data:text/html,hi)', 'data:text/html,hi'],
    ['[x](/relative/path)', '/relative/path'],
  ])('shows %s as inert text with its target in the tooltip', (markdown, href) => {
    renderComponent(<MarkdownView text={markdown} streaming={false} />);
    expect(view().querySelector('a')).toBeNull();
    const inert = screen.getByTestId('markdown-inert-link');
    expect(inert.textContent).toBe('x');
    expect(inert.getAttribute('title')).toContain(href);
  });

  it('renders images as links and never loads them', () => {
    renderComponent(<MarkdownView text={GFM} streaming={false} />);
    expect(view().querySelector('img')).toBeNull();
    const image = screen.getByRole('link', { name: /Image: alt text/ });
    expect(image.getAttribute('href')).toBe('https://example.com/cat.png');
  });

  it('treats a bare www. address as https', () => {
    renderComponent(<MarkdownView text="see www.example.org today" streaming={false} />);
    expect(screen.getByRole('link', { name: 'www.example.org' }).getAttribute('href')).toBe(
      'https://www.example.org/',
    );
  });
});

describe('MarkdownView: code blocks', () => {
  it('highlights a settled block with class-named spans, no HTML strings', () => {
    renderComponent(
      <MarkdownView text={'```ts\nconst answer: number = 42; // why\n```'} streaming={false} />,
    );
    const code = screen.getByTestId('markdown-code');
    expect(code.getAttribute('data-highlighted')).toBe('true');
    expect(code.querySelector('code')?.className).toBe('hljs language-ts');
    expect(code.querySelector('.hljs-keyword')?.textContent).toBe('const');
    expect(code.querySelector('.hljs-number')?.textContent).toBe('42');
    expect(code.querySelector('.hljs-comment')?.textContent).toBe('// why');
    expect(code.querySelector('pre')?.textContent).toBe('const answer: number = 42; // why');
  });

  it('leaves unknown languages plain', () => {
    renderComponent(<MarkdownView text={'```nosuchlang\nx = 1\n```'} streaming={false} />);
    const code = screen.getByTestId('markdown-code');
    expect(code.getAttribute('data-highlighted')).toBe('false');
    expect(within(code).getByTestId('markdown-code-lang').textContent).toBe('nosuchlang');
  });

  it('renders an open fence as a plain code block in progress, highlighted once the stream ends', () => {
    const { rerender } = renderComponent(<MarkdownView text={'Intro\n\n```py\nx = 1'} streaming />);
    let code = screen.getByTestId('markdown-code');
    expect(code.getAttribute('data-highlighted')).toBe('false');
    expect(code.querySelector('pre')?.textContent).toBe('x = 1');
    rerender(<MarkdownView text={'Intro\n\n```py\nx = 1\ny = 2'} streaming />);
    code = screen.getByTestId('markdown-code');
    expect(code.querySelector('pre')?.textContent).toBe('x = 1\ny = 2');
    expect(code.querySelector('.hljs-number')).toBeNull();
    rerender(<MarkdownView text={'Intro\n\n```py\nx = 1\ny = 2\n```'} streaming={false} />);
    code = screen.getByTestId('markdown-code');
    expect(code.getAttribute('data-highlighted')).toBe('true');
    expect(code.querySelector('.hljs-number')?.textContent).toBe('1');
  });

  it('highlights a finished block as soon as the next block starts, while the stream goes on', () => {
    renderComponent(<MarkdownView text={'```py\nx = 1\n```\n\nAnd then'} streaming />);
    expect(screen.getByTestId('markdown-code').getAttribute('data-highlighted')).toBe('true');
  });

  it('copies the code with the Clipboard API', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderComponent(<MarkdownView text={'```sh\necho hi\n```'} streaming={false} />);
    const button = screen.getByTestId('markdown-code-copy');
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('echo hi');
    await waitFor(() => expect(button.getAttribute('data-copy-state')).toBe('copied'));
  });

  it('falls back to execCommand when the Clipboard API is refused, and says when both fail', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const execCommand = vi.fn((command: string) => {
      expect(command).toBe('copy');
      expect((document.activeElement as HTMLTextAreaElement).value).toBe('echo hi');
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderComponent(<MarkdownView text={'```sh\necho hi\n```'} streaming={false} />);
    const button = screen.getByTestId('markdown-code-copy');
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(button.getAttribute('data-copy-state')).toBe('copied'));
    expect(execCommand).toHaveBeenCalledOnce();
    expect(document.querySelector('textarea')).toBeNull();

    execCommand.mockReturnValue(false);
    await waitFor(() => expect(button.getAttribute('data-copy-state')).toBe('idle'), { timeout: 3000 });
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(button.getAttribute('data-copy-state')).toBe('failed'));
  });
});

describe('MarkdownView: half-written Markdown while streaming', () => {
  it('renders an open bold as bold at once, so it never flickers from ** to bold', () => {
    const { rerender } = renderComponent(<MarkdownView text="Say **hel" streaming />);
    expect(view().querySelector('strong')?.textContent).toBe('hel');
    expect(view().textContent).not.toContain('*');
    rerender(<MarkdownView text="Say **hello** world" streaming />);
    expect(view().querySelector('strong')?.textContent).toBe('hello');
    rerender(<MarkdownView text="Say **hello** world **" streaming />);
    expect(view().textContent).toBe('Say hello world');
  });

  it('does not show a lone list or heading marker before its text arrives', () => {
    const { rerender } = renderComponent(<MarkdownView text={'Steps:\n\n-'} streaming />);
    expect(view().querySelector('li, hr, h2')).toBeNull();
    rerender(<MarkdownView text={'Steps:\n\n- one'} streaming />);
    expect(view().querySelector('li')?.textContent).toBe('one');
  });

  it('shows the raw text unchanged once the stream ends', () => {
    renderComponent(<MarkdownView text="Say **hel" streaming={false} />);
    expect(view().textContent).toBe('Say **hel');
  });
});

describe('MarkdownView: a real streamed answer', () => {
  it('ends, chunk by chunk, with the same DOM as rendering the whole answer at once', () => {
    const chunks = sseTexts(longReply);
    let text = '';
    const streamed = renderComponent(<MarkdownView text="" streaming />);
    for (const chunk of chunks) {
      text += chunk;
      streamed.rerender(<MarkdownView text={text} streaming />);
    }
    streamed.rerender(<MarkdownView text={text} streaming={false} />);
    const streamedHtml = view().innerHTML;
    cleanup();
    renderComponent(<MarkdownView text={text} streaming={false} />);
    expect(streamedHtml).toBe(view().innerHTML);
    expect(view().querySelectorAll('li').length).toBeGreaterThan(3);
  });

  it('re-renders from scratch when the text is replaced (an edit or a new answer)', () => {
    const { rerender } = renderComponent(
      <MarkdownView text={'# First\n\nOne\n\nTwo\n\nThree'} streaming={false} />,
    );
    rerender(<MarkdownView text={'# Second\n\nOnly'} streaming={false} />);
    expect(view().querySelector('h1')?.textContent).toBe('Second');
    expect(view().textContent).not.toContain('Three');
  });

  it('accepts CRLF line endings', () => {
    renderComponent(<MarkdownView text={'# Head\r\n\r\n- a\r\n- b\r\n'} streaming={false} />);
    expect(view().querySelector('h1')?.textContent).toBe('Head');
    expect(view().querySelectorAll('li')).toHaveLength(2);
  });
});
