import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CollapsibleCode } from '@/components/collapsible-code';
import { HashValue } from '@/components/hash-value';
import type { CertificateInfo } from '@/lib/contract';
import { certificateValidity, type ValidityState } from '@/features/log/utils/certificate-validity';

const VALIDITY: Record<ValidityState, { label: string; color: string }> = {
  valid: { label: 'valid', color: 'teal' },
  expired: { label: 'expired', color: 'orange' },
  'not-yet-valid': { label: 'not yet valid', color: 'red' },
  unknown: { label: 'validity unknown', color: 'gray' },
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={170} style={{ verticalAlign: 'top' }}>
        {label}
      </Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children}</Table.Td>
    </Table.Tr>
  );
}

/** An X.509 certificate from the entry: identity, Fulcio extensions, validity then and now, PEM. */
export function CertificateCard({
  certificate,
  position,
  integratedTime,
}: {
  certificate: CertificateInfo;
  position: number;
  integratedTime: number | null;
}) {
  const validity = certificateValidity(certificate, integratedTime);
  const now = VALIDITY[validity.now];
  const atIntegration = validity.atIntegration ? VALIDITY[validity.atIntegration] : null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="entry-certificate">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={5}>
            {position === 0 ? 'Signing certificate' : `Certificate ${position + 1} in the chain`}
          </Title>
          <Group gap="xs">
            {atIntegration && (
              <Badge
                color={atIntegration.color}
                variant="filled"
                data-testid="certificate-valid-at-integration"
              >
                {atIntegration.label} when logged
              </Badge>
            )}
            <Badge color={now.color} variant="light" data-testid="certificate-valid-now">
              {now.label} now
            </Badge>
          </Group>
        </Group>
        <Table variant="vertical" layout="fixed" withTableBorder={false} verticalSpacing={4}>
          <Table.Tbody>
            <Row label="Subject">{certificate.subject || '(empty: identity is in the SANs)'}</Row>
            <Row label="Issuer">{certificate.issuer}</Row>
            <Row label="Subject alternative names">
              {certificate.sans.length === 0
                ? '—'
                : certificate.sans.map((san) => (
                    <Text key={`${san.type}:${san.value}`} size="sm">
                      <Text span c="dimmed" size="sm">
                        {san.type}:
                      </Text>{' '}
                      {san.value}
                    </Text>
                  ))}
            </Row>
            <Row label="Validity">
              {certificate.notBefore} → {certificate.notAfter}
            </Row>
            <Row label="Serial number">
              <Text size="sm" className="verity-mono">
                {certificate.serialNumber}
              </Text>
            </Row>
            <Row label="Key">{certificate.keyAlgorithm}</Row>
            <Row label="SHA-256 fingerprint">
              <HashValue
                value={certificate.sha256Fingerprint}
                copyLabel="Copy fingerprint"
                head={16}
                tail={16}
              />
            </Row>
          </Table.Tbody>
        </Table>
        {certificate.fulcio.length > 0 && (
          <Stack gap={4}>
            <Text size="xs" tt="uppercase" fw={600} c="dimmed">
              Fulcio extensions
            </Text>
            <Table layout="fixed" verticalSpacing={4} withTableBorder data-testid="certificate-fulcio">
              <Table.Tbody>
                {certificate.fulcio.map((extension) => (
                  <Table.Tr key={extension.oid}>
                    <Table.Td w={240}>
                      <Text size="sm">{extension.name}</Text>
                      <Text size="xs" c="dimmed" className="verity-mono">
                        {extension.oid}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm">{extension.value}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
        <CollapsibleCode title="certificate PEM" code={certificate.pem} />
      </Stack>
    </Paper>
  );
}
