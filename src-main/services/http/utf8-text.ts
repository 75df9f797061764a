/**
 * UTF-8 text of a body as TextDecoder gives it (a leading byte-order mark dropped, bad sequences replaced),
 * through Buffer's decoder, which takes a fraction of the time on the kilobytes of a log answer.
 */
export function utf8Text(body: Uint8Array): string {
  const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
