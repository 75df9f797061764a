import { Paper, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { CollapsibleCode } from '@/components/collapsible-code';
import { ErrorAlert } from '@/components/error-alert';
import { useConsistencyProof } from '@/features/log/api/get-consistency-proof';
import { useLogInfo } from '@/features/log/api/get-log-info';
import { requestFromSearchParams, searchParamsFromRequest } from '@/features/log/utils/tree-head-draft';
import { ConsistencyProofDiagram } from '../proof/consistency-proof-diagram';
import { ConsistencyForm } from './consistency-form';

/**
 * /log/consistency: proves an old tree head is a prefix of the current one
 * (or of a given size) and draws the proof. The request lives in the
 * address (?treeID=&size=&root=&to=), so a proof can be reopened.
 */
export function ConsistencyPage() {
  const [params, setParams] = useSearchParams();
  const request = requestFromSearchParams(params);
  const info = useLogInfo();
  const proof = useConsistencyProof(request);

  return (
    <Stack gap="md" data-testid="page-log-consistency">
      <ConsistencyForm
        info={info.data}
        initial={request}
        running={proof.isFetching}
        onSubmit={(next) => setParams(searchParamsFromRequest(next))}
      />
      <ErrorAlert
        title="Could not get a consistency proof"
        query={proof}
        hint="Check that the old size is not larger than the shard’s current size and that the shard is right; the log refuses proofs across shards."
        testId="consistency-request-error"
      />
      {proof.data && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <ConsistencyProofDiagram trace={proof.data.trace} />
            {proof.data.lastCheckpoint && (
              <CollapsibleCode
                title="checkpoint the proof was checked against"
                code={proof.data.lastCheckpoint}
              />
            )}
          </Stack>
        </Paper>
      )}
      {!request && (
        <Text size="sm" c="dimmed">
          A log that forks or rewrites history cannot produce this proof: if a tree head you saw earlier is
          not consistent with today’s, the log showed different people different trees.
        </Text>
      )}
    </Stack>
  );
}
