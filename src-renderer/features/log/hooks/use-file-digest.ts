import { useCallback, useState } from 'react';
import { sha256OfFile } from '@/lib/local-files';

export interface FileDigest {
  name: string;
  size: number;
  sha256: string;
}

/**
 * Hashes a picked file in this window (SubtleCrypto), keeping the state a
 * form needs: busy while hashing, the digest, or why it failed.
 */
export function useFileDigest() {
  const [digest, setDigest] = useState<FileDigest | null>(null);
  const [hashing, setHashing] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const hash = useCallback(async (file: File): Promise<FileDigest | null> => {
    setHashing(true);
    setError(null);
    try {
      const result = { name: file.name, size: file.size, sha256: await sha256OfFile(file) };
      setDigest(result);
      return result;
    } catch (failure) {
      setDigest(null);
      setError(failure);
      return null;
    } finally {
      setHashing(false);
    }
  }, []);

  const clear = useCallback(() => {
    setDigest(null);
    setError(null);
  }, []);

  return { digest, hashing, error, hash, clear };
}
