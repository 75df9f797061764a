import type { CheckName } from '@/lib/contract';

/** Each check as a sentence a person can read, in the order the checklist shows them. */
export const CHECK_LABELS: Record<CheckName, string> = {
  'entry-format': 'Entry is well formed',
  set: 'Signed entry timestamp (SET) verifies',
  'leaf-hash': 'Leaf hash equals the entry UUID',
  inclusion: 'Inclusion proof recomputes the root',
  'checkpoint-signature': 'Checkpoint is signed by a trusted key',
  'checkpoint-proof': 'Checkpoint size and root match the proof',
  'log-id': 'Log ID matches a trusted log key',
  index: 'Global and shard index agree',
  consistency: 'Consistency proof links the two tree heads',
  'journal-chain': 'Journal records are whole and chained to the signed head',
  'bundle-format': 'Bundle is well formed',
  'certificate-chain': 'Certificate chains to a trusted authority',
  'certificate-validity': 'Certificate was valid at signing time',
  signature: 'Artifact signature verifies',
  artifact: 'Artifact digest matches',
  timestamp: 'Timestamp verifies',
  'log-body': 'Log entry records this bundle’s signature and digest',
  'signer-identity': 'Signer identity and issuer match the policy',
};
