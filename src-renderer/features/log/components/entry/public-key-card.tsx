import { Badge, Group, Paper, Stack } from '@mantine/core';
import { CollapsibleCode } from '@/components/collapsible-code';
import { HashValue } from '@/components/hash-value';
import type { PublicKeyInfo } from '@/lib/contract';

/** A public key stored in the entry body (hashedrekord, rekord, intoto …). */
export function PublicKeyCard({ publicKey }: { publicKey: PublicKeyInfo }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid="entry-public-key">
      <Stack gap={6}>
        <Group gap="xs">
          <Badge variant="light">{publicKey.format}</Badge>
          {publicKey.algorithm && <Badge variant="outline">{publicKey.algorithm}</Badge>}
          <HashValue value={publicKey.fingerprint} copyLabel="Copy key fingerprint" head={16} tail={12} />
        </Group>
        {publicKey.pem && <CollapsibleCode title="public key PEM" code={publicKey.pem} />}
      </Stack>
    </Paper>
  );
}
