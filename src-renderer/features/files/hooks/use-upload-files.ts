import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queueUpload } from '@/lib/browser-uploads';
import { VerityError } from '@/lib/contract';
import { describeError } from '@/lib/errors';
import { queryKeys } from '@/lib/query-keys';

/** A file that could not be queued, and why. */
export interface RefusedUpload {
  name: string;
  reason: string;
}

/** Queues each file as a page-streamed upload; those refused are kept with the reason, the rest go on. */
export function useUploadFiles() {
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<RefusedUpload[]>([]);
  const [queueing, setQueueing] = useState(false);

  const upload = async (files: readonly File[]) => {
    setQueueing(true);
    const problems: RefusedUpload[] = [];
    for (const file of files) {
      try {
        await queueUpload(file);
      } catch (error) {
        const { message, hint } = describeError(error);
        // Verity's refusals come with a next step; the page's own (a file too large) say it already.
        problems.push({
          name: file.name,
          reason: error instanceof VerityError ? `${message} ${hint}` : message,
        });
      }
    }
    setRefused(problems);
    setQueueing(false);
    void queryClient.invalidateQueries({ queryKey: queryKeys.transfers });
  };

  return { upload, refused, queueing, dismiss: () => setRefused([]) };
}
