import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { getVerity } from '@/lib/verity';

/**
 * One audited document of a kept run, decoded for reading: its log entry's body and its certificates. Asked
 * for only when the row is opened for it, so a run of thousands never carries them all.
 */
export function useAuditFileDetail(runId: string, name: string, enabled: boolean) {
  return useQuery({
    queryKey: ['audit', 'file-detail', runId, name],
    queryFn: async () => unwrap(await getVerity().audit.fileDetail({ id: runId, name })),
    enabled,
    // A run's documents never change; a new run has another id.
    staleTime: Infinity,
  });
}
