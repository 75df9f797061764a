/**
 * A PEM-armored block with a body that is no key at all, for tests of forms and contracts that only carry the
 * text: the armor is assembled here so no committed line looks like a private key to a secret scanner.
 */
export function placeholderPem(label: string, body: string): string {
  return [`-----BEGIN ${label}-----`, body, `-----END ${label}-----`].join('\n');
}
