import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconX } from '@tabler/icons-react';
import { useEffect, useState, type RefObject } from 'react';
import { copyText } from '@/lib/clipboard';

type CopyState = 'idle' | 'copied' | 'failed';

const LABEL: Record<CopyState, string> = { idle: 'Copy code', copied: 'Copied', failed: 'Copy failed' };

/** Copies a code block's text, saying whether it worked. */
export function CodeCopyButton({ code }: { code: RefObject<string> }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 1500);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <Tooltip label={LABEL[state]} withArrow>
      <ActionIcon
        variant="subtle"
        size="sm"
        color={state === 'copied' ? 'teal' : state === 'failed' ? 'red' : 'gray'}
        aria-label={LABEL[state]}
        data-testid="markdown-code-copy"
        data-copy-state={state}
        onClick={() => void copyText(code.current).then((ok) => setState(ok ? 'copied' : 'failed'))}
      >
        {state === 'copied' ? (
          <IconCheck size={14} />
        ) : state === 'failed' ? (
          <IconX size={14} />
        ) : (
          <IconCopy size={14} />
        )}
      </ActionIcon>
    </Tooltip>
  );
}
