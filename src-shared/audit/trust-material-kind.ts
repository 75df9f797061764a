// Which audit inputs are trust material rather than documents to verify, from their text alone: the audit
// service decides with this, and the Audit page sends such files first so every document of a run is
// judged against them, wherever they sit in a dropped folder.

const TRUSTED_ROOT_MEDIA_TYPE = 'application/vnd.dev.sigstore.trustedroot';

/** The parsed JSON of a Sigstore TrustedRoot (by its media type), or a PEM public key; null for anything else. */
export function trustMaterialKind(
  text: string,
): { kind: 'trusted-root'; json: unknown } | { kind: 'pem' } | null {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('-----BEGIN PUBLIC KEY-----')) return { kind: 'pem' };
  // Most documents are bundles: no need to parse what cannot name the media type.
  if (!trimmed.startsWith('{') || !text.includes(TRUSTED_ROOT_MEDIA_TYPE)) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const mediaType = (json as { mediaType?: unknown } | null)?.mediaType;
  return typeof mediaType === 'string' && mediaType.startsWith(TRUSTED_ROOT_MEDIA_TYPE)
    ? { kind: 'trusted-root', json }
    : null;
}
