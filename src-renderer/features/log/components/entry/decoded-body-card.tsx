import { Alert, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { CollapsibleCode } from '@/components/collapsible-code';
import { HashValue } from '@/components/hash-value';
import type { CertificateInfo, DecodedBody, EntryView } from '@/lib/contract';
import { CertificateCard } from './certificate-card';
import { PublicKeyCard } from './public-key-card';
import { StatementCard } from './statement-card';

/** Base64 signatures and the like: monospace, and wrapped anywhere so they never widen the page. */
const looksEncoded = (value: string) => value.length > 40 && !/\s/.test(value);

interface DecodedBodyCardProps {
  body: DecodedBody;
  /** When the log integrated the entry (Unix seconds), for the certificates' validity then. */
  integratedTime: number | null;
  /** The certificates to show: the body's own unless the document carries its signer's elsewhere (a bundle). */
  certificates?: CertificateInfo[];
  /** The LogEntry as served, when it came from a log. */
  raw?: string;
  attestation?: EntryView['attestation'];
}

/**
 * An entry body decoded for its kind: fields, hashes, keys, certificates, the DSSE statement and the raw
 * JSON. The entry page shows a fetched entry's; the Audit page an audited document's.
 */
export function DecodedBodyCard({
  body,
  integratedTime,
  certificates = body.certificates,
  raw,
  attestation,
}: DecodedBodyCardProps) {
  return (
    <Stack gap="md" data-testid="entry-body">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={4}>
            Body · {body.kind} {body.apiVersion}
          </Title>
          {body.warnings.map((warning) => (
            <Alert key={warning} color="yellow" variant="light" data-testid="entry-body-warning">
              {warning}
            </Alert>
          ))}
          {body.fields.length > 0 && (
            <Table variant="vertical" layout="fixed" withTableBorder={false} verticalSpacing={4}>
              <Table.Tbody>
                {body.fields.map(([label, value], index) => (
                  <Table.Tr key={`${label}-${index}`}>
                    <Table.Th w={200}>{label}</Table.Th>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm" className={looksEncoded(value) ? 'verity-mono' : undefined}>
                        {value}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {body.hashes.length > 0 && (
            <Table layout="fixed" withTableBorder verticalSpacing={4} data-testid="entry-hashes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={200}>Hash</Table.Th>
                  <Table.Th w={100}>Algorithm</Table.Th>
                  <Table.Th>Value</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {body.hashes.map((hash) => (
                  <Table.Tr key={`${hash.label}-${hash.value}`}>
                    <Table.Td>{hash.label}</Table.Td>
                    <Table.Td>{hash.algorithm}</Table.Td>
                    <Table.Td>
                      <HashValue value={hash.value} copyLabel={`Copy ${hash.label}`} head={20} tail={12} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {body.publicKeys.map((publicKey) => (
            <PublicKeyCard key={publicKey.fingerprint} publicKey={publicKey} />
          ))}
          <CollapsibleCode title="decoded body JSON" code={body.json} testId="entry-body-json" />
          {raw !== undefined && <CollapsibleCode title="LogEntry as served" code={raw} testId="entry-raw" />}
        </Stack>
      </Paper>
      {certificates.map((certificate, index) => (
        <CertificateCard
          key={certificate.sha256Fingerprint}
          certificate={certificate}
          position={index}
          integratedTime={integratedTime}
        />
      ))}
      {body.statement && <StatementCard statement={body.statement} />}
      {attestation && (
        <Paper withBorder p="md" radius="md" data-testid="entry-attestation">
          <Stack gap="xs">
            <Title order={5}>Attestation stored with the entry</Title>
            {attestation.text ? (
              <CollapsibleCode title="attestation" code={attestation.text} defaultOpen />
            ) : (
              <CollapsibleCode title="attestation (base64, not text)" code={attestation.data} />
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
