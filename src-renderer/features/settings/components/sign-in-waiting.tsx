import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

interface SignInWaitingProps {
  /** Set where this page is to open the consent page (the headless host); null where the shell opened it. */
  consentUrl: string | null;
  /** This window pressed Sign in: it opens the consent page (another window showing Settings only links it). */
  startedHere: boolean;
  cancelling: boolean;
  onCancel: () => void;
}

/**
 * A sign-in waiting for the person in the browser. In the headless host the consent page's URL comes
 * here: the window whose Sign in started it opens it in a new tab once (any other window showing Settings
 * would open a second consent tab), and every window shows it as a link, since a browser may block a tab
 * opened without a click.
 */
export function SignInWaiting({ consentUrl, startedHere, cancelling, onCancel }: SignInWaitingProps) {
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!startedHere || !consentUrl || opened.current === consentUrl) return;
    opened.current = consentUrl;
    window.open(consentUrl, '_blank', 'noopener,noreferrer');
  }, [consentUrl, startedHere]);

  return (
    <Stack gap="xs" data-testid="account-signing-in">
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">
          Waiting for the sign-in in the browser: choose the account there and press Allow. The consent page
          sends the browser back to Verity, which closes the sign-in.
        </Text>
      </Group>
      <Group gap="sm">
        {consentUrl && (
          <Anchor
            href={consentUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            data-testid="account-consent-link"
          >
            <Group gap={4} component="span">
              Open the sign-in page <IconExternalLink size={14} />
            </Group>
          </Anchor>
        )}
        <Button size="xs" variant="default" loading={cancelling} onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
