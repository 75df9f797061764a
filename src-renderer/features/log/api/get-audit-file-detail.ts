import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { getVerity } from '@/lib/verity';
import { readStagedFile, type StagedAuditFile } from '../utils/audit-files';

/**
 * One audited document decoded for reading: its log entry's body and its certificates. Asked for only when
 * its row is opened for it: the file is read again here and its text sent, so a run of any size never
 * carries them all.
 */
export function useAuditFileDetail(runId: string, file: StagedAuditFile | undefined) {
  return useQuery({
    queryKey: ['audit', 'file-detail', runId, file?.path],
    queryFn: async () => {
      if (!file) throw new Error('This file is no longer staged: drop it again to read it.');
      const read = await readStagedFile(file);
      if ('unreadable' in read) throw new Error(read.unreadable);
      return unwrap(await getVerity().audit.fileDetail(read));
    },
    // A run's files are read as they were; a new run has another id.
    staleTime: Infinity,
    retry: false,
  });
}
