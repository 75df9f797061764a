import { Group, Text } from '@mantine/core';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { CodeCopyButton } from './code-copy-button';
import { highlightCode, knownLanguage, warmHighlighter } from './highlight';

interface CodeBlockProps {
  code: string;
  lang: string | undefined;
  /** False while the block is still streaming: highlighting waits until its text stops changing. */
  highlight: boolean;
}

/** A fenced or indented code block: language label, copy button, highlighted once settled. */
export function CodeBlock({ code, lang, highlight }: CodeBlockProps) {
  const highlighted = useMemo(() => (highlight ? highlightCode(code, lang) : null), [code, lang, highlight]);
  const label = lang?.trim().split(/\s+/)[0] || 'text';
  const language = highlight ? knownLanguage(lang) : null;
  // The header reads the code when clicked, so it does not re-render on every streamed chunk. A layout
  // effect runs inside the commit; a passive one would cost a scheduler task per streamed chunk.
  const codeRef = useRef(code);
  useLayoutEffect(() => {
    codeRef.current = code;
  }, [code]);
  useEffect(() => {
    if (!highlight) warmHighlighter(lang);
  }, [highlight, lang]);
  return (
    <div
      className="verity-md-code"
      data-testid="markdown-code"
      data-highlighted={highlighted ? 'true' : 'false'}
    >
      <CodeHeader label={label} code={codeRef} />
      <pre>
        <code className={language ? `hljs language-${language}` : undefined}>{highlighted ?? code}</code>
      </pre>
    </div>
  );
}

const CodeHeader = memo(function CodeHeader({ label, code }: { label: string; code: RefObject<string> }) {
  return (
    <Group justify="space-between" gap="xs" className="verity-md-code-header">
      <Text size="xs" c="dimmed" ff="monospace" data-testid="markdown-code-lang">
        {label}
      </Text>
      <CodeCopyButton code={code} />
    </Group>
  );
});
