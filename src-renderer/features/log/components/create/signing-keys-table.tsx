import { Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { CollapsibleCode } from '@/components/collapsible-code';
import { ConfirmButton } from '@/components/confirm-button';
import { HashValue } from '@/components/hash-value';
import type { SigningKeyInfo } from '@/lib/contract';
import { formatDateTime } from '@/lib/format';
import { useRemoveSigningKey } from '@/features/log/api/remove-signing-key';

const ALGORITHMS: Record<SigningKeyInfo['algorithm'], string> = {
  'ecdsa-p256': 'ECDSA P-256',
  ed25519: 'Ed25519',
};

/** The local signing keys: public halves only; the private keys never reach this window. */
export function SigningKeysTable({ keys }: { keys: SigningKeyInfo[] }) {
  const remove = useRemoveSigningKey();
  if (keys.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="keys-empty">
        No signing key yet. Generate one below, or import a PEM private key.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Algorithm</Table.Th>
            <Table.Th>Fingerprint</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => (
            <Table.Tr key={key.id} data-testid="key-row">
              <Table.Td>
                <Stack gap={2}>
                  <Group gap={4}>
                    <Text size="sm" fw={500}>
                      {key.name}
                    </Text>
                    {!key.persisted && (
                      <Tooltip
                        label="The vault cannot store it: the key is lost when Verity restarts"
                        withArrow
                      >
                        <Badge size="xs" color="orange" variant="light">
                          this session only
                        </Badge>
                      </Tooltip>
                    )}
                  </Group>
                  <CollapsibleCode title="public key" code={key.publicKeyPem} />
                </Stack>
              </Table.Td>
              <Table.Td>{ALGORITHMS[key.algorithm]}</Table.Td>
              <Table.Td>
                <HashValue value={key.fingerprint} copyLabel="Copy fingerprint" />
              </Table.Td>
              <Table.Td>{key.source}</Table.Td>
              <Table.Td>{formatDateTime(key.createdAt)}</Table.Td>
              <Table.Td>
                <ConfirmButton
                  size="xs"
                  variant="subtle"
                  color="red"
                  question={`Delete “${key.name}”? Entries it signed stay in the log, but you cannot sign with it again.`}
                  confirmLabel="Delete"
                  onConfirm={() => remove.mutate({ id: key.id, name: key.name })}
                >
                  Delete
                </ConfirmButton>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
