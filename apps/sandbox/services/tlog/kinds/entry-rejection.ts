// Why a proposed entry is refused. Rekor answers these with 400 and "error processing entry: <reason>"
// (sigstore/rekor:pkg/api/error.go validationError); the message is what a client shows its user.
export class EntryRejection extends Error {
  override readonly name = 'EntryRejection';
}

/** The body of Rekor's 400 for a refused entry. */
export function rejectionMessage(reason: string): string {
  return `error processing entry: ${reason}`;
}
