import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { copyText } from '@/lib/clipboard';
import { useRevealSandboxKey } from '../api/reveal-sandbox-key';

type CopyState = 'idle' | 'copied' | 'failed';
const COPY_LABEL: Record<CopyState, string> = { idle: 'Copy key', copied: 'Copied', failed: 'Copy failed' };

/**
 * The built-in sandbox's API key: the sandbox made it for itself and accepts no other, so it is managed
 * there, never set here. Revealing it is safe (it opens only the local sandbox) and lets a person call
 * the sandbox from a terminal with the code Get code gives.
 */
export function SandboxKey() {
  const reveal = useRevealSandboxKey();
  const [shown, setShown] = useState<string | null>(null);
  const [copied, setCopied] = useState<CopyState>('idle');

  const copy = async () => {
    const key = await reveal.mutateAsync();
    setCopied((await copyText(key)) ? 'copied' : 'failed');
  };

  return (
    <Stack gap={4} data-testid="sandbox-key">
      <Text size="sm" c="dimmed">
        Managed by the sandbox: it made this key for itself and accepts no other, so there is nothing to set.
        Use it as GEMINI_API_KEY to call the sandbox from a terminal.
      </Text>
      <Group gap="xs">
        {shown !== null && (
          <Code className="verity-mono" data-testid="sandbox-key-value">
            {shown}
          </Code>
        )}
        <Button
          size="xs"
          variant="default"
          loading={reveal.isPending}
          onClick={() => {
            if (shown !== null) setShown(null);
            else reveal.mutate(undefined, { onSuccess: setShown });
          }}
        >
          {shown === null ? 'Reveal key' : 'Hide key'}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => void copy().catch(() => setCopied('failed'))}
          onMouseLeave={() => setCopied('idle')}
        >
          {COPY_LABEL[copied]}
        </Button>
      </Group>
    </Stack>
  );
}
