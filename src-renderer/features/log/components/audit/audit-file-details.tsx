import { Loader, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '@/components/error-alert';
import { useAuditFileDetail } from '@/features/log/api/get-audit-file-detail';
import type { StagedAuditFile } from '@/features/log/utils/audit-files';
import { CertificateCard } from '../entry/certificate-card';
import { DecodedBodyCard } from '../entry/decoded-body-card';

/** An audited document decoded as the entry page shows an entry: its log entry's body and its certificates. */
export function AuditFileDetails({ runId, file }: { runId: string; file: StagedAuditFile | undefined }) {
  const detail = useAuditFileDetail(runId, file);
  if (detail.isPending) {
    return (
      <Text size="sm" c="dimmed">
        <Loader size="xs" mr="xs" />
        Decoding…
      </Text>
    );
  }
  if (detail.error) {
    return <ErrorAlert title="Could not decode the document" query={detail} testId="audit-detail-error" />;
  }
  const { body, certificates, integratedTime } = detail.data;
  return (
    <Stack gap="md" data-testid="audit-detail">
      {body ? (
        <DecodedBodyCard body={body} certificates={certificates} integratedTime={integratedTime} />
      ) : (
        certificates.map((certificate, index) => (
          <CertificateCard
            key={certificate.sha256Fingerprint}
            certificate={certificate}
            position={index}
            integratedTime={integratedTime}
          />
        ))
      )}
      {!body && certificates.length === 0 && (
        <Text size="sm" c="dimmed">
          This document carries no log entry body and no certificate.
        </Text>
      )}
    </Stack>
  );
}
