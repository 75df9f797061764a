import { Button, FileButton, Stack } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useRef } from 'react';
import { ErrorAlert } from '@/components/error-alert';

interface CredentialFileButtonProps {
  label: string;
  onFile: (file: File) => void;
  pending: boolean;
  /** Why the last file was refused (main says which file it was and where the right one comes from). */
  error: unknown;
  errorTitle: string;
  testId: string;
}

/**
 * Picks a Google credential file (JSON) and hands it on; main reads and checks it, so a refusal shows
 * here as main worded it. Picking the same file again after a refusal imports it again.
 */
export function CredentialFileButton({
  label,
  onFile,
  pending,
  error,
  errorTitle,
  testId,
}: CredentialFileButtonProps) {
  const reset = useRef<() => void>(null);
  return (
    <Stack gap="xs" data-testid={testId}>
      <FileButton
        resetRef={reset}
        accept="application/json,.json"
        onChange={(file) => {
          if (file) onFile(file);
          reset.current?.();
        }}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="xs"
            w="fit-content"
            leftSection={<IconFileImport size={14} />}
            loading={pending}
          >
            {label}
          </Button>
        )}
      </FileButton>
      <ErrorAlert
        title={errorTitle}
        error={error}
        hint="Choose the right file and import it again; nothing was changed."
      />
    </Stack>
  );
}
